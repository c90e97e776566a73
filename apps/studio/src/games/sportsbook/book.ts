import type {
  SportsbookSection,
  SportsCompetition,
  SportsEventDetail,
  SportsEventSummary,
  SportsResult,
} from '@platform/contracts';
import type { BuilderRefusal, FinalResult, Outcome, OutcomeDistribution } from './engine/index.js';

/**
 * The book: what the sportsbook's bets need from its feed and prices, whatever the feed is (the
 * built-in simulation or a provider's adapter). The bets (placement, cash-out, settlement) depend
 * on this type only, so a real feed replaces the simulation without touching the money path.
 */

/** One selection of a bet: the event, the engine's market key and the selection key. */
export type LegRef = { eventId: string; marketKey: string; selection: string };

/** The price a leg can be bet at now, or why it cannot. */
export type LegQuote =
  | { status: 'OPEN'; oddsE3: number; inPlay: boolean }
  /** Betting is stopped for a moment (a goal, a card, an operator's suspension). */
  | { status: 'SUSPENDED'; inPlay: boolean }
  | {
      status: 'CLOSED';
      reason: 'EVENT_NOT_FOUND' | 'SELECTION_UNKNOWN' | 'EVENT_CLOSED' | 'MARKET_CLOSED';
    };

/** A leg as cash-out values it: its chances now, or how it ended. */
export type LegView =
  | { state: 'OPEN'; outcomes: OutcomeDistribution; suspended: boolean }
  | { state: 'SETTLED'; outcome: Outcome };

/** A bet builder: selections on one event, priced together (engine/bet-builder.ts). */
export type BuilderRef = {
  eventId: string;
  legs: readonly { marketKey: string; selection: string }[];
};

/**
 * A builder's price now: as a leg's (every leg's market must be open, none suspended), or the
 * engine's refusal of the combination (`legIndex` names a redundant leg).
 */
export type BuilderQuote = LegQuote | { status: 'REFUSED'; reason: BuilderRefusal; legIndex: number | null };

/** An event's official result; `version` grows with each correction. */
export type EventResult = { eventId: string; version: number; result: FinalResult };

export type SportsBook = {
  competitions(section: SportsbookSection, now: number): SportsCompetition[];
  /** The section's events worth listing now: live first, then by kick-off. */
  events(section: SportsbookSection, now: number): SportsEventSummary[];
  event(eventId: string, now: number): SportsEventDetail | null;
  /** The section's finished events whose pages still open, newest kick-off first. */
  results(section: SportsbookSection, now: number): SportsResult[];
  quote(leg: LegRef, now: number): LegQuote;
  /** Null for an unknown event or selection. */
  legView(leg: LegRef, now: number): LegView | null;
  /** The builder's own price now, from the match's joint distribution, with the builder margin. */
  builderQuote(builder: BuilderRef, now: number): BuilderQuote;
  /** The builder as one leg for cash-out: its joint outcome distribution now, or how it ended. */
  builderView(builder: BuilderRef, now: number): LegView | null;
  /** The event's latest result, or null while it has none. */
  result(eventId: string, now: number): EventResult | null;
  /**
   * The latest results that correct an earlier one (version > 1), published at or after `since`:
   * the re-settlement job asks this instead of every settled event's result.
   */
  corrections(since: number, now: number): Pick<EventResult, 'eventId' | 'version'>[];
};
