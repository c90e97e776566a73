import { setTimeout as delay } from 'node:timers/promises';
import { createInstanceCache } from '@platform/server-kit';
import {
  HALF_TIME_BREAK_MINUTES,
  MATCH_MINUTES,
  SIMULATED_COMPETITIONS,
  type FeedMessage,
  type SportsFeed,
} from '../engine/index.js';
import { createProgramme, DEFAULT_PROGRAMME, type ProgrammeFixture } from './programme.js';
import { createSimulatedBook, type SimulatedBookOptions } from './simulated-book.js';
import { fixtureMessages, fixtureOf, type TimedMessage } from './simulated-feed-messages.js';

/** The markets a provider of the simulation sells by default: the main lines, as most feeds do. */
export const SIMULATED_FEED_MARKETS = [
  '1X2',
  'DC',
  'DNB',
  'OU:1.5',
  'OU:2.5',
  'OU:3.5',
  'BTTS',
  'AH:-0.5',
] as const;

export type SimulatedFeedOptions = Pick<
  SimulatedBookOptions,
  'seedSecret' | 'speed' | 'marginBp' | 'programme'
> & {
  providerId?: string;
  /**
   * Where the stream starts (epoch ms; STUDIO_SPORTS_FEED_ORIGIN): matches kicking off from then on
   * are sent, each from its announcement. Sequences count from it, so every instance must hold the
   * same one, and a stored cursor stays valid only as long as the origin does.
   */
  origin: number;
  marketKeys?: readonly string[];
  announceAheadMs?: number;
  repriceEveryMatchMinutes?: number;
  now?: () => number;
  /** How often a subscription looks for messages that have come due (default 250 ms). */
  pollMs?: number;
};

/**
 * A `SportsFeed` over the built-in football simulation (simulated-book.ts), so the whole provider
 * path — consumer, store, feed book, bets — runs without a provider. Its messages are a pure
 * function of the options: time is cut into windows of one programme slot from the origin, each
 * window's messages (fixtureMessages) are put in a fixed order, and a message's sequence is its
 * place in that order counted from the origin. So every instance, and every resubscription after
 * a cursor, sends the same message under the same sequence.
 */
export type SimulatedFeed = SportsFeed & {
  /** The sequence of the last message due by now (0 when none): what a consumer caught up has stored. */
  lastSequenceDue(): number;
};

export const createSimulatedFeed = (options: SimulatedFeedOptions): SimulatedFeed => {
  const providerId = options.providerId ?? 'simulated-feed';
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 250;
  const book = createSimulatedBook({ ...options, builderMarginBp: 1_000, knownAheadMs: 48 * 3_600_000 });
  const matchMs = ((MATCH_MINUTES + HALF_TIME_BREAK_MINUTES) * 60_000) / options.speed;
  const programmeOptions = { ...DEFAULT_PROGRAMME, ...options.programme, matchMs };
  const programme = createProgramme(programmeOptions);
  const windowMs = programmeOptions.slotMs;
  const announceAheadMs = options.announceAheadMs ?? windowMs;
  const messageOptions = {
    book,
    seedSecret: options.seedSecret,
    speed: options.speed,
    marketKeys: options.marketKeys ?? SIMULATED_FEED_MARKETS,
    announceAheadMs,
    repriceEveryMatchMinutes: options.repriceEveryMatchMinutes ?? 15,
    origin: options.origin,
  };
  const perFixture = createInstanceCache<TimedMessage[]>({ maxEntries: 500 });
  const perWindow = createInstanceCache<TimedMessage[]>({ maxEntries: 50 });
  /** How many messages each window holds, from the origin: the sequences' offsets. */
  const counts: number[] = [];

  const messagesOf = (fixture: ProgrammeFixture) =>
    perFixture.get(fixture.id) ?? perFixture.set(fixture.id, fixtureMessages(fixture, messageOptions));

  /** Window k's messages in their fixed order: by time, then kick-off, then fixture id, then as written. */
  const windowMessages = (k: number): TimedMessage[] => {
    const kept = perWindow.get(String(k));
    if (kept) return kept;
    const from = options.origin + k * windowMs;
    const to = from + windowMs;
    const fixtures = programme.between(
      Math.max(options.origin, from - matchMs - windowMs),
      to + announceAheadMs,
    );
    const inWindow = fixtures.flatMap((fixture) =>
      messagesOf(fixture)
        .map((message, index) => ({ message, index, fixture }))
        .filter(({ message }) => message.at >= from && message.at < to),
    );
    inWindow.sort(
      (a, b) =>
        a.message.at - b.message.at ||
        a.fixture.kickoffAt - b.fixture.kickoffAt ||
        a.fixture.id.localeCompare(b.fixture.id) ||
        a.index - b.index,
    );
    return perWindow.set(
      String(k),
      inWindow.map(({ message }) => message),
    );
  };

  const countOf = (k: number): number => (counts[k] ??= windowMessages(k).length);

  /** The window holding a sequence and the sequence its first message has. */
  const locate = (sequence: number): { window: number; first: number } => {
    let first = 1;
    for (let k = 0; ; k += 1) {
      // A window still to come has not been counted for good: the search stops at it.
      if (options.origin + k * windowMs > now() || first + countOf(k) > sequence) return { window: k, first };
      first += countOf(k);
    }
  };

  const subscribe: SportsFeed['subscribe'] = ({ afterSequence, onMessage }) => {
    let closed = false;
    const loop = async () => {
      let next = (afterSequence ?? 0) + 1;
      let { window, first } = locate(next);
      while (!closed) {
        const messages = windowMessages(window);
        const index = next - first;
        const due = messages[index];
        if (!due) {
          if (options.origin + (window + 1) * windowMs > now()) {
            await delay(pollMs);
            continue;
          }
          first += messages.length;
          window += 1;
          continue;
        }
        if (due.at > now()) {
          await delay(Math.min(pollMs, due.at - now()));
          continue;
        }
        const message = {
          ...due.body(),
          sequence: next,
          sentAt: new Date(due.at).toISOString(),
        } as FeedMessage;
        await onMessage(message);
        next += 1;
      }
    };
    const running = loop();
    return {
      async close() {
        closed = true;
        await running;
      },
    };
  };

  const lastSequenceDue = (): number => {
    const at = now();
    let due = 0;
    for (let k = 0; options.origin + k * windowMs <= at; k += 1) {
      due += windowMessages(k).filter((message) => message.at <= at).length;
    }
    return due;
  };

  return {
    providerId,
    lastSequenceDue,
    competitions: async (sport) =>
      sport === 'FOOTBALL'
        ? SIMULATED_COMPETITIONS.map((competition) => ({
            id: competition.id,
            sport: 'FOOTBALL' as const,
            title: null,
            name: competition.name,
            country: competition.country,
            season: competition.season,
          }))
        : [],
    fixtures: async ({ from, to }) =>
      programme.between(Date.parse(from), Date.parse(to)).map((fixture) => fixtureOf(fixture)),
    subscribe,
  };
};
