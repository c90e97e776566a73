import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { FeedMessage } from '../engine/index.js';
import { createFeedBook } from './feed-book.js';
import { createFeedStore } from './feed-store.js';
import { createMessages } from './testing/feed-messages.js';

const STARTS_AT = Date.UTC(2026, 10, 29, 20);
const BET_STOP_MS = 10_000;
const minute = (n: number) => STARTS_AT + n * 60_000;

describe('sportsbook feed book', () => {
  let database: StudioTestDatabase;
  let publishedAt = STARTS_AT;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  const setup = async () => {
    const providerId = `p-${randomUUID().slice(0, 8)}`;
    const fixtureId = `f-${randomUUID().slice(0, 8)}`;
    const store = createFeedStore({
      db: database.handle.db,
      providerId,
      betStopMs: BET_STOP_MS,
      now: () => publishedAt,
    });
    const book = createFeedBook({ db: database.handle.db, providerId });
    const messages = createMessages({ fixtureId, startsAt: STARTS_AT });
    const send = async (...sent: FeedMessage[]) => {
      for (const message of sent) expect(await store.apply(message)).toMatchObject({ status: 'APPLIED' });
      await book.refresh(STARTS_AT);
    };
    await store.storeCompetitions([
      {
        id: 'bra-a',
        sport: 'FOOTBALL',
        title: null,
        name: 'Brasileirão Série A',
        country: 'BR',
        season: '2026',
      },
    ]);
    await send(
      messages.fixture(),
      messages.market('1X2', { '1': 2_000, X: 3_500, '2': 4_000 }),
      messages.market('OU:2.5', { OVER: 1_900, UNDER: 1_900 }),
    );
    const leg = (marketKey: string, selection: string) => ({ eventId: fixtureId, marketKey, selection });
    return { providerId, fixtureId, store, book, messages, send, leg };
  };

  it('quotes the provider price before kick-off and lists the event as the simulated book would', async () => {
    const t = await setup();
    const before = minute(-30);
    expect(t.book.quote(t.leg('1X2', '1'), before)).toEqual({ status: 'OPEN', oddsE3: 2_000, inPlay: false });
    expect(t.book.quote(t.leg('1X2', 'HOME'), before)).toEqual({
      status: 'CLOSED',
      reason: 'SELECTION_UNKNOWN',
    });
    expect(t.book.quote(t.leg('BTTS', 'YES'), before)).toEqual({
      status: 'CLOSED',
      reason: 'SELECTION_UNKNOWN',
    });
    expect(t.book.quote({ ...t.leg('1X2', '1'), eventId: 'nobody' }, before)).toEqual({
      status: 'CLOSED',
      reason: 'EVENT_NOT_FOUND',
    });
    expect(t.book.competitions('SPORTS', before)).toContainEqual({
      id: 'bra-a',
      sport: 'FOOTBALL',
      name: 'Brasileirão Série A',
      country: 'BR',
    });
    expect(t.book.events('SPORTS', before)).toEqual([
      expect.objectContaining({
        id: t.fixtureId,
        competition: expect.objectContaining({ name: 'Brasileirão Série A' }),
        startsAt: STARTS_AT,
        status: 'SCHEDULED',
        clock: null,
        score: null,
        mainMarket: {
          key: '1X2',
          status: 'OPEN',
          selections: [
            { key: '1', oddsE3: 2_000 },
            { key: 'X', oddsE3: 3_500 },
            { key: '2', oddsE3: 4_000 },
          ],
        },
        marketCount: 2,
      }),
    ]);
    expect(t.book.events('ESPORTS', before)).toEqual([]);
    expect(t.book.event(t.fixtureId, before)?.markets.map((market) => market.key)).toEqual(['1X2', 'OU:2.5']);
    expect(
      t.book.builderQuote({ eventId: t.fixtureId, legs: [{ marketKey: '1X2', selection: '1' }] }, before),
    ).toEqual({
      status: 'REFUSED',
      reason: 'SPORT_UNSUPPORTED',
      legIndex: null,
    });
    // Kick-off time passed with no word from the provider: no bet at a pre-match price.
    expect(t.book.quote(t.leg('1X2', '1'), STARTS_AT + 1)).toEqual({ status: 'SUSPENDED', inPlay: false });
  });

  it('follows the provider: suspended, closed and unpriced markets', async () => {
    const t = await setup();
    const before = minute(-30);
    await t.send(t.messages.market('1X2', { '1': 2_000, X: 3_500, '2': 4_000 }, 'SUSPENDED'));
    expect(t.book.quote(t.leg('1X2', '1'), before)).toEqual({ status: 'SUSPENDED', inPlay: false });
    expect(t.book.legView(t.leg('1X2', '1'), before)).toMatchObject({ state: 'OPEN', suspended: true });
    expect(t.book.event(t.fixtureId, before)?.mainMarket?.status).toBe('SUSPENDED');
    await t.send(t.messages.market('1X2', { '1': 2_100, X: null, '2': 3_900 }));
    expect(t.book.quote(t.leg('1X2', 'X'), before)).toEqual({ status: 'CLOSED', reason: 'MARKET_CLOSED' });
    expect(t.book.quote(t.leg('1X2', '1'), before)).toEqual({ status: 'OPEN', oddsE3: 2_100, inPlay: false });
    await t.send(t.messages.market('OU:2.5', { OVER: null, UNDER: null }, 'CLOSED'));
    expect(t.book.quote(t.leg('OU:2.5', 'OVER'), before)).toEqual({
      status: 'CLOSED',
      reason: 'MARKET_CLOSED',
    });
    expect(t.book.event(t.fixtureId, before)?.markets.map((market) => market.key)).toEqual(['1X2']);
    await t.send(t.messages.status('POSTPONED'));
    expect(t.book.quote(t.leg('1X2', '1'), before)).toEqual({ status: 'SUSPENDED', inPlay: false });
  });

  it('stops betting after a goal or a red card for the bet stop, in play, then takes the new price', async () => {
    const t = await setup();
    // Kick-off's whistle alone makes the match live, with or without a status message.
    await t.send(
      t.messages.live(
        { kind: 'PERIOD_CHANGE', phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' }, minute: 0 },
        { home: 0, away: 0 },
        STARTS_AT,
      ),
    );
    expect(t.book.quote(t.leg('1X2', '1'), minute(5))).toEqual({
      status: 'OPEN',
      oddsE3: 2_000,
      inPlay: true,
    });
    await t.send(
      t.messages.live({ kind: 'GOAL', side: 'HOME', minute: 12 }, { home: 1, away: 0 }, minute(12)),
    );
    expect(t.book.quote(t.leg('1X2', '1'), minute(12) + BET_STOP_MS - 1)).toEqual({
      status: 'SUSPENDED',
      inPlay: true,
    });
    expect(t.book.legView(t.leg('1X2', '1'), minute(12) + 1)).toMatchObject({
      state: 'OPEN',
      suspended: true,
    });
    const live = t.book.event(t.fixtureId, minute(12) + 1);
    expect(live).toMatchObject({
      status: 'LIVE',
      clock: { minute: 12, period: 'FIRST_HALF' },
      score: { home: 1, away: 0 },
      incidents: [{ minute: 12, kind: 'GOAL', side: 'HOME' }],
      mainMarket: { status: 'SUSPENDED' },
    });
    await t.send(t.messages.market('1X2', { '1': 1_400, X: 4_500, '2': 8_000 }, 'OPEN', minute(12) + 5_000));
    // The new price is there, but the bet stop still runs its course.
    expect(t.book.quote(t.leg('1X2', '1'), minute(12) + BET_STOP_MS - 1).status).toBe('SUSPENDED');
    expect(t.book.quote(t.leg('1X2', '1'), minute(12) + BET_STOP_MS)).toEqual({
      status: 'OPEN',
      oddsE3: 1_400,
      inPlay: true,
    });
    await t.send(
      t.messages.live(
        { kind: 'CARD', side: 'AWAY', minute: 30, colour: 'YELLOW' },
        { home: 1, away: 0 },
        minute(30),
      ),
    );
    expect(t.book.quote(t.leg('1X2', '1'), minute(30) + 1).status).toBe('OPEN');
    await t.send(
      t.messages.live(
        { kind: 'CARD', side: 'AWAY', minute: 31, colour: 'RED' },
        { home: 1, away: 0 },
        minute(31),
      ),
    );
    expect(t.book.quote(t.leg('1X2', '1'), minute(31) + 1).status).toBe('SUSPENDED');
    expect(t.book.event(t.fixtureId, minute(31) + 1)?.stats).toEqual({
      corners: { home: 0, away: 0 },
      yellowCards: { home: 0, away: 1 },
      redCards: { home: 0, away: 1 },
    });
  });

  it('values a leg for cash-out from the provider prices with their margin taken out', async () => {
    const t = await setup();
    const view = t.book.legView(t.leg('1X2', '1'), minute(-30));
    // Implied 1/2 + 1/3.5 + 1/4 = 1.0357…: the home side's fair chance is 0.5 / 1.0357….
    const fair = 0.5 / (0.5 + 1 / 3.5 + 0.25);
    expect(view).toEqual({
      state: 'OPEN',
      outcomes: {
        WON: expect.closeTo(fair, 12),
        HALF_WON: 0,
        VOID: 0,
        HALF_LOST: 0,
        LOST: expect.closeTo(1 - fair, 12),
      },
      suspended: false,
    });
    expect(t.book.legView(t.leg('OU:2.5', 'UNDER'), minute(-30))).toMatchObject({
      outcomes: { WON: 0.5, LOST: 0.5 },
    });
    expect(t.book.legView(t.leg('BTTS', 'YES'), minute(-30))).toBeNull();
  });

  it('closes on the result, settles legs on it, and lists a correction with its version', async () => {
    const t = await setup();
    await t.send(t.messages.status('LIVE', STARTS_AT));
    publishedAt = minute(110);
    await t.send(t.messages.result({ home: 1, away: 2 }, { home: 1, away: 0 }, 1, minute(110)));
    const after = minute(111);
    expect(t.book.quote(t.leg('1X2', '2'), after)).toEqual({ status: 'CLOSED', reason: 'EVENT_CLOSED' });
    expect(t.book.legView(t.leg('1X2', '2'), after)).toEqual({ state: 'SETTLED', outcome: 'WON' });
    expect(t.book.legView(t.leg('OU:2.5', 'OVER'), after)).toEqual({ state: 'SETTLED', outcome: 'WON' });
    expect(t.book.result(t.fixtureId, after)).toEqual({
      eventId: t.fixtureId,
      version: 1,
      result: { status: 'FINISHED', fullTime: { home: 1, away: 2 }, halfTime: { home: 1, away: 0 } },
    });
    expect(t.book.events('SPORTS', after).map((event) => event.id)).not.toContain(t.fixtureId);
    expect(t.book.results('SPORTS', after)).toContainEqual(
      expect.objectContaining({
        id: t.fixtureId,
        score: { home: 1, away: 2 },
        halfTime: { home: 1, away: 0 },
      }),
    );
    expect(t.book.corrections(0, after)).toEqual([]);

    publishedAt = minute(200);
    await t.send(t.messages.result({ home: 1, away: 1 }, { home: 1, away: 0 }, 2, minute(200)));
    const later = minute(201);
    expect(t.book.result(t.fixtureId, later)).toMatchObject({
      version: 2,
      result: { fullTime: { home: 1, away: 1 } },
    });
    expect(t.book.legView(t.leg('1X2', '2'), later)).toEqual({ state: 'SETTLED', outcome: 'LOST' });
    expect(t.book.corrections(minute(150), later)).toEqual([{ eventId: t.fixtureId, version: 2 }]);
    expect(t.book.corrections(minute(201), later)).toEqual([]);

    // Another instance, reading the same store afresh, answers the same.
    const elsewhere = createFeedBook({ db: database.connectAgain().db, providerId: t.providerId });
    await elsewhere.refresh(STARTS_AT);
    expect(elsewhere.result(t.fixtureId, later)).toEqual(t.book.result(t.fixtureId, later));
    expect(elsewhere.event(t.fixtureId, later)).toEqual(t.book.event(t.fixtureId, later));
    expect(elsewhere.corrections(minute(150), later)).toEqual(t.book.corrections(minute(150), later));
  });
});
