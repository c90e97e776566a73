import { useCallback, useMemo, useRef, useState } from 'react';
import type { FairGameKind, FairSeedPair, RevealedSeedPair } from '@platform/contracts';
import { announceBalanceChange, useAnnounceDemoBalance } from '../../frame-messages';
import type { SessionOf } from '../../session';
import { refusedBalance, StudioError, type StudioApi } from '../../studio-api';
import type { Wait } from '../../timing';
import { createFairApi } from './fair-api';

const HISTORY_SIZE = 20;

/** What every settled bet answers (dice, plinko, double, limbo). */
export type SettledBet = {
  roundId: string;
  bet: number;
  multiplierE4: number;
  win: number;
  balance: number;
  seeds: FairSeedPair;
};

export type FairHistoryEntry = {
  roundId: string;
  time: Date;
  bet: number;
  win: number;
  /** The outcome as the page shows it ("36,99", "Vermelho 5", "×2,00"). */
  result: string;
  /** The seeds the bet took (its nonce) and the choices to recompute it with. */
  seeds: FairSeedPair;
  params: Record<string, string | number>;
};

export type RoundOutcome = { ok: true; win: number } | { ok: false };

export const toStudioError = (caught: unknown) =>
  caught instanceof StudioError ? caught : new StudioError({ code: 'unknown', message: String(caught) });

/**
 * What every fair game shares: the balance, the error line, the expired-session state, the
 * history and the seeds. Several bets may be in flight (Plinko balls): while they are, the balance
 * moves by each stake and win; when the last one settles it takes the server's latest figure.
 */
export const useFairPlay = (input: { api: StudioApi; session: SessionOf<FairGameKind> }) => {
  const { api, session } = input;
  const fair = useMemo(() => createFairApi(api, session.sessionId), [api, session.sessionId]);
  const [balance, setBalance] = useState(session.balance);
  const [error, setError] = useState<string | null>(null);
  const [fatal, setFatal] = useState<StudioError | null>(null);
  const [history, setHistory] = useState<FairHistoryEntry[]>([]);
  const [revealed, setRevealed] = useState<RevealedSeedPair[]>([]);
  const inFlight = useRef(0);
  const latestBalance = useRef<number | null>(null);
  const real = session.mode === 'real';
  useAnnounceDemoBalance(!real, balance);

  /** A refusal shown where it happened (a dialog); an expired session ends the game. */
  const classify = useCallback((caught: unknown) => {
    const failure = toStudioError(caught);
    if (failure.code === 'invalid-token') setFatal(failure);
    return failure;
  }, []);

  /** Shows a refusal: its message by the controls, its balance if it carries one. */
  const report = useCallback(
    (caught: unknown) => {
      const failure = classify(caught);
      setError(failure.message);
      const known = refusedBalance(failure);
      if (known !== null) setBalance(known);
      return failure;
    },
    [classify],
  );

  /** Places a bet: the stake leaves the balance at once and comes back if the bet is refused. */
  const place = useCallback(
    async <T extends SettledBet>(stake: number, request: () => Promise<T>): Promise<T | null> => {
      setError(null);
      inFlight.current += 1;
      setBalance((value) => value - stake);
      try {
        const response = await request();
        latestBalance.current = response.balance;
        return response;
      } catch (caught) {
        inFlight.current -= 1;
        const failure = report(caught);
        if (refusedBalance(failure) === null) setBalance((value) => value + stake);
        return null;
      }
    },
    [report],
  );

  const remember = useCallback((entry: FairHistoryEntry) => {
    setHistory((entries) => [entry, ...entries].slice(0, HISTORY_SIZE));
  }, []);

  /** After the bet's result has been shown: its win reaches the balance and the history. */
  const settle = useCallback(
    (response: SettledBet, shown: { result: string; params: Record<string, string | number> }) => {
      inFlight.current = Math.max(0, inFlight.current - 1);
      if (inFlight.current === 0 && latestBalance.current !== null) setBalance(latestBalance.current);
      else setBalance((value) => value + response.win);
      remember({
        roundId: response.roundId,
        time: new Date(),
        bet: response.bet,
        win: response.win,
        result: shown.result,
        seeds: response.seeds,
        params: shown.params,
      });
      // Demo credits are the studio's own; only real money moves the site's balance.
      if (real) announceBalanceChange();
    },
    [real, remember],
  );

  /** A balance the server sent with a step that moved money (Mines start and end). */
  const moved = useCallback(
    (value: number) => {
      setBalance(value);
      if (real) announceBalanceChange();
    },
    [real],
  );

  return {
    fair,
    balance,
    setBalance,
    error,
    setError,
    fatal,
    history,
    revealed,
    setRevealed,
    classify,
    report,
    place,
    settle,
    moved,
    remember,
  };
};

export type FairPlay = ReturnType<typeof useFairPlay>;

/** What each game's page receives from the fair games' shell. */
export type FairGameProps<Kind extends FairGameKind> = {
  session: SessionOf<Kind>;
  play: FairPlay;
  /** The rules were seen and closed: betting is open (Brazilian rule). */
  ready: boolean;
  wait: Wait;
};
