import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMemberInfo } from './member-info';
import { useSessionStore } from './session-store';

const member = (type: number) => ({
  id: 'm1',
  account: 'demo',
  nickname: 'Demo',
  userName: 'demo',
  type,
  balance: 100,
  currencySymbol: 'R$',
  unreadMessage: 0,
  availablePromoCount: 0,
  availablePromo: [],
  hasVip: false,
  vipLabelName: null,
  vipRankLevel: null,
});

/** A fetch whose answer the test releases when it chooses. */
const heldFetch = (type: number) => {
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      return Response.json({ success: true, errorCode: null, message: '', value: member(type) });
    }),
  );
  return () => release();
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearToken();
});

describe('getMemberInfo', () => {
  it("records the member's type for the session that asked", async () => {
    const release = heldFetch(1);
    useSessionStore.getState().setToken('token-1');
    const asked = getMemberInfo();
    release();
    await asked;
    expect(useSessionStore.getState().userType).toBe(1);
  });

  it('leaves the type alone when the answer arrives after logout', async () => {
    const release = heldFetch(0);
    useSessionStore.getState().setToken('token-1');
    const asked = getMemberInfo();
    useSessionStore.getState().clearToken();
    release();
    await asked;
    expect(useSessionStore.getState().userType).toBeNull();
  });

  it('leaves the type alone when another session started meanwhile', async () => {
    const release = heldFetch(0);
    useSessionStore.getState().setToken('token-1');
    const asked = getMemberInfo();
    useSessionStore.getState().clearToken();
    useSessionStore.getState().setToken('token-2');
    release();
    await asked;
    expect(useSessionStore.getState().userType).toBeNull();
  });
});
