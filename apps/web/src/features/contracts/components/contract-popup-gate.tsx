import { useState } from 'react';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { useAccountModalStore } from '../../../lib/account-modal-store';
import { browserSessionStorage } from '../../../lib/browser-storage';
import { useContractRequestWaiting } from '../../../lib/consolidated';

/** sessionStorage: the member closed the popup in this visit (spec section 4: closing hides it). */
const DISMISSED_KEY = 'contractPopupDismissed';

// The popup's code (Radix, zod, the terms tables) loads only when a request is waiting.
const ContractPopup = lazyOverlay(() => import('./contract-popup').then((module) => module.ContractPopup));

/**
 * Opens the consolidated contract popup when the consolidated flags say a contract request waits
 * on the member, unless the member closed it earlier in this visit, once no account popup shows.
 */
export const ContractPopupGate = () => {
  const waiting = useContractRequestWaiting();
  // An account popup (the greeting after a login, a forced password change) goes first.
  const accountModalOpen = useAccountModalStore((state) => state.current !== null);
  const [dismissed, setDismissed] = useState(() => browserSessionStorage()?.getItem(DISMISSED_KEY) === '1');
  if (!waiting || dismissed || accountModalOpen) return null;
  const close = () => {
    browserSessionStorage()?.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return <ContractPopup onClose={close} onLoadFailed={() => setDismissed(true)} />;
};
