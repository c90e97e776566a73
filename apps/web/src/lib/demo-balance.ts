import { create } from 'zustand';
import { useMemberInfo } from './member-info';
import { isTrialSession, useSessionStore } from './session-store';

/**
 * The demo credits of the free-play game open on this page, as the game page announced them
 * (GAME_BALANCE_MESSAGE with `demoBalance`). A trial account's money lives in the game it plays,
 * not on the platform, so while a game is open this is what a trial player's header shows;
 * null when no game has said.
 */
type DemoBalanceState = { balance: number | null; show: (balance: number) => void; clear: () => void };

export const useDemoBalanceStore = create<DemoBalanceState>((set) => ({
  balance: null,
  show: (balance) => set({ balance }),
  clear: () => set({ balance: null }),
}));

/** The `demoBalance` of a game's balance message, when it carries a usable one. */
export const demoBalanceOf = (data: unknown): number | null => {
  const value = (data as { demoBalance?: unknown } | null)?.demoBalance;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
};

/**
 * The balance to show the player: a trial player's demo credits while a game has announced them,
 * otherwise the account's balance from member info (undefined until it has loaded).
 */
export const useShownBalance = (): number | undefined => {
  const trial = useSessionStore(isTrialSession);
  const demoBalance = useDemoBalanceStore((state) => state.balance);
  const { data: member } = useMemberInfo();
  return trial && demoBalance !== null ? demoBalance : member?.balance;
};
