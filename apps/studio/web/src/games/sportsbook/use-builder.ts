import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  SPORTS_BUILDER_LEGS,
  type SportsBuilderQuoteRequest,
  type SportsBuilderQuoteResponse,
  type SportsEventDetail,
} from '@platform/contracts';
import { StudioError, type StudioApi } from '../../studio-api';
import type { SportsMessageKey } from './sportsbook-i18n';
import { parseMarketKey } from './sportsbook-math';

const schemas = () => import('./sportsbook-schemas');

/**
 * The market families a bet builder takes (docs/sportsbook.md, "Bet builder"): goals and result,
 * the ones the joint score distribution prices. Any other market is greyed in builder mode.
 */
export const BUILDER_FAMILIES: ReadonlySet<string> = new Set([
  '1X2',
  'DC',
  'DNB',
  'OU',
  'AH',
  'BTTS',
  'CS',
  'HTFT',
]);

export const builderTakes = (marketKey: string) => BUILDER_FAMILIES.has(parseMarketKey(marketKey).family);

/** The event a builder is made on, as the slip names it. */
export type BuilderEvent = Pick<SportsEventDetail, 'id' | 'startsAt'> & {
  home: string;
  away: string;
  competition: string;
  live: boolean;
};

export type BuilderLeg = { marketKey: string; selection: string; oddsE3: number; suspended: boolean };

export const builderLegKey = (leg: Pick<BuilderLeg, 'marketKey' | 'selection'>) =>
  `${leg.marketKey}|${leg.selection}`;

/** What the builder's price is now. */
export type BuilderQuote =
  | { kind: 'none' }
  | { kind: 'quoting'; oddsE3: number | null }
  | { kind: 'priced'; oddsE3: number; previousE3: number | null }
  /** The engine's refusal: its translated message, and the leg it names (with why) if any. */
  | { kind: 'refused'; message: string; legKey: string | null; legReason: SportsMessageKey | null }
  | { kind: 'suspended' }
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

type State = { event: BuilderEvent | null; legs: BuilderLeg[]; stake: string; lastAdded: string | null };

const EMPTY: State = { event: null, legs: [], stake: '', lastAdded: null };

/** The leg a refusal names: the one the engine gives, else the one just added (it broke the bet). */
const refusalOf = (error: StudioError, legs: readonly BuilderLeg[], lastAdded: string | null) => {
  const newest = lastAdded ?? (legs.at(-1) ? builderLegKey(legs.at(-1)!) : null);
  switch (error.code) {
    case 'sports-builder-redundant': {
      const index = (error.value as { legIndex?: unknown } | null)?.legIndex;
      const leg = typeof index === 'number' ? legs[index] : undefined;
      return { legKey: leg ? builderLegKey(leg) : newest, legReason: 'builderRedundantLeg' as const };
    }
    case 'sports-builder-contradictory':
      return { legKey: newest, legReason: 'builderContradictoryLeg' as const };
    case 'sports-builder-quarter-lines':
      return { legKey: newest, legReason: 'builderQuarterLeg' as const };
    case 'sports-builder-too-likely':
      return { legKey: newest, legReason: 'builderTooLikelyLeg' as const };
    default:
      return null;
  }
};

/**
 * The bet builder of one event page: its legs (one selection a market), the stake and the price
 * from builder-quote, asked again whenever the legs change or the page reads the event again.
 * Kept apart from the bet slip, so leaving builder mode leaves the slip as it was.
 */
export const useBuilder = (input: { api: StudioApi; sessionId: string }) => {
  const { api, sessionId } = input;
  const [state, setState] = useState<State>(EMPTY);
  // The latest state for the callbacks and the quote, which must not re-run on every keystroke.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const [quote, setQuote] = useState<BuilderQuote>({ kind: 'none' });
  /** Events whose book offers no builder at all: their toggle is hidden. */
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(new Set());
  const [tick, setTick] = useState(0);
  const [limitHit, setLimitHit] = useState(false);
  const asked = useRef(0);

  const start = useCallback((event: BuilderEvent) => {
    setState({ ...EMPTY, event });
    setQuote({ kind: 'none' });
    setLimitHit(false);
  }, []);

  const stop = useCallback(() => {
    asked.current += 1;
    setState(EMPTY);
    setQuote({ kind: 'none' });
    setLimitHit(false);
  }, []);

  /** Adds the selection, replaces another of its market, or takes it out when already there. */
  const toggle = useCallback((leg: Omit<BuilderLeg, 'suspended'>) => {
    const current = stateRef.current;
    const key = builderLegKey(leg);
    const full = current.legs.length >= SPORTS_BUILDER_LEGS.max;
    const there = current.legs.some((item) => builderLegKey(item) === key);
    const sameMarket = current.legs.some((item) => item.marketKey === leg.marketKey);
    setLimitHit(full && !there && !sameMarket);
    setState((latest) => {
      if (latest.legs.some((item) => builderLegKey(item) === key))
        return { ...latest, legs: latest.legs.filter((item) => builderLegKey(item) !== key) };
      const fresh: BuilderLeg = { ...leg, suspended: false };
      const index = latest.legs.findIndex((item) => item.marketKey === leg.marketKey);
      if (index >= 0) {
        const legs = [...latest.legs];
        legs[index] = fresh;
        return { ...latest, legs, lastAdded: key };
      }
      if (latest.legs.length >= SPORTS_BUILDER_LEGS.max) return latest;
      return { ...latest, legs: [...latest.legs, fresh], lastAdded: key };
    });
  }, []);

  const remove = useCallback((key: string) => {
    setLimitHit(false);
    setState((current) => ({ ...current, legs: current.legs.filter((item) => builderLegKey(item) !== key) }));
  }, []);

  const clear = useCallback(() => {
    setLimitHit(false);
    setState((current) => ({ ...current, legs: [], lastAdded: null }));
  }, []);

  const setStake = useCallback((stake: string) => setState((current) => ({ ...current, stake })), []);

  /** The page read the event again: the legs take its states, and the price is asked again. */
  const sync = useCallback((event: SportsEventDetail) => {
    const mine = stateRef.current.event?.id === event.id;
    setState((current) => {
      if (current.event?.id !== event.id) return current;
      const live = event.status === 'LIVE';
      const legs = current.legs.map((leg) => {
        const market = event.markets.find((item) => item.key === leg.marketKey);
        const selection = market?.selections.find((item) => item.key === leg.selection);
        const suspended = !selection || market?.status === 'SUSPENDED';
        const oddsE3 = selection?.oddsE3 ?? leg.oddsE3;
        return suspended === leg.suspended && oddsE3 === leg.oddsE3 ? leg : { ...leg, suspended, oddsE3 };
      });
      return { ...current, legs, event: { ...current.event, live } };
    });
    if (mine) setTick((value) => value + 1);
  }, []);

  /** The price placement met (an odds-changed refusal): shown at once, to confirm again. */
  const priceNow = useCallback((oddsE3: number) => {
    setQuote((current) => ({
      kind: 'priced',
      oddsE3,
      previousE3: current.kind === 'priced' && current.oddsE3 !== oddsE3 ? current.oddsE3 : null,
    }));
  }, []);

  const requote = useCallback(() => setTick((value) => value + 1), []);

  const eventId = state.event?.id ?? null;
  const legsKey = state.legs.map(builderLegKey).join(',');

  useEffect(() => {
    const legs = stateRef.current.legs;
    if (eventId === null || legs.length < SPORTS_BUILDER_LEGS.min) {
      asked.current += 1;
      setQuote({ kind: 'none' });
      return;
    }
    const ask = (asked.current += 1);
    setQuote((current) => ({
      kind: 'quoting',
      oddsE3: current.kind === 'priced' || current.kind === 'quoting' ? current.oddsE3 : null,
    }));
    const request: SportsBuilderQuoteRequest = {
      sessionId,
      eventId,
      legs: legs.map(({ marketKey, selection }) => ({ marketKey, selection })),
    };
    api
      .call('/studio/api/sportsbook/builder-quote', request, () =>
        schemas().then((loaded) => loaded.SportsBuilderQuoteResponse),
      )
      .then(
        (answer: SportsBuilderQuoteResponse) => {
          if (ask !== asked.current) return;
          setQuote((current) => {
            const before = current.kind === 'quoting' ? current.oddsE3 : null;
            return {
              kind: 'priced',
              oddsE3: answer.oddsE3,
              previousE3: before !== null && before !== answer.oddsE3 ? before : null,
            };
          });
        },
        (caught: unknown) => {
          if (ask !== asked.current) return;
          if (!(caught instanceof StudioError)) {
            setQuote({ kind: 'failed', message: String(caught) });
            return;
          }
          const refusal = refusalOf(caught, legs, stateRef.current.lastAdded);
          if (refusal) {
            setQuote({ kind: 'refused', message: caught.message, ...refusal });
            return;
          }
          switch (caught.code) {
            case 'sports-market-suspended':
              setQuote({ kind: 'suspended' });
              return;
            case 'sports-event-closed':
              setQuote({ kind: 'closed' });
              return;
            case 'sports-selection-unknown':
            case 'sports-event-not-found':
              // This event's book prices no builder: the mode is left and its toggle hidden.
              setUnavailable((current) => new Set([...current, eventId]));
              setState(EMPTY);
              setQuote({ kind: 'none' });
              return;
            default:
              setQuote({ kind: 'failed', message: caught.message });
          }
        },
      );
  }, [api, eventId, legsKey, sessionId, tick]);

  return useMemo(
    () => ({
      state,
      quote,
      unavailable,
      limitHit,
      start,
      stop,
      toggle,
      remove,
      clear,
      setStake,
      sync,
      priceNow,
      requote,
    }),
    [
      state,
      quote,
      unavailable,
      limitHit,
      start,
      stop,
      toggle,
      remove,
      clear,
      setStake,
      sync,
      priceNow,
      requote,
    ],
  );
};

export type Builder = ReturnType<typeof useBuilder>;
