import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SportsMarket } from '@platform/contracts';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { StudioSessions } from '../../../studio-sessions.js';
import type { LegRef } from '../book.js';
import { createBetsFixture, failureOf, playerSession, singleSlip } from '../bets/testing/bets-fixture.js';
import { createSportsbookGames } from '../feed/sportsbook-games.js';
import { withSuspensions } from './suspended-book.js';
import { rowsOf } from '@platform/server-kit';
import { studioSportsSuspension } from './sportsbook-operator.tables.js';
import { SUSPENSION_LOCK_SPACE, WHOLE_EVENT, createSuspensionsRepository } from './suspensions.repository.js';

const home = (eventId: string): LegRef => ({ eventId, marketKey: '1X2', selection: '1' });
const over = (eventId: string): LegRef => ({ eventId, marketKey: 'OU:2.5', selection: 'OVER' });
const by = { operator: 'trader@example.com', reason: 'integrity alert' };

describe('operator suspensions', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** Events e1, e2 priced on 1X2 home (2.00) and over 2.5 (1.90), with their page markets. */
  const fixture = () => {
    const t = createBetsFixture(database.handle.db);
    const suspensions = createSuspensionsRepository(database.handle.db);
    const prefix = randomUUID().slice(0, 8);
    const events = [1, 2].map((n) => `${prefix}-e${n}`);
    for (const eventId of events) {
      t.book.addEvent(eventId);
      t.book.price(home(eventId), 2_000);
      t.book.price(over(eventId), 1_900);
    }
    return { ...t, suspensions, events };
  };

  it('refuses placement on a suspended market or event, and takes it again once lifted', async () => {
    const t = fixture();
    const [e1, e2] = t.events as [string, string];
    const session = playerSession(t.wallet, 100_000);
    const place = (leg: LegRef, oddsE3: number) =>
      t.bets.place(session, singleSlip(session, leg, oddsE3, 1_000));

    expect((await t.suspensions.suspend({ eventId: e1, marketKey: '1X2', ...by })).changed).toBe(true);
    expect(await failureOf(place(home(e1), 2_000))).toEqual({
      code: 'sports-market-suspended',
      value: { eventId: e1, marketKey: '1X2' },
    });
    // Another market of the event still takes bets.
    await place(over(e1), 1_900);
    // A multiple with one suspended leg is refused whole.
    const double = {
      sessionId: session.key,
      requestId: randomUUID(),
      legs: [
        { ...over(e2), oddsE3: 1_900 },
        { ...home(e1), oddsE3: 2_000 },
      ],
      shape: { kind: 'ACCUMULATOR' as const },
      stakePerLineMinor: 1_000,
      oddsPolicy: 'ANY' as const,
    };
    expect((await failureOf(t.bets.place(session, double))).code).toBe('sports-market-suspended');

    expect((await t.suspensions.suspend({ eventId: e2, marketKey: null, ...by })).changed).toBe(true);
    expect((await failureOf(place(over(e2), 1_900))).code).toBe('sports-market-suspended');
    expect((await failureOf(place(home(e2), 2_000))).code).toBe('sports-market-suspended');

    expect(
      (await t.suspensions.lift({ eventId: e1, marketKey: '1X2', ...by, reason: 'cleared' })).changed,
    ).toBe(true);
    expect(
      (await t.suspensions.lift({ eventId: e2, marketKey: null, ...by, reason: 'cleared' })).changed,
    ).toBe(true);
    await place(home(e1), 2_000);
    await t.bets.place(session, { ...double, requestId: randomUUID() });
    expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(3);
    expect(await t.bets.repository.eventExposureOf(e2)).toBe(3_800);
  });

  it('refuses cash-out of a bet with an open leg on a suspended market, shows it unavailable, and pays once lifted', async () => {
    const t = fixture();
    const [e1, e2] = t.events as [string, string];
    const session = playerSession(t.wallet, 100_000);
    const bet = (await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000))).bet;
    const other = (await t.bets.place(session, singleSlip(session, over(e2), 1_900, 1_000))).bet;

    await t.suspensions.suspend({ eventId: e1, marketKey: null, ...by });
    expect(await failureOf(t.bets.cashOut(session, { betId: bet.id, valueMinor: 1 }))).toEqual({
      code: 'sports-cash-out-unavailable',
      value: { reason: 'MARKET_SUSPENDED' },
    });
    expect(await t.bets.quoteCashOut(bet.id)).toEqual({ ok: false, reason: 'MARKET_SUSPENDED' });
    const listed = (await t.bets.listBets(session, 'OPEN')).bets;
    expect(listed.find((each) => each.id === bet.id)?.cashOut).toEqual({
      available: false,
      reason: 'MARKET_SUSPENDED',
    });
    // A bet on another event is untouched.
    expect(listed.find((each) => each.id === other.id)?.cashOut.available).toBe(true);
    expect(t.wallet.entriesOf(bet.id)).toHaveLength(1);

    await t.suspensions.lift({ eventId: e1, marketKey: null, ...by, reason: 'cleared' });
    const done = await t.bets.cashOut(session, { betId: bet.id, valueMinor: 1 });
    expect(done.bet.status).toBe('CASHED_OUT');
    expect(await t.bets.repository.eventExposureOf(e1)).toBe(0);
  });

  it('audits who suspended and lifted what, when and why; repeating a call changes and audits nothing', async () => {
    const t = fixture();
    const [e1] = t.events as [string];
    const first = await t.suspensions.suspend({ eventId: e1, marketKey: 'OU:2.5', ...by });
    const again = await t.suspensions.suspend({
      eventId: e1,
      marketKey: 'OU:2.5',
      operator: 'other',
      reason: 'again',
    });
    expect(again).toEqual({ suspension: first.suspension, changed: false });
    expect(await t.suspensions.active([e1])).toEqual([first.suspension]);
    expect(first.suspension).toMatchObject({ eventId: e1, marketKey: 'OU:2.5', ...by });
    expect(
      await t.suspensions.lift({ eventId: e1, marketKey: 'OU:2.5', operator: 'lead', reason: 'done' }),
    ).toEqual({
      changed: true,
    });
    expect(
      await t.suspensions.lift({ eventId: e1, marketKey: 'OU:2.5', operator: 'lead', reason: 'done' }),
    ).toEqual({
      changed: false,
    });
    expect(await t.suspensions.active([e1])).toEqual([]);
    const audit = await t.suspensions.auditOf(e1);
    expect(
      audit.map(({ action, marketKey, operator, reason }) => ({ action, marketKey, operator, reason })),
    ).toEqual([
      { action: 'LIFT', marketKey: 'OU:2.5', operator: 'lead', reason: 'done' },
      { action: 'SUSPEND', marketKey: 'OU:2.5', ...by },
    ]);
    expect(audit.every((row) => row.at instanceof Date)).toBe(true);
  });

  it('a suspension racing placements: each is placed or refused as suspended, and every one after it is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const t = fixture();
      const second = createBetsFixture(database.connectAgain().db, { book: t.book, wallet: t.wallet });
      const suspensions = [t.suspensions, createSuspensionsRepository(database.connectAgain().db)];
      const [e1] = t.events as [string];
      const sessions = Array.from({ length: 20 }, () => playerSession(t.wallet, 10_000));
      const placements = sessions.map((session, index) =>
        (index % 2 === 0 ? t.bets : second.bets).place(session, singleSlip(session, home(e1), 2_000, 1_000)),
      );
      const suspended = suspensions[round % 2]!.suspend({ eventId: e1, marketKey: null, ...by });
      const answers = await Promise.allSettled([...placements, suspended]);
      for (const answer of answers) {
        if (answer.status === 'rejected') {
          expect((answer.reason as { code?: string }).code).toBe('sports-market-suspended');
        }
      }
      const placed = answers.slice(0, -1).filter((answer) => answer.status === 'fulfilled').length;
      const after = playerSession(t.wallet, 10_000);
      expect(
        (await failureOf(second.bets.place(after, singleSlip(after, home(e1), 2_000, 1_000)))).code,
      ).toBe('sports-market-suspended');
      expect(await t.bets.repository.eventExposureOf(e1)).toBe(placed * 2_000);
      expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(placed);
    }
  });

  it('a placement that waited for a suspension being written is refused once it is written', async () => {
    const t = fixture();
    const [e1] = t.events as [string];
    const session = playerSession(t.wallet, 10_000);
    // A second instance's operator writing a suspension of e1: its lock taken and its row written,
    // not yet committed.
    const writer = database.connectAgain();
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const suspensionWritten = new Promise<void>((resolve) => (written = resolve));
    const writing = writer.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SUSPENSION_LOCK_SPACE}, hashtext(${e1}))`);
      await tx.insert(studioSportsSuspension).values({ eventId: e1, marketKey: WHOLE_EVENT, ...by });
      written();
      await committing;
    });
    await suspensionWritten;
    const placing = failureOf(t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000)));
    if (writer !== database.handle) {
      // On the PostgreSQL server the placement's statement begins now and waits for the lock:
      // its own snapshot predates the suspension, the read it decides on must not.
      await vi.waitFor(
        async () => {
          const [waiting] = rowsOf<{ count: string | number }>(
            await database.handle.db.execute(
              sql`select count(*) from pg_locks where locktype = 'advisory' and not granted`,
            ),
          );
          expect(Number(waiting?.count)).toBeGreaterThan(0);
        },
        { timeout: 10_000 },
      );
    }
    commit();
    await writing;
    expect(await placing).toEqual({
      code: 'sports-market-suspended',
      value: { eventId: e1, marketKey: '1X2' },
    });
    expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(0);
    expect(await t.bets.repository.eventExposureOf(e1)).toBe(0);
  });

  it('shows suspended markets in the lobby and the event, greyed with their prices', async () => {
    const t = fixture();
    const [e1, e2] = t.events as [string, string];
    const markets: SportsMarket[] = [
      { key: '1X2', status: 'OPEN', selections: [{ key: '1', oddsE3: 2_000 }] },
      { key: 'OU:2.5', status: 'OPEN', selections: [{ key: 'OVER', oddsE3: 1_900 }] },
    ];
    const book = {
      ...t.book.book,
      events: () => t.events.map((id) => ({ ...t.book.book.event(id, 0)!, mainMarket: markets[0]! })),
      event: (id: string) => {
        const event = t.book.book.event(id, 0);
        return event && { ...event, mainMarket: markets[0]!, markets };
      },
    };
    const sessions = { get: () => ({ game: { section: 'SPORTS' } }) } as unknown as StudioSessions;
    const games = createSportsbookGames({ sessions, book, marginBp: 500, suspensions: t.suspensions });
    await t.suspensions.suspend({ eventId: e1, marketKey: 'OU:2.5', ...by });
    await t.suspensions.suspend({ eventId: e2, marketKey: null, ...by });

    const event = (await games.event({ sessionId: 's', eventId: e1 })).event;
    expect(event.markets.map((market) => [market.key, market.status])).toEqual([
      ['1X2', 'OPEN'],
      ['OU:2.5', 'SUSPENDED'],
    ]);
    expect(event.markets[1]?.selections).toEqual(markets[1]?.selections);
    const whole = (await games.event({ sessionId: 's', eventId: e2 })).event;
    expect(whole.markets.every((market) => market.status === 'SUSPENDED')).toBe(true);
    const lobby = await games.lobby({ sessionId: 's' });
    expect(lobby.events.find((each) => each.id === e1)?.mainMarket?.status).toBe('OPEN');
    expect(lobby.events.find((each) => each.id === e2)?.mainMarket?.status).toBe('SUSPENDED');

    // The overlay leaves the book alone where nothing is suspended, and closed selections closed.
    expect(withSuspensions(t.book.book, [])).toBe(t.book.book);
    const overlaid = withSuspensions(t.book.book, await t.suspensions.active([e1]));
    expect(overlaid.quote(over(e1), 0)).toEqual({ status: 'SUSPENDED', inPlay: false });
    expect(overlaid.quote(home(e1), 0)).toEqual({ status: 'OPEN', oddsE3: 2_000, inPlay: false });
    expect(overlaid.quote({ ...over(e1), selection: 'NOPE' }, 0)).toEqual({
      status: 'CLOSED',
      reason: 'SELECTION_UNKNOWN',
    });
    expect(overlaid.legView(over(e1), 0)).toMatchObject({ state: 'OPEN', suspended: true });
  });
});
