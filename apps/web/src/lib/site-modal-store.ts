import { create } from 'zustand';
import type { Notice } from '@platform/contracts';

/**
 * The site's overlays that are not account popups (spec section 2, Modals): partners, the help
 * centre, one notice, and the member and agent centres over the current page. A store in lib/ so
 * the side menu, the header and any feature can open one without importing the feature that draws it.
 */
export type SiteModal =
  | { kind: 'partners' }
  | { kind: 'help' }
  | { kind: 'notice'; notice: Notice }
  | { kind: 'memberCentre' }
  | { kind: 'agentCentre' };

type SiteModalState = {
  current: SiteModal | null;
  open: (modal: SiteModal) => void;
  close: () => void;
};

export const useSiteModalStore = create<SiteModalState>((set) => ({
  current: null,
  open: (modal) => set({ current: modal }),
  close: () => set({ current: null }),
}));

export const openSiteModal = (modal: SiteModal) => useSiteModalStore.getState().open(modal);
export const closeSiteModal = () => useSiteModalStore.getState().close();
