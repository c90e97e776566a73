import { create } from 'zustand';
import type { LaunchGameResponse } from '@platform/contracts';

type LaunchState = {
  /** The launch the player just asked for; the game page takes it once. */
  pending: LaunchGameResponse | null;
  setPending: (launch: LaunchGameResponse) => void;
  /** Forgets a launch once the game page has used it: its token is good for one opening only. */
  clear: (launch: LaunchGameResponse) => void;
};

/**
 * Hands a launch address from the tile that asked for it to the game page. The address holds a
 * one-time token, so it never goes into the page address (history, bookmarks, Referer headers).
 */
export const useLaunchStore = create<LaunchState>((set, get) => ({
  pending: null,
  setPending: (launch) => set({ pending: launch }),
  clear: (launch) => {
    if (get().pending === launch) set({ pending: null });
  },
}));

/** The game page's address: which game, and its name for the header while it loads. */
export const seamlessPath = (game: { nodeId: string; gameName: string }) =>
  `/seamless?${new URLSearchParams({ nodeId: game.nodeId, name: game.gameName }).toString()}`;
