import { describe, expect, it } from 'vitest';
import { filterWords } from './word-filter.js';

describe('chat word filter', () => {
  const words = ['merda', 'puta', '傻逼'];

  it('stars a listed word whatever its case and accents', () => {
    expect(filterWords('que MÉRDA de sorte', words)).toBe('que ***** de sorte');
    expect(filterWords('Merda!', words)).toBe('*****!');
  });

  it('keeps a Latin word that only contains a listed one', () => {
    expect(filterWords('meu computador travou', words)).toBe('meu computador travou');
  });

  it('stars a Chinese word wherever it appears', () => {
    expect(filterWords('你是傻逼吗', words)).toBe('你是**吗');
  });

  it('leaves a clean message as it was, emoji included', () => {
    expect(filterWords('boa sorte a todos 🍀', words)).toBe('boa sorte a todos 🍀');
  });
});
