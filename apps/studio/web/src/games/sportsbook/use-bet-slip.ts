import { useCallback, useEffect, useState } from 'react';
import type { OddsChangePolicy, SportsMarket } from '@platform/contracts';

/** One selection on the slip, with what the page needs to name it without the event loaded. */
export type SlipLeg = {
  eventId: string;
  marketKey: string;
  selection: string;
  oddsE3: number;
  home: string;
  away: string;
  competition: string;
  startsAt: number;
  live: boolean;
  suspended: boolean;
  /** The price before the last change, to show which way it moved. */
  previousOddsE3: number | null;
};

export type SlipMode = 'SINGLE' | 'ACCUMULATOR' | 'SYSTEM';

export type SlipState = {
  legs: SlipLeg[];
  mode: SlipMode;
  /** The chosen system (`shapeId`), or null for the first that fits. */
  systemId: string | null;
  /** Singles: the typed stake of each leg, by `legId`. */
  stakes: Record<string, string>;
  /** Accumulator and system: the typed stake (per line for a system). */
  stake: string;
  policy: OddsChangePolicy;
};

export const MAX_LEGS = 20;

export const legId = (leg: Pick<SlipLeg, 'eventId' | 'marketKey' | 'selection'>) =>
  `${leg.eventId}|${leg.marketKey}|${leg.selection}`;

const EMPTY: SlipState = {
  legs: [],
  mode: 'SINGLE',
  systemId: null,
  stakes: {},
  stake: '',
  policy: 'HIGHER',
};

const storageKey = (gameCode: string) => `sportsbook-slip:${gameCode}`;

const read = (gameCode: string): SlipState => {
  try {
    const raw = sessionStorage.getItem(storageKey(gameCode));
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<SlipState>;
    if (!Array.isArray(parsed.legs)) return EMPTY;
    return { ...EMPTY, ...parsed, legs: parsed.legs.slice(0, MAX_LEGS) };
  } catch {
    // A slip that cannot be read is dropped rather than shown wrong.
    return EMPTY;
  }
};

/**
 * The bet slip: its selections (one per market of an event), stakes and odds-change policy,
 * kept in sessionStorage so a reload or a trip to another view keeps it.
 */
export const useBetSlip = (gameCode: string) => {
  const [state, setState] = useState<SlipState>(() => read(gameCode));

  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(gameCode), JSON.stringify(state));
    } catch {
      // Private mode or a full store: the slip still works for this visit.
    }
  }, [gameCode, state]);

  /** Adds the selection, replaces another of the same market, or removes it when already there. */
  const toggle = useCallback((leg: Omit<SlipLeg, 'suspended' | 'previousOddsE3'>) => {
    setState((current) => {
      const id = legId(leg);
      if (current.legs.some((item) => legId(item) === id)) {
        return { ...current, legs: current.legs.filter((item) => legId(item) !== id) };
      }
      const fresh: SlipLeg = { ...leg, suspended: false, previousOddsE3: null };
      const sameMarket = current.legs.findIndex(
        (item) => item.eventId === leg.eventId && item.marketKey === leg.marketKey,
      );
      if (sameMarket >= 0) {
        const legs = [...current.legs];
        legs[sameMarket] = fresh;
        return { ...current, legs };
      }
      if (current.legs.length >= MAX_LEGS) return current;
      return { ...current, legs: [...current.legs, fresh] };
    });
  }, []);

  const remove = useCallback((id: string) => {
    setState((current) => ({ ...current, legs: current.legs.filter((item) => legId(item) !== id) }));
  }, []);

  const clear = useCallback(() => setState((current) => ({ ...EMPTY, policy: current.policy })), []);

  const update = useCallback((patch: Partial<SlipState>) => {
    setState((current) => ({ ...current, ...patch }));
  }, []);

  /**
   * New prices of one event: its legs take them (remembering the old price when it moved) and are
   * marked suspended when their market is. `complete` says the list holds every open market, so a
   * leg whose market is missing is closed.
   */
  const syncPrices = useCallback(
    (eventId: string, markets: readonly SportsMarket[], complete: boolean, live: boolean) => {
      setState((current) => {
        let changed = false;
        const legs = current.legs.map((leg) => {
          if (leg.eventId !== eventId) return leg;
          const market = markets.find((item) => item.key === leg.marketKey);
          if (!market && !complete) return leg;
          const selection = market?.selections.find((item) => item.key === leg.selection);
          const suspended = !market || !selection || market.status === 'SUSPENDED';
          const oddsE3 = selection?.oddsE3 ?? leg.oddsE3;
          if (oddsE3 === leg.oddsE3 && suspended === leg.suspended && live === leg.live) return leg;
          changed = true;
          return {
            ...leg,
            oddsE3,
            suspended,
            live,
            previousOddsE3: oddsE3 === leg.oddsE3 ? leg.previousOddsE3 : leg.oddsE3,
          };
        });
        return changed ? { ...current, legs } : current;
      });
    },
    [],
  );

  return { state, toggle, remove, clear, update, syncPrices };
};

export type BetSlip = ReturnType<typeof useBetSlip>;
