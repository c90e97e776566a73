import { useEffect } from 'react';
import { GAME_BALANCE_MESSAGE, type GameBalanceMessage } from '@platform/contracts';

const post = (message: GameBalanceMessage) => {
  if (window.parent !== window) window.parent.postMessage(message, '*');
};

/**
 * Tells the site framing the game that the player's balance moved, so its header re-reads the
 * wallet. Any origin may receive it: it carries no data, and the site checks the sender's origin.
 */
export const announceBalanceChange = () => post({ type: GAME_BALANCE_MESSAGE });

/**
 * Free play: tells the framing site the demo credits this game holds, from the first figure on,
 * so a trial player's header shows the money they are playing with. Play money only: nothing a
 * stranger could use, and the site still checks the sender's origin.
 */
export const useAnnounceDemoBalance = (demo: boolean, balance: number) => {
  useEffect(() => {
    if (demo) post({ type: GAME_BALANCE_MESSAGE, demoBalance: balance });
  }, [demo, balance]);
};
