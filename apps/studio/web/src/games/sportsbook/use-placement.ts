import { useCallback, useState } from 'react';
import type {
  SportsBet,
  SportsBetShape,
  SportsBuilderPlaceRequest,
  SportsEventResponse,
  SportsPlaceRequest,
  SportsPlaceResponse,
} from '@platform/contracts';
import { announceBalanceChange } from '../../frame-messages';
import { refusedBalance, StudioError, type StudioApi } from '../../studio-api';
import { newRequestId } from './sportsbook-math';
import { legId, type BetSlip, type SlipLeg } from './use-bet-slip';

const schemas = () => import('./sportsbook-schemas');

/** Where the slip is between editing and a placed bet. */
export type SlipPhase = 'edit' | 'confirm' | 'placing' | 'done';

/** One request the slip sends: its legs, shape and stake per line. */
export type SlipTicket = { legs: SlipLeg[]; shape: SportsBetShape; stakePerLineMinor: number };

/**
 * The prices an odds-changed refusal carries, when it carries them in the shape expected
 * ({ legs: [{ eventId, marketKey, selection, oddsE3 }] }); anything else reads as none.
 */
const pricesOf = (value: unknown) => {
  const legs = (value as { legs?: unknown } | null)?.legs;
  if (!Array.isArray(legs)) return [];
  return legs.flatMap((leg: unknown) => {
    const item = leg as Record<string, unknown> | null;
    return item &&
      typeof item.eventId === 'string' &&
      typeof item.marketKey === 'string' &&
      typeof item.selection === 'string' &&
      typeof item.oddsE3 === 'number' &&
      Number.isInteger(item.oddsE3)
      ? [{ eventId: item.eventId, marketKey: item.marketKey, selection: item.selection, oddsE3: item.oddsE3 }]
      : [];
  });
};

/** A bet builder the slip sends: one line on one event at the builder price seen. */
export type BuilderTicket = Pick<SportsBuilderPlaceRequest, 'eventId' | 'legs' | 'oddsE3' | 'stakeMinor'>;

/** The builder price an odds-changed refusal of a builder carries ({ oddsE3 }), if any. */
const builderPriceOf = (value: unknown): number | null => {
  const oddsE3 = (value as { oddsE3?: unknown } | null)?.oddsE3;
  return typeof oddsE3 === 'number' && Number.isInteger(oddsE3) ? oddsE3 : null;
};

/** Refusals after which the slip's prices are read again (the price or the market moved). */
const PRICE_REFUSALS = new Set(['sports-odds-changed', 'sports-market-suspended', 'sports-event-closed']);

/**
 * Places the slip's tickets (one request per single, one for an accumulator or a system) after the
 * player's confirmation. A refusal keeps the slip and says why next to it; when a price moved the
 * slip takes the new prices and asks to confirm again.
 */
export const usePlacement = (input: {
  api: StudioApi;
  sessionId: string;
  real: boolean;
  slip: BetSlip;
  onBalance: (balance: number) => void;
}) => {
  const { api, sessionId, real, slip, onBalance } = input;
  const [phase, setPhase] = useState<SlipPhase>('edit');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [legErrors, setLegErrors] = useState<Record<string, string>>({});
  const [placed, setPlaced] = useState<SportsBet[]>([]);
  const [balanceAfter, setBalanceAfter] = useState<number | null>(null);

  const reset = useCallback(() => {
    setPhase('edit');
    setError(null);
    setNotice(null);
    setLegErrors({});
  }, []);
  /** After a placed slip: a new bet starts clean, without the last one's "placed" note. */
  const startNew = useCallback(() => {
    reset();
    setPlaced([]);
    setBalanceAfter(null);
  }, [reset]);

  const askConfirm = useCallback(() => {
    setError(null);
    setNotice(null);
    setPhase('confirm');
  }, []);

  /** Reads the slip's events again so its legs show the prices and states of now. */
  const refreshPrices = useCallback(
    async (legs: readonly SlipLeg[]) => {
      const eventIds = [...new Set(legs.map((leg) => leg.eventId))];
      await Promise.all(
        eventIds.map(async (eventId) => {
          try {
            const answer: SportsEventResponse = await api.call(
              '/studio/api/sportsbook/event',
              { sessionId, eventId },
              () => schemas().then((loaded) => loaded.SportsEventResponse),
            );
            slip.syncPrices(eventId, answer.event.markets, true, answer.event.status === 'LIVE');
          } catch {
            // The refusal's message already says what happened; the old price stays shown.
          }
        }),
      );
    },
    [api, sessionId, slip],
  );

  const place = useCallback(
    async (tickets: readonly SlipTicket[], policy: SportsPlaceRequest['oddsPolicy']) => {
      setPhase('placing');
      setError(null);
      setNotice(null);
      setLegErrors({});
      const done: SportsBet[] = [];
      const failed: { ticket: SlipTicket; error: StudioError }[] = [];
      let balance: number | null = null;
      // One request at a time: each single is its own bet and its own debit.
      for (const ticket of tickets) {
        const request: SportsPlaceRequest = {
          sessionId,
          requestId: newRequestId(),
          legs: ticket.legs.map((leg) => ({
            eventId: leg.eventId,
            marketKey: leg.marketKey,
            selection: leg.selection,
            oddsE3: leg.oddsE3,
          })),
          shape: ticket.shape,
          stakePerLineMinor: ticket.stakePerLineMinor,
          oddsPolicy: policy,
        };
        try {
          const answer: SportsPlaceResponse = await api.call('/studio/api/sportsbook/place', request, () =>
            schemas().then((loaded) => loaded.SportsPlaceResponse),
          );
          done.push(answer.bet);
          balance = answer.balance;
          for (const leg of ticket.legs) slip.remove(legId(leg));
        } catch (caught) {
          if (!(caught instanceof StudioError)) throw caught;
          const left = refusedBalance(caught);
          if (left !== null) balance = left;
          failed.push({ ticket, error: caught });
        }
      }
      if (balance !== null) {
        onBalance(balance);
        setBalanceAfter(balance);
      }
      if (done.length > 0 && real) announceBalanceChange();
      setPlaced(done);
      if (failed.length === 0) {
        setPhase('done');
        return;
      }
      const [first] = failed;
      // The refusal's own prices first (at once), then the events read again (the full picture).
      for (const { ticket, error: refusal } of failed) {
        if (refusal.code !== 'sports-odds-changed') continue;
        for (const price of pricesOf(refusal.value)) {
          const leg = ticket.legs.find((item) => legId(item) === legId(price));
          if (!leg) continue;
          slip.syncPrices(
            price.eventId,
            [
              {
                key: price.marketKey,
                status: 'OPEN',
                selections: [{ key: price.selection, oddsE3: price.oddsE3 }],
              },
            ],
            false,
            leg.live,
          );
        }
      }
      const priceMoved = failed.some(({ error: refusal }) => PRICE_REFUSALS.has(refusal.code));
      if (priceMoved) await refreshPrices(failed.flatMap(({ ticket }) => ticket.legs));
      if (tickets.length > 1 || tickets[0]?.shape.kind === 'SINGLE') {
        const messages: Record<string, string> = {};
        for (const { ticket, error: refusal } of failed) {
          if (ticket.shape.kind === 'SINGLE' && ticket.legs[0])
            messages[legId(ticket.legs[0])] = refusal.message;
        }
        setLegErrors(messages);
      }
      setError(first?.error.message ?? null);
      const oddsMoved = failed.some(({ error: refusal }) => refusal.code === 'sports-odds-changed');
      setNotice(oddsMoved ? 'odds-changed' : null);
      setPhase(oddsMoved ? 'confirm' : 'edit');
    },
    [api, onBalance, real, refreshPrices, sessionId, slip],
  );

  /**
   * Places a bet builder through builder-place, with the same phases, odds-change handling and
   * balance updates as the slip: a moved price comes back through `onPriceNow` and asks to
   * confirm again; any other refusal goes back to editing with its message.
   */
  const placeBuilder = useCallback(
    async (
      ticket: BuilderTicket,
      policy: SportsPlaceRequest['oddsPolicy'],
      hooks: { onPlaced: () => void; onPriceNow: (oddsE3: number) => void; onRefused: () => void },
    ) => {
      setPhase('placing');
      setError(null);
      setNotice(null);
      setLegErrors({});
      const request: SportsBuilderPlaceRequest = {
        sessionId,
        requestId: newRequestId(),
        ...ticket,
        oddsPolicy: policy,
      };
      try {
        const answer: SportsPlaceResponse = await api.call(
          '/studio/api/sportsbook/builder-place',
          request,
          () => schemas().then((loaded) => loaded.SportsPlaceResponse),
        );
        onBalance(answer.balance);
        setBalanceAfter(answer.balance);
        if (real) announceBalanceChange();
        setPlaced([answer.bet]);
        setPhase('done');
        hooks.onPlaced();
      } catch (caught) {
        if (!(caught instanceof StudioError)) throw caught;
        const left = refusedBalance(caught);
        if (left !== null) {
          onBalance(left);
          setBalanceAfter(left);
        }
        setPlaced([]);
        setError(caught.message);
        const priceNow = caught.code === 'sports-odds-changed' ? builderPriceOf(caught.value) : null;
        if (priceNow !== null) {
          hooks.onPriceNow(priceNow);
          setNotice('odds-changed');
          setPhase('confirm');
          return;
        }
        setPhase('edit');
        hooks.onRefused();
      }
    },
    [api, onBalance, real, sessionId],
  );

  return {
    phase,
    error,
    /** 'odds-changed' when the slip took new prices and asks to confirm again. */
    notice,
    legErrors,
    placed,
    balanceAfter,
    askConfirm,
    reset,
    startNew,
    place,
    placeBuilder,
  };
};

export type Placement = ReturnType<typeof usePlacement>;
