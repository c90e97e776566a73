import { useCallback, useRef, useState } from 'react';
import type { SlotGameInfo } from '@platform/contracts';
import { announceBalanceChange, useAnnounceDemoBalance } from '../../frame-messages';
import { autoplayVerdict, type AutoplaySettings, type AutoplayStop } from '../../autoplay';
import { freeSpinProgress, initialBet, winningCells, type SlotSpin } from './slot-math';
import { playSound, type SoundEffect } from '../../sound';
import { refusedBalance, StudioError, type StudioApi } from '../../studio-api';
import type { Wait } from '../../timing';
import type { SessionOf } from '../../session';

/** Pauses of a round's playback, in ms (shortened by reduced motion and in tests via `wait`). */
const SPIN_MIN_MS = 650;
const REEL_STOP_MS = 130;
const FREE_SPIN_MS = 450;
const WIN_MS = 1100;
const AUTOPLAY_GAP_MS = 350;
const HISTORY_SIZE = 20;

export type HistoryEntry = { roundId: string; time: Date; bet: number; win: number };
export type Highlight = { spin: SlotSpin; cells: Set<string>; paid: number };
export type RoundOutcome = { ok: true; win: number } | { ok: false };

/** Reel heights a variable-rows game rests on before its first spin: a varied, fixed shape. */
const RESTING_HEIGHTS = [5, 6, 4, 7, 5, 6, 4, 7];

/** A window the reels show before the first spin: the game's regular symbols, no winning run. */
const restingWindow = (game: SlotGameInfo): string[][] => {
  const regular = game.symbols.filter((symbol) => symbol.kind === 'regular').map((symbol) => symbol.id);
  const minRows = game.minRows ?? game.rows;
  const heightOf = (reel: number) =>
    Math.min(
      game.rows,
      Math.max(minRows, minRows === game.rows ? game.rows : (RESTING_HEIGHTS[reel] ?? game.rows)),
    );
  return Array.from({ length: game.rows }, (_, row) =>
    Array.from({ length: game.reels }, (_, reel) =>
      row < heightOf(reel) ? (regular[(reel * 2 + row * 3) % regular.length] ?? '') : '',
    ),
  );
};

export const useSlotPlay = (input: {
  api: StudioApi;
  session: SessionOf<'slot'>;
  wait: Wait;
  soundOn: boolean;
}) => {
  const { api, session, wait, soundOn } = input;
  const game = session.game;
  const [balance, setBalance] = useState(session.balance);
  useAnnounceDemoBalance(session.mode === 'demo', balance);
  const [bet, setBet] = useState(() => initialBet(game.betLevels));
  const [window, setWindow] = useState(() => restingWindow(game));
  const [spinning, setSpinning] = useState<boolean[]>(() => Array<boolean>(game.reels).fill(false));
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [freeSpin, setFreeSpin] = useState<{ current: number; total: number } | null>(null);
  const [lastWin, setLastWin] = useState(0);
  const [potential, setPotential] = useState(game.maxWinMultiplier);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [fatal, setFatal] = useState<StudioError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [autoplayLeft, setAutoplayLeft] = useState<number | null>(null);
  // A promotion's free spins on this game (the wallet's), apart from the slot's own free spins.
  const [promoSpins, setPromoSpins] = useState(session.promoSpins ?? null);
  const stopRequested = useRef(false);
  const running = useRef(false);

  const sound = useCallback(
    (effect: SoundEffect) => {
      if (soundOn) playSound(effect);
    },
    [soundOn],
  );

  const playRound = useCallback(
    async (stake: number, promoSpin = false): Promise<RoundOutcome> => {
      setError(null);
      setNotice(null);
      setHighlight(null);
      setLastWin(0);
      setBusy(true);
      setPotential(game.maxWinMultiplier);
      // The stake leaves the balance at once (a promo spin's is the house's); the server's
      // balance replaces it after playback.
      const staked = promoSpin ? 0 : stake;
      setBalance((value) => value - staked);
      setSpinning(Array<boolean>(game.reels).fill(true));
      sound('spin');
      let response;
      try {
        [response] = await Promise.all([
          api.spin({ sessionId: session.sessionId, bet: stake, ...(promoSpin ? { promoSpin } : {}) }),
          wait(SPIN_MIN_MS),
        ]);
      } catch (caught) {
        const failure =
          caught instanceof StudioError
            ? caught
            : new StudioError({ code: 'unknown', message: String(caught) });
        const known = refusedBalance(failure);
        setBalance((value) => known ?? value + staked);
        if (promoSpin && failure.code === 'free-spins-exhausted') setPromoSpins(null);
        setSpinning(Array<boolean>(game.reels).fill(false));
        setError(failure.message);
        if (failure.code === 'invalid-token') setFatal(failure);
        sound('error');
        setBusy(false);
        return { ok: false };
      }
      setPotential(response.potentialMaxMultiplier);
      let paid = 0;
      for (const [index, spin] of response.spins.entries()) {
        if (index > 0) {
          setHighlight(null);
          setFreeSpin(freeSpinProgress(response.spins, index));
          setSpinning(Array<boolean>(game.reels).fill(true));
          sound('spin');
          await wait(FREE_SPIN_MS);
        }
        setWindow(spin.window);
        for (let reel = 0; reel < game.reels; reel += 1) {
          await wait(REEL_STOP_MS);
          setSpinning((value) => value.map((on, i) => (i === reel ? false : on)));
        }
        sound('stop');
        paid += spin.totalWin;
        if (spin.totalWin > 0 || spin.freeSpinsAwarded > 0) {
          setHighlight({ spin, cells: winningCells(spin), paid });
          setLastWin(paid);
          sound(spin.freeSpinsAwarded > 0 ? 'free' : spin.totalWin >= stake * 10 ? 'bigWin' : 'win');
          await wait(WIN_MS);
        }
      }
      setFreeSpin(null);
      setLastWin(response.totalWin);
      setBalance(response.balance);
      setPromoSpins(response.promoSpins ?? null);
      // Demo credits are the studio's own; only real money moves the site's balance.
      if (session.mode === 'real') announceBalanceChange();
      setHistory((entries) =>
        [
          { roundId: response.roundId, time: new Date(), bet: response.bet, win: response.totalWin },
          ...entries,
        ].slice(0, HISTORY_SIZE),
      );
      setBusy(false);
      return { ok: true, win: response.totalWin };
    },
    [api, game, session.sessionId, session.mode, sound, wait],
  );

  const spin = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      await playRound(bet);
    } finally {
      running.current = false;
    }
  }, [bet, playRound]);

  /** One of the promotion's free spins, at its fixed bet. */
  const playPromoSpin = useCallback(async () => {
    if (running.current || !promoSpins) return;
    running.current = true;
    try {
      await playRound(promoSpins.bet, true);
    } finally {
      running.current = false;
    }
  }, [playRound, promoSpins]);

  const startAutoplay = useCallback(
    async (settings: AutoplaySettings, messages: Record<AutoplayStop, string | null>) => {
      if (running.current) return;
      running.current = true;
      stopRequested.current = false;
      const progress = { played: 0, staked: 0, won: 0 };
      setAutoplayLeft(settings.count);
      const run = async (): Promise<AutoplayStop> => {
        for (;;) {
          const outcome = await playRound(bet);
          if (!outcome.ok) return 'error';
          progress.played += 1;
          progress.staked += bet;
          progress.won += outcome.win;
          setAutoplayLeft(settings.count - progress.played);
          const verdict = autoplayVerdict({ settings, progress, lastWin: outcome.win });
          if (verdict) return verdict;
          if (stopRequested.current) return 'user';
          await wait(AUTOPLAY_GAP_MS);
          if (stopRequested.current) return 'user';
        }
      };
      let reason: AutoplayStop;
      try {
        reason = await run();
      } finally {
        running.current = false;
        setAutoplayLeft(null);
      }
      setNotice(messages[reason]);
    },
    [bet, playRound, wait],
  );

  const stopAutoplay = useCallback(() => {
    stopRequested.current = true;
  }, []);

  return {
    balance,
    bet,
    setBet,
    window,
    spinning,
    highlight,
    freeSpin,
    lastWin,
    potential,
    history,
    error,
    fatal,
    notice,
    busy,
    autoplayLeft,
    promoSpins,
    playPromoSpin,
    spin,
    startAutoplay,
    stopAutoplay,
  };
};
