import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_CHUNK_TIMEOUT_MS } from '@platform/contracts';
import { ChunkLoadError, loadChunk } from './lazy-with-retry';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const outcome = <T>(promise: Promise<T>) => {
  const result: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(result, { value, settled: true }),
    (error: unknown) => Object.assign(result, { error, settled: true }),
  );
  return result;
};

describe('loadChunk', () => {
  it('resolves with the module when the first attempt works', async () => {
    const loader = vi.fn().mockResolvedValue({ default: 'page' });
    await expect(loadChunk(loader)).resolves.toEqual({ default: 'page' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('retries quietly after a failure and resolves when a later attempt works', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: 'page' });
    const result = outcome(loadChunk(loader, { retries: 2, retryDelayMs: 1000 }));

    await vi.advanceTimersByTimeAsync(999);
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ settled: true, value: { default: 'page' } });
  });

  it('fails with a ChunkLoadError once the retries are used up', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const loader = vi.fn().mockRejectedValue(cause);
    const result = outcome(loadChunk(loader, { retries: 2, retryDelayMs: 500 }));

    await vi.advanceTimersByTimeAsync(1000);
    expect(loader).toHaveBeenCalledTimes(3);
    expect(result.error).toBeInstanceOf(ChunkLoadError);
    expect(result.error).toMatchObject({ reason: 'failed', cause });
  });

  it('gives up after 120 seconds when the chunk never arrives', async () => {
    const loader = vi.fn(() => new Promise<never>(() => undefined));
    const result = outcome(loadChunk(loader));

    await vi.advanceTimersByTimeAsync(LAZY_CHUNK_TIMEOUT_MS - 1);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toBeInstanceOf(ChunkLoadError);
    expect(result.error).toMatchObject({ reason: 'timeout' });
    expect(LAZY_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('stops retrying once the deadline has passed', async () => {
    const loader = vi.fn().mockRejectedValue(new Error('offline'));
    const result = outcome(loadChunk(loader, { retries: 5, retryDelayMs: 10_000, timeoutMs: 15_000 }));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(result.error).toMatchObject({ reason: 'timeout' });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('ignores a module that arrives after the time-out', async () => {
    let resolveLate: (value: unknown) => void = () => undefined;
    const loader = vi.fn(() => new Promise((resolve) => (resolveLate = resolve)));
    const result = outcome(loadChunk(loader, { timeoutMs: 1000 }));

    await vi.advanceTimersByTimeAsync(1000);
    resolveLate({ default: 'late' });
    await vi.advanceTimersByTimeAsync(0);
    expect(result.error).toMatchObject({ reason: 'timeout' });
    expect(result.value).toBeUndefined();
  });
});
