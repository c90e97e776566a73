import { describe, expect, it } from 'vitest';
import { bannerArtSvg } from './banner-art.js';

const art = (title: string, lang = 'pt-BR') =>
  bannerArtSvg({ id: '6f1c2a4e-0000-4000-8000-000000000001', title, caption: 'SORTE GRANDE', lang });
const titleLines = (svg: string) =>
  [...svg.matchAll(/<text[^>]*font-weight="700" fill="#e8ecf4">([^<]*)<\/text>/gu)].map((match) => match[1]);

describe('bannerArtSvg', () => {
  it('draws a 16:5 picture in the dark theme tokens with the title and the caption', () => {
    const svg = art('Missões da semana');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1600" height="500" viewBox="0 0 1600 500"/u,
    );
    expect(svg).toContain('#0f1420');
    expect(svg).toContain('#e8ecf4');
    expect(titleLines(svg)).toEqual(['Missões da semana']);
    expect(svg).toContain('>SORTE GRANDE</text>');
    expect(svg).toContain('>18+</text>');
    expect(svg).toContain('<title>Missões da semana</title>');
  });

  it('uses no external fonts, images or scripts', () => {
    const svg = art('Bem-vindo');
    expect(svg).not.toMatch(/<image|<script|@import|@font-face|url\(http|href=/u);
    expect(svg).toContain('font-family="system-ui');
  });

  it('escapes the title', () => {
    const svg = art('<script>alert("x")</script> & "R$ 10"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp; &quot;R$ 10&quot;');
  });

  it('wraps a long title onto at most three lines, and CJK text between characters', () => {
    const long = art(
      'Jogue com responsabilidade: defina um orçamento, faça pausas e fale com o suporte quando precisar',
    );
    const lines = titleLines(long);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    const chinese = titleLines(
      art('理性游戏：设定预算，适时休息，如有需要请随时联系我们的客服团队获取帮助', 'zh-CN'),
    );
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.join('')).toBe('理性游戏：设定预算，适时休息，如有需要请随时联系我们的客服团队获取帮助');
  });

  it('is the same picture for the same banner and title', () => {
    expect(art('Cassino ao vivo')).toBe(art('Cassino ao vivo'));
    expect(art('Cassino ao vivo')).not.toBe(art('Cassino ao vivo!'));
  });
});
