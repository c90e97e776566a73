import { describe, expect, it } from 'vitest';
import { fairTranslator } from './games/fair/fair-i18n';
import { fishTranslator } from './games/fish/fish-i18n';
import { translator } from './i18n';

describe('studio texts with a count', () => {
  it('say one in the singular and more in the plural, in Portuguese and English', () => {
    const pt = fairTranslator('PT');
    expect(pt('minesChoice', { count: 1 })).toBe('1 mina');
    expect(pt('minesChoice', { count: 2 })).toBe('2 minas');
    expect(pt('stopAuto', { count: 1 })).toBe('Parar (1 restante)');
    expect(pt('stopAuto', { count: 7 })).toBe('Parar (7 restantes)');
    const en = fairTranslator('EN');
    expect(en('minesChoice', { count: 1 })).toBe('1 mine');
    expect(en('minesChoice', { count: 24 })).toBe('24 mines');
    expect(translator('PT')('freeSpinsWon', { count: 1 })).toBe('1 rodada grátis!');
    expect(translator('EN')('freeSpinsWon', { count: 10 })).toBe('10 free spins!');
    expect(fishTranslator('EN')('howRate', { count: 1 })).toMatch(/^Up to 1 shot per second/u);
  });

  it('keep Chinese in its one form', () => {
    expect(fairTranslator('CN')('minesChoice', { count: 1 })).toBe('1 颗地雷');
    expect(fairTranslator('CN')('minesChoice', { count: 3 })).toBe('3 颗地雷');
  });
});
