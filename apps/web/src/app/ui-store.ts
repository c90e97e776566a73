import { create } from 'zustand';
import { DESKTOP_QUERY, matches } from '../lib/device';

type UiState = {
  /** Phone and tablet: the side menu drawer is showing. */
  drawerOpen: boolean;
  /** Desktop: the side menu is reduced to icons. */
  collapsed: boolean;
  openMenu: () => void;
  closeMenu: () => void;
  toggleMenu: () => void;
  setDrawerOpen: (open: boolean) => void;
  /** The chat room panel is showing (docs/chat-room.md). */
  chatOpen: boolean;
  setChatOpen: (open: boolean) => void;
};

/**
 * Side menu state (spec section 2: open, close, toggle). "Open" means expanded beside the content
 * on a desktop and the drawer on smaller screens, so one set of actions works on both.
 */
export const useUiStore = create<UiState>((set, get) => ({
  drawerOpen: false,
  collapsed: false,
  openMenu: () => (matches(DESKTOP_QUERY) ? set({ collapsed: false }) : set({ drawerOpen: true })),
  closeMenu: () => (matches(DESKTOP_QUERY) ? set({ collapsed: true }) : set({ drawerOpen: false })),
  toggleMenu: () =>
    matches(DESKTOP_QUERY) ? set({ collapsed: !get().collapsed }) : set({ drawerOpen: !get().drawerOpen }),
  setDrawerOpen: (open) => set({ drawerOpen: open }),
  chatOpen: false,
  setChatOpen: (open) => set({ chatOpen: open }),
}));
