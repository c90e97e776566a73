import { useEffect } from 'react';
import { lazyOverlay } from '../lazy-overlay';
import { useDialogStore } from './dialog-store';

// Radix and the dialog's markup load with the first dialog: most visits never show one.
const DialogView = lazyOverlay(() => import('./dialog-view').then((module) => module.DialogView));

/** Renders whatever `showDialog()` asked for; mounted once near the root. */
export const DialogHost = () => {
  const current = useDialogStore((state) => state.current);
  const close = useDialogStore((state) => state.close);

  // Here rather than in the view, so a toast's time runs from when it was asked for.
  const id = current?.id;
  const timeoutMs = current?.timeoutMs;
  useEffect(() => {
    if (id === undefined || !timeoutMs) return;
    const handle = window.setTimeout(() => close(id), timeoutMs);
    return () => window.clearTimeout(handle);
  }, [id, timeoutMs, close]);

  if (!current) return null;
  // A dialog that cannot be shown is closed, so its onClose runs and the next one tries again.
  return <DialogView dialog={current} close={close} onLoadFailed={() => close(current.id)} />;
};
