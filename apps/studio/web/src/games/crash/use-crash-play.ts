import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrashBetResponse, CrashCashOutResponse, CrashStateResponse } from '@platform/contracts';
import { announceBalanceChange, useAnnounceDemoBalance } from '../../frame-messages';
import type { SessionOf } from '../../session';
import { refusedBalance, StudioError, type StudioApi } from '../../studio-api';
import type { RoundView } from './crash-state';

const schemas = () => import('./crash-schemas');

/** This page's bet in a round: what it staked, and how it ended. */
export type MyBet = {
  round: number;
  bet: number;
  autoCashOut: number | null;
  player: string;
  cashOut: number | null;
  win: number | null;
};

/** Bets and cash-outs over the studio's API; the socket only tells how the round goes. */
export const useCrashPlay = (input: {
  api: StudioApi;
  session: SessionOf<'crash'>;
  round: RoundView | null;
}) => {
  const { api, session, round } = input;
  const real = session.mode === 'real';
  const [balance, setBalance] = useState(session.balance);
  useAnnounceDemoBalance(!real, balance);
  const [myBet, setMyBet] = useState<MyBet | null>(null);
  const [busy, setBusy] = useState<'bet' | 'cashout' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fatal, setFatal] = useState<StudioError | null>(null);
  const refreshing = useRef<number | null>(null);
  // The last round whose win the balance already holds (the cash-out's answer carried it).
  const [paidRound, setPaidRound] = useState<number | null>(null);

  const fail = useCallback((caught: unknown) => {
    if (!(caught instanceof StudioError)) throw caught;
    if (caught.code === 'invalid-token') {
      setFatal(caught);
      return;
    }
    const left = refusedBalance(caught);
    if (left !== null) setBalance(left);
    setError(caught.message);
  }, []);

  const placeBet = useCallback(
    async (bet: number, autoCashOut: number | null) => {
      setBusy('bet');
      setError(null);
      // A new bet replaces the last one's outcome on screen.
      setMyBet(null);
      try {
        const placed: CrashBetResponse = await api.call(
          '/studio/api/crash/bet',
          { sessionId: session.sessionId, bet, autoCashOut },
          () => schemas().then((loaded) => loaded.CrashBetResponse),
        );
        setMyBet({ ...placed, cashOut: null, win: null });
        setBalance(placed.balance);
        if (real) announceBalanceChange();
      } catch (caught) {
        fail(caught);
      } finally {
        setBusy(null);
      }
    },
    [api, fail, real, session.sessionId],
  );

  const cashOut = useCallback(async () => {
    setBusy('cashout');
    setError(null);
    try {
      const done: CrashCashOutResponse = await api.call(
        '/studio/api/crash/cashout',
        { sessionId: session.sessionId },
        () => schemas().then((loaded) => loaded.CrashCashOutResponse),
      );
      setMyBet((bet) =>
        bet && bet.round === done.round ? { ...bet, cashOut: done.cashOut, win: done.win } : bet,
      );
      setBalance(done.balance);
      setPaidRound(done.round);
      if (real) announceBalanceChange();
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  }, [api, fail, real, session.sessionId]);

  // The socket tells when this page's bet cashed out by itself or was lost.
  const ours = round && myBet && round.round === myBet.round ? round : null;
  const fromFeed = ours?.bets.find((bet) => bet.player === myBet?.player) ?? null;
  const shown: MyBet | null = myBet && {
    ...myBet,
    cashOut: myBet.cashOut ?? fromFeed?.cashOut ?? null,
    win:
      myBet.win ??
      fromFeed?.win ??
      (ours?.phase === 'crashed' && myBet.cashOut === null && fromFeed?.cashOut == null ? 0 : null),
  };
  // A settled bet stays shown after its round: the outcome seen in the feed is kept in state
  // (set while rendering, React's pattern for state derived from a change), not only read off the
  // round the feed is on.
  if (shown && shown.win !== null && myBet?.win === null) setMyBet(shown);

  // A bet answered after its round left the feed (a slow answer on a busy line) would otherwise
  // never show how it ended: the server knows, so ask it once.
  const passedUnsettled =
    round && myBet && round.round > myBet.round && shown?.win === null ? myBet.round : null;
  const cashedBySelf =
    fromFeed?.cashOut != null && myBet !== null && paidRound !== myBet.round ? myBet.round : passedUnsettled;
  useEffect(() => {
    if (cashedBySelf === null || refreshing.current === cashedBySelf) return;
    refreshing.current = cashedBySelf;
    // The server answers once the win is paid: its balance is the wallet's.
    void api
      .call('/studio/api/crash/state', { sessionId: session.sessionId }, () =>
        schemas().then((loaded) => loaded.CrashStateResponse),
      )
      .then((state: CrashStateResponse) => {
        setBalance(state.balance);
        const settled = state.bet;
        if (settled?.round === cashedBySelf && settled.win !== null) setMyBet(settled);
        if (real) announceBalanceChange();
      })
      .catch(fail);
  }, [api, cashedBySelf, fail, real, session.sessionId]);

  return { balance, myBet: shown, busy, error, fatal, placeBet, cashOut, clearError: () => setError(null) };
};
