import { create } from 'zustand';

export type DialogIcon = 'success' | 'warning' | 'error' | 'info';

export type DialogButton = {
  label: string;
  variant?: 'primary' | 'secondary';
  /** Return false to keep the dialog open (e.g. while a request runs). */
  onClick?: () => void | boolean;
};

export type DialogOptions = {
  icon?: DialogIcon;
  title: string;
  /** Trusted HTML only (operator-written notices or our own strings); never user input. */
  html?: string;
  buttons?: DialogButton[];
  /** Clicking the dimmed cover closes the dialog unless this is false. */
  cover?: boolean;
  /** Closes on its own after this many milliseconds. */
  timeoutMs?: number;
  onClose?: () => void;
};

type DialogState = {
  current: (DialogOptions & { id: number }) | null;
  show: (options: DialogOptions) => number;
  close: (id?: number) => void;
};

let nextId = 1;

export const useDialogStore = create<DialogState>((set, get) => ({
  current: null,
  show: (options) => {
    const id = nextId++;
    const previous = get().current;
    set({ current: { ...options, id } });
    previous?.onClose?.();
    return id;
  },
  close: (id) => {
    const current = get().current;
    // A stale timer or button of an earlier dialog must not close the one now showing.
    if (!current || (id !== undefined && current.id !== id)) return;
    set({ current: null });
    current.onClose?.();
  },
}));

/** Opens the generic dialog from anywhere (components, query callbacks, plain functions). */
export const showDialog = (options: DialogOptions) => useDialogStore.getState().show(options);
export const closeDialog = (id?: number) => useDialogStore.getState().close(id);
