import { GAME_BALANCE_MESSAGE } from '@platform/contracts';

/**
 * Tells the site framing the game that the player's balance moved, so its header re-reads the
 * wallet. Any origin may receive it: it carries no data, and the site checks the sender's origin.
 */
export const announceBalanceChange = () => {
  if (window.parent !== window) window.parent.postMessage({ type: GAME_BALANCE_MESSAGE }, '*');
};
