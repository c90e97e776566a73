import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from './unsafe-text.js';

describe('unsafe text', () => {
  it('refuses controls and lone surrogates, and keeps tab, newlines, pairs and the rest of Unicode', () => {
    for (const text of [
      '\u0000',
      'a\u0001',
      '\u000B',
      '\u000C',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u009F',
      '\uD800',
      'x\uDC00',
      '\uDC00\uD800',
    ]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['', 'São Paulo', 'a\tb\nc\r\n', '\uD83D\uDE00', '中文', '\u00A0\u200B\uFEFF\uFFFD']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('names every unsafe string and key by its path, at any depth, without echoing the key', () => {
    const found = findUnsafeText({
      name: 'ok',
      note: 'bad\u0000',
      items: [{ id: 'fine' }, { id: '\uD800' }],
      'k\u0000ey': 'x',
      deep: { deeper: { deepest: ['\u001F'] } },
    });
    expect(found.sort()).toEqual(['deep.deeper.deepest.0', 'items.1.id', 'k\uFFFDey', 'note'].sort());
    expect(findUnsafeText('\u0000')).toEqual(['']);
    expect(findUnsafeText([1, null, true, 'x'])).toEqual([]);
  });

  it('walks a body nested far deeper than the stack, and stops at the limit', () => {
    let nested: unknown = '\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(findUnsafeText(nested)).toHaveLength(1);
    expect(
      findUnsafeText(
        Array.from({ length: 50 }, () => '\u0000'),
        10,
      ),
    ).toHaveLength(10);
  });
});
