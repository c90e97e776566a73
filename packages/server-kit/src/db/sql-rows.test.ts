import { describe, expect, it } from 'vitest';
import { plainArray, rowsOf, textArray } from './sql-rows.js';

describe('raw statement helpers', () => {
  it('reads the rows of either engine and writes array literals', () => {
    expect(rowsOf<{ n: number }>({ rows: [{ n: 1 }] })).toEqual([{ n: 1 }]);
    expect(plainArray([1, 2, 'a'])).toBe('{1,2,a}');
    expect(plainArray([])).toBe('{}');
    expect(textArray(['a b', 'x"y', 'back\\slash', ''])).toBe('{"a b","x\\"y","back\\\\slash",""}');
  });
});
