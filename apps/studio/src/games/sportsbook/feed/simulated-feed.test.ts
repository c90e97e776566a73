import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../engine/index.js';
import { checkFeedMessage } from './feed-message.js';
import { createSimulatedBook } from './simulated-book.js';
import { createSimulatedFeed } from './simulated-feed.js';

const SLOT_MS = 10 * 60_000;
const ORIGIN = Date.UTC(2026, 10, 29, 18) + 1;
const OPTIONS = {
  seedSecret: 's'.repeat(32),
  speed: 60,
  marginBp: 500,
  programme: { slotMs: SLOT_MS, matchesPerSlot: 3 },
  origin: ORIGIN,
  pollMs: 5,
};

/** Every message the feed has sent by `now`, after `afterSequence`. */
const drain = async (now: number, afterSequence: number | null): Promise<FeedMessage[]> => {
  const feed = createSimulatedFeed({ ...OPTIONS, now: () => now });
  const received: FeedMessage[] = [];
  const due = feed.lastSequenceDue() - (afterSequence ?? 0);
  const subscription = feed.subscribe({
    afterSequence,
    onMessage: async (message) => void received.push(message),
  });
  while (received.length < due) await new Promise((resolve) => setTimeout(resolve, 20));
  // Nothing more is sent until the next message comes due.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await subscription.close();
  expect(received).toHaveLength(due);
  return received;
};

describe('the simulated feed', () => {
  // The first slot after the origin kicks off at ORIGIN - 1 + SLOT_MS; a match lasts 105 s at speed 60.
  const kickOff = ORIGIN - 1 + SLOT_MS;
  const afterFullTime = kickOff + 106_000;

  it('sends a match as a provider would: announced with prices, played event by event, then its result', async () => {
    const messages = await drain(afterFullTime, null);
    expect(messages.map((message) => message.sequence)).toEqual(messages.map((_, index) => index + 1));
    for (const message of messages) expect(checkFeedMessage(message)).toEqual({ ok: true, message });
    const first = messages.filter((message) => message.type === 'FIXTURE');
    expect(first).toHaveLength(6); // this slot's three matches, and the next slot's, announced a slot ahead
    const fixtureId = first[0]!.type === 'FIXTURE' ? first[0]!.fixture.id : '';
    const ofFixture = messages.filter(
      (message) =>
        ('fixtureId' in message && message.fixtureId === fixtureId) ||
        (message.type === 'MARKET' && message.market.fixtureId === fixtureId) ||
        (message.type === 'RESULT' && message.result.fixtureId === fixtureId),
    );
    expect(ofFixture.at(-1)?.type).toBe('RESULT');
    expect(ofFixture.filter((message) => message.type === 'FIXTURE_STATUS')).toHaveLength(1);
    expect(ofFixture.filter((message) => message.type === 'LIVE_EVENT').length).toBeGreaterThanOrEqual(4);

    // The result is the simulation's own, and the first prices the simulated book's at announcement.
    const book = createSimulatedBook({ ...OPTIONS, builderMarginBp: 1_000 });
    const settled = book.result(fixtureId, afterFullTime)!;
    const result = ofFixture.at(-1)!;
    expect(result.type === 'RESULT' && result.result.scoreboard.home).toBe(
      settled.result.status === 'FINISHED' ? settled.result.fullTime.home : -1,
    );
    const firstPrice = ofFixture.find(
      (message) => message.type === 'MARKET' && message.market.marketKey === '1X2',
    );
    const announced = book.event(fixtureId, ORIGIN)!.markets.find((market) => market.key === '1X2')!;
    expect(firstPrice?.type === 'MARKET' && firstPrice.market.selections).toEqual(announced.selections);
  });

  it('sends the same messages under the same sequences on every subscription, resuming after a cursor', async () => {
    const whole = await drain(afterFullTime, null);
    const resumed = await drain(afterFullTime, 100);
    expect(resumed).toEqual(whole.slice(100));
    // Nothing is sent before it is due.
    const early = await drain(kickOff - 1, null);
    expect(early.every((message) => Date.parse(message.sentAt) <= kickOff - 1)).toBe(true);
    expect(early).toEqual(whole.slice(0, early.length));
  });
});
