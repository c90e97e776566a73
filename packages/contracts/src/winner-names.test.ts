import { describe, expect, it } from 'vitest';
import { maskWinnerName as maskName } from './winner-names.js';

describe('maskName (winners board)', () => {
  it('keeps the first two and last two characters around four stars', () => {
    expect(maskName('jogador01')).toBe('jo****01');
    expect(maskName('joao_silva_2024')).toBe('jo****24');
    expect(maskName('ana123')).toBe('an****23');
  });

  it('keeps fewer characters of short names, and never tells the length', () => {
    expect(maskName('maria')).toBe('m****a');
    expect(maskName('ana')).toBe('a****a');
    expect(maskName('zé')).toBe('z****');
    expect(maskName('x')).toBe('x****');
    expect(maskName('')).toBe('****');
    expect(maskName('jogador01').length).toBe(maskName('jogador_muito_longo_01').length);
  });

  it('counts characters, not UTF-16 units, and trims spaces', () => {
    expect(maskName('  李小龙大侠  ')).toBe('李****侠');
    expect(maskName('😀jogador😀')).toBe('😀j****r😀');
  });
});
