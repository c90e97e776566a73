import { describe, expect, it } from 'vitest';
import { createInstanceCache } from './instance-cache.js';

describe('instance cache', () => {
  it('forgets an entry at its expiry, and keeps one without expiry', () => {
    let time = 1_000;
    const cache = createInstanceCache<string>({ maxEntries: 10, now: () => time });
    cache.set('short', 'a', 1_500);
    cache.set('forever', 'b');
    time = 1_499;
    expect(cache.get('short')).toBe('a');
    time = 1_500;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('forever')).toBe('b');
  });

  it('drops the oldest entry when full, not one that is replaced', () => {
    const cache = createInstanceCache<number>({ maxEntries: 2 });
    cache.set('first', 1);
    cache.set('second', 2);
    cache.set('second', 22);
    expect(cache.get('first')).toBe(1);
    cache.set('third', 3);
    expect(cache.get('first')).toBeUndefined();
    expect([cache.get('second'), cache.get('third')]).toEqual([22, 3]);
  });
});
