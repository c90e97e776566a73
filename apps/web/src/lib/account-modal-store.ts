import { create } from 'zustand';

/**
 * Which account popup is showing (spec section 2, Modals). A store in lib/ so any feature, the
 * header and the routes can open one without importing the accounts feature.
 */
export type AccountModal =
  | { kind: 'login'; notice?: string }
  | { kind: 'register' }
  | { kind: 'forgot'; resetToken?: string }
  /** forced: the password expired or is the flagged default; only changing it or logging out closes it. */
  | { kind: 'changePassword'; forced?: boolean; knownPassword?: string }
  | { kind: 'loginSuccess'; firstTimeLogin: boolean; nickname: string }
  | { kind: 'afterRegister' };

type AccountModalState = {
  current: AccountModal | null;
  /** Runs once when the popup closes without leading to another (e.g. /login goes home). */
  onDismiss: (() => void) | null;
  open: (modal: AccountModal, options?: { onDismiss?: () => void }) => void;
  /** silent: the flow moves on by itself (a login navigates), so onDismiss does not run. */
  close: (options?: { silent?: boolean }) => void;
  /** Logout's full-page loader (spec section 4). */
  busy: boolean;
  setBusy: (busy: boolean) => void;
};

export const useAccountModalStore = create<AccountModalState>((set, get) => ({
  current: null,
  onDismiss: null,
  busy: false,
  open: (modal, options) => set({ current: modal, onDismiss: options?.onDismiss ?? get().onDismiss }),
  close: (options) => {
    const { onDismiss, current } = get();
    if (!current) return;
    set({ current: null, onDismiss: null });
    if (!options?.silent) onDismiss?.();
  },
  setBusy: (busy) => set({ busy }),
}));

export const openAccountModal = (modal: AccountModal, options?: { onDismiss?: () => void }) =>
  useAccountModalStore.getState().open(modal, options);

export const closeAccountModal = (options?: { silent?: boolean }) =>
  useAccountModalStore.getState().close(options);
