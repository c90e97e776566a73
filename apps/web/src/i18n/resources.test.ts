import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pt } from './pt';
import { zh } from './zh';

const leaves = (value: unknown, prefix = ''): Record<string, unknown> =>
  typeof value === 'object' && value !== null
    ? Object.assign(
        {},
        ...Object.entries(value).map(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key)),
      )
    : { [prefix]: value };

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  const base = leaves(pt);

  it.each([
    ['en', en],
    ['zh', zh],
  ])('%s has every Portuguese key, non-empty, with the same placeholders', (_name, resource) => {
    const other = leaves(resource);
    expect(Object.keys(other).sort()).toEqual(Object.keys(base).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(typeof text === 'string' && text.trim().length > 0, `${key} is empty`).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(base[key]));
    }
  });
});

describe('texts with a count', () => {
  // A count followed by a word ("{{count}} saques") needs both forms in Portuguese and English
  // ("1 saque", "2 saques"), not one form with the number slotted in.
  it('come in singular and plural where the words change', () => {
    const base = leaves(pt);
    for (const [key, text] of Object.entries(base)) {
      if (key.endsWith('_one')) expect(base[key.replace(/_one$/u, '_other')], key).toBeDefined();
      if (typeof text === 'string' && /\{\{count\}\}\s+\p{L}/u.test(text)) {
        expect(key.endsWith('_one') || key.endsWith('_other'), `${key} needs _one and _other`).toBe(true);
      }
    }
  });
});
