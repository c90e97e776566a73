import { describe, expect, it } from 'vitest';
import type { SystemStatusResponse } from '@platform/contracts';
import { selectRootView } from './select-root-view';

const status = (code: 0 | 1 | 2) => ({ status: code }) as SystemStatusResponse;

describe('selectRootView', () => {
  it('shows the loader while the first status call runs', () => {
    expect(selectRootView({ data: undefined, error: null, isPending: true })).toEqual({ kind: 'loading' });
  });

  it.each([
    [0, 'normal'],
    [1, 'maintenance'],
    [2, 'blocked'],
  ] as const)('status %i picks the %s view', (code, kind) => {
    expect(selectRootView({ data: status(code), error: null, isPending: false })).toMatchObject({ kind });
  });

  it('shows the error view when the status call failed and nothing is known', () => {
    const error = new Error('offline');
    expect(selectRootView({ data: undefined, error, isPending: false })).toEqual({ kind: 'error', error });
  });

  it('keeps the known view when only a background refresh failed', () => {
    expect(selectRootView({ data: status(1), error: new Error('blip'), isPending: false })).toMatchObject({
      kind: 'maintenance',
    });
  });

  it('treats a status code outside the contract as an error rather than guessing', () => {
    const data = { status: 7 } as unknown as SystemStatusResponse;
    expect(selectRootView({ data, error: null, isPending: false }).kind).toBe('error');
  });
});
