import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './keyed-lock.js';

/** A promise the test settles by hand, so the order of events is decided, not timed. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

describe('keyed lock', () => {
  it('runs tasks of one key one after another, and of different keys side by side', async () => {
    const lock = createKeyedLock();
    const events: string[] = [];
    const first = gate();
    const a1 = lock('a', async () => {
      events.push('a1 start');
      await first.opened;
      events.push('a1 end');
      return 1;
    });
    const a2 = lock('a', async () => {
      events.push('a2');
      return 2;
    });
    const b = lock('b', async () => {
      events.push('b');
      return 3;
    });
    expect(await b).toBe(3);
    expect(events).toEqual(['a1 start', 'b']);
    first.open();
    expect(await Promise.all([a1, a2])).toEqual([1, 2]);
    expect(events).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
  });

  it('goes on after a task fails, which fails only its own caller', async () => {
    const lock = createKeyedLock();
    const failed = lock('a', async () => {
      throw new Error('refused');
    });
    const next = lock('a', async () => 'next');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('next');
  });
});
