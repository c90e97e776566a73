import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeHref, sanitiseHtml } from './html-sanitiser.js';

/** Every tag the sanitiser may emit; anything else starting with '<' would be a leak. */
const EMITTED_TAG =
  /<(?:\/?(?:p|br|strong|em|ul|ol|li|a)|a href="[^"]*"(?: target="_blank" rel="noopener noreferrer nofollow")?)>/gu;

describe('sanitiseHtml', () => {
  it('keeps the allowed subset as written', () => {
    const html =
      '<p>Olá, <strong>jogador</strong>! <em>18+</em><br>Leia:</p><ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitiseHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitiseHtml('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitiseHtml('<iframe src="https://x.example"></iframe>ok')).toBe('ok');
    expect(sanitiseHtml('<SCRIPT>alert(1)</SCRIPT >ok')).toBe('ok');
    // An unclosed script takes the rest with it.
    expect(sanitiseHtml('ok<script>alert(1)')).toBe('ok');
    // The script's text is not parsed as markup: a fake closing tag inside a string ends nothing early.
    expect(sanitiseHtml('<script>"</p>"</script>done')).toBe('done');
  });

  it('drops other tags and every attribute but keeps their text', () => {
    expect(sanitiseHtml('<div class="x" onclick="evil()"><span>texto</span></div>')).toBe('texto');
    expect(sanitiseHtml('<p style="color:red" onmouseover="evil()">x</p>')).toBe('<p>x</p>');
    expect(sanitiseHtml('<img src=x onerror=alert(1)>depois')).toBe('depois');
    expect(sanitiseHtml('<svg><g onload="evil()">t</g></svg>')).toBe('t');
    expect(sanitiseHtml('<h1>Título</h1>')).toBe('Título');
    expect(sanitiseHtml('<h2 id="x">Seção</h2><h3 class="y">Pergunta</h3><h4>Detalhe</h4>')).toBe(
      'Seção<h3>Pergunta</h3><h4>Detalhe</h4>',
    );
  });

  it('keeps a plain mailto: link in content, and no other scheme dressed as one', () => {
    expect(sanitiseHtml('<a href="mailto:suporte@sortegrande.example">e-mail</a>')).toBe(
      '<a href="mailto:suporte@sortegrande.example">e-mail</a>',
    );
    for (const href of [
      'mailto:x@y.example?body=<script>',
      'mailto:x@y.example,evil@z.example',
      'mailto:javascript:alert(1)',
      'javascript:alert(1)//mailto:x@y.example',
      'data:text/html,mailto:x@y.example',
    ]) {
      expect(sanitiseHtml(`<a href="${href}">x</a>`), href).toBe('x');
    }
  });

  it('drops comments and declarations', () => {
    expect(sanitiseHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html><?xml x?>c')).toBe('abc');
    expect(sanitiseHtml('a<!-- never closed')).toBe('a');
  });

  it('escapes text that is not markup and keeps valid character references', () => {
    expect(sanitiseHtml('1 < 2 > 0 & R$ 10')).toBe('1 &lt; 2 &gt; 0 &amp; R$ 10');
    expect(sanitiseHtml('Sorte &amp; Cia &#169; &nbsp;')).toBe('Sorte &amp; Cia &#169; &nbsp;');
    expect(sanitiseHtml('<<p>>')).toBe('&lt;<p>&gt;</p>');
  });

  it('keeps links to https addresses and site paths only', () => {
    expect(sanitiseHtml('<a href="/promotions">Promoções</a>')).toBe('<a href="/promotions">Promoções</a>');
    expect(sanitiseHtml("<a href='https://jogoresponsavel.example/ajuda' title=x>Ajuda</a>")).toBe(
      '<a href="https://jogoresponsavel.example/ajuda" target="_blank" rel="noopener noreferrer nofollow">Ajuda</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://insecure.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      ' //evil.example',
      'https:/evil.example',
      'vbscript:x',
      '',
    ]) {
      expect(sanitiseHtml(`<a href="${href}">x</a>`), href).toBe('x');
    }
    expect(sanitiseHtml('<a>sem destino</a>')).toBe('sem destino');
  });

  it('escapes what it keeps of an href', () => {
    expect(sanitiseHtml('<a href="/jogos?tipo=rng&amp;p=2">x</a>')).toBe(
      '<a href="/jogos?tipo=rng&amp;p=2">x</a>',
    );
    expect(sanitiseHtml('<a href=/a"onclick=x>y</a>')).toBe('<a href="/a&quot;onclick=x">y</a>');
  });

  it('closes what is left open and ignores stray closing tags', () => {
    expect(sanitiseHtml('<p><strong>x')).toBe('<p><strong>x</strong></p>');
    expect(sanitiseHtml('</p>x</em>')).toBe('x');
    expect(sanitiseHtml('<ul><li><em>a</ul>b')).toBe('<ul><li><em>a</em></li></ul>b');
    expect(sanitiseHtml('<a href="/a">1<a href="/b">2</a>')).toBe('<a href="/a">1</a><a href="/b">2</a>');
    expect(sanitiseHtml('<BR/><P>x</P>')).toBe('<br><p>x</p>');
  });

  it('treats an unclosed tag as swallowing the rest, as a browser does', () => {
    expect(sanitiseHtml('a<p title="b>c')).toBe('a<p></p>');
    expect(sanitiseHtml('a<img src=x')).toBe('a');
  });

  it('is idempotent and never lets any other tag or event handler through (property)', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '&',
      ';',
      '#',
      '!--',
      '-->',
      'p',
      'a',
      'br',
      'li',
      'script',
      'style',
      'img',
      'href',
      'onclick',
      'javascript:',
      'https://x.example',
      '/path',
      '//',
      '\\',
      'amp',
      'lt',
      'x',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), fc.string({ maxLength: 20 }), (parts, noise) => {
        const input = parts.join('') + noise;
        const once = sanitiseHtml(input);
        expect(sanitiseHtml(once)).toBe(once);
        expect(once.replace(EMITTED_TAG, '')).not.toMatch(/[<>]/u);
        for (const [, href] of once.matchAll(/<a href="([^"]*)"/gu)) {
          expect(href).toMatch(/^(?:https:\/\/[^/\\]|\/(?![/\\]))/u);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('safeHref', () => {
  it('accepts https addresses and site paths, and trims what browsers ignore', () => {
    expect(safeHref(' https://sortegrande.example/ ')).toBe('https://sortegrande.example/');
    expect(safeHref('/help#term')).toBe('/help#term');
    expect(safeHref('\n/down')).toBe('/down');
    expect(safeHref('mailto:suporte@sortegrande.example')).toBeNull();
  });
});
