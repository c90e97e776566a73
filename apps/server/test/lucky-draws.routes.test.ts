import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashServerSeed, rowsOf } from '@platform/server-kit';
import type { SaveLuckyGameRequest } from '@platform/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawRaffleWinners } from '../src/modules/lucky-draws/lucky-draw-fair.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { auditEvent, luckyDay, luckyTicket, pointAccount } from '../src/tables.js';
import { buildTestApp, type TestApp, periodicJobs } from './helpers/app.js';
import { patchSetting } from './helpers/accounts.js';
import { testWallet } from './helpers/money.js';
import { loginAs, trialToken } from './helpers/session.js';
import { sitePlayer, vendorCaller, type VendorCall } from './helpers/vendor.js';

/**
 * Lucky draws (docs/lucky-draws.md): operators configure games and grant tickets, the job earns
 * tickets per closed Brasília day, a member opens a ticket for a provably fair prize paid once as
 * a BONUS (cash) or points, rotates the seed and verifies; the raffle's entries are claimed with
 * MCS2_claimRafflePromotion and drawn once at its end from the seed committed when it opened.
 */
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const wheel = (code: string, overrides: Partial<SaveLuckyGameRequest> = {}): SaveLuckyGameRequest => ({
  code,
  kind: 'PRIZE_WHEEL',
  names: { PT: 'Roda da sorte', EN: 'Prize wheel', CN: '幸运转盘' },
  startsAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  endsAt: inDays(30),
  rules: { depositPerTicket: null, turnoverPerTicket: 10_000, maxPerDay: 3 },
  ticketDays: 7,
  segments: [
    { prize: { type: 'CASH', amount: 500 }, weight: 1 },
    { prize: { type: 'CASH', amount: 500 }, weight: 3 },
  ],
  ...overrides,
});

describe('lucky draws: games, tickets, the draw, the raffle', () => {
  let t: TestApp;
  let call: VendorCall;
  let operator: string;
  let slot: string;
  const { periodic, wrapJobs } = periodicJobs();
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({}, { wrapJobs });
    call = await vendorCaller(t.app, db());
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const [row] = rowsOf<{ game_code: string }>(
      await db().execute(sql`select game_code from catalogue_game where game_type = 'RNG' limit 1`),
    );
    slot = row!.game_code;
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const runJob = () => periodic.get('lucky-draws.run')!({ periodStart: new Date(), attempt: 1 });
  const get = (url: string, token: string, language = 'EN') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token, language } });
  const post = (url: string, token: string, payload: object, language = 'EN') =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: token, language } });
  const save = async (game: SaveLuckyGameRequest) => {
    const response = await post('/ops/lucky-draws', operator, game);
    expect(response.json()).toMatchObject({ success: true });
    return response.json().value as { id: string; serverSeedHash: string | null };
  };
  const grant = (code: string, account: string, count: number) =>
    post('/ops/lucky-draws/grant', operator, { code, account, count, reason: 'test' });

  const player = () => sitePlayer(t.app, db(), call);
  const balanceOf = (memberId: string) => testWallet(db()).balanceOf(memberId);
  const pointsOf = async (memberId: string) =>
    (await db().select().from(pointAccount).where(eq(pointAccount.memberId, memberId)))[0]?.balance ?? 0;
  const luckyEntries = async (memberId: string, promotion: string) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db().execute(
          sql`select count(*) as n from journal_entry where member_id = ${memberId} and kind = 'BONUS' and reference->>'promotion' = ${promotion}`,
        ),
      )[0]!.n,
    );

  it('opens a granted ticket once: a cash BONUS paid once, drawn from the committed seed, verified after rotation', async () => {
    await save(wheel('WHEEL-CASH'));
    const p = await player();
    expect((await grant('WHEEL-CASH', p.account, 2)).json()).toMatchObject({
      success: true,
      value: { granted: 2 },
    });
    const before = await balanceOf(p.playerId);
    const page = (await get('/wps/member/lucky-draws?kind=PRIZE_WHEEL', p.token)).json().value;
    expect(page.tickets).toHaveLength(2);
    expect(page.game).toMatchObject({ code: 'WHEEL-CASH', kind: 'PRIZE_WHEEL' });
    const committed = page.seed.serverSeedHash as string;
    expect(page.seed).toMatchObject({ nonce: 0 });

    const ticketId = page.tickets[0].id as string;
    const opened = (
      await post('/wps/member/lucky-draws/open', p.token, { kind: 'PRIZE_WHEEL', ticketId })
    ).json();
    expect(opened).toMatchObject({
      success: true,
      value: {
        draw: {
          ticketId,
          status: 'PAID',
          nonce: 0,
          serverSeedHash: committed,
          prize: { type: 'CASH', amount: 500 },
        },
      },
    });
    expect(opened.value.balance).toBe(before + 500);
    expect(await balanceOf(p.playerId)).toBe(before + 500);
    const again = (
      await post('/wps/member/lucky-draws/open', p.token, { kind: 'PRIZE_WHEEL', ticketId }, 'PT')
    ).json();
    expect(again).toMatchObject({ success: false, errorCode: 'lucky-draw-ticket-used' });
    // The next ticket without naming it: nonce 1 of the same pair.
    const second = (await post('/wps/member/lucky-draws/open', p.token, { kind: 'PRIZE_WHEEL' })).json();
    expect(second.value.draw).toMatchObject({ nonce: 1, serverSeedHash: committed });
    const none = (await post('/wps/member/lucky-draws/open', p.token, { kind: 'PRIZE_WHEEL' })).json();
    expect(none.errorCode).toBe('lucky-draw-no-ticket');
    expect(await balanceOf(p.playerId)).toBe(before + 1_000);
    expect(await luckyEntries(p.playerId, 'PRIZE_WHEEL')).toBe(2);

    const rotated = (
      await post('/wps/member/lucky-draws/seed', p.token, { clientSeed: 'my-own-seed' })
    ).json().value;
    expect(rotated.revealed).toMatchObject({ serverSeedHash: committed, draws: 2 });
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(committed);
    expect(rotated.seed).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(rotated.seed.serverSeedHash).not.toBe(committed);
    const verified = (
      await post('/wps/member/lucky-draws/verify', p.token, {
        ticketId,
        serverSeed: rotated.revealed.serverSeed,
      })
    ).json();
    expect(verified).toMatchObject({
      success: true,
      value: { hashMatches: true, matches: true, prizeIndex: opened.value.draw.prizeIndex },
    });
    const wrong = (
      await post('/wps/member/lucky-draws/verify', p.token, { ticketId, serverSeed: 'a'.repeat(64) })
    ).json();
    expect(wrong.value).toMatchObject({ hashMatches: false, matches: false });
    const history = (await get('/wps/member/lucky-draws?kind=PRIZE_WHEEL', p.token)).json().value;
    expect(history.history).toHaveLength(2);
    expect(history.revealed[0]).toMatchObject({ serverSeedHash: committed, draws: 2 });
    const audited = await db().select().from(auditEvent).where(eq(auditEvent.memberId, p.playerId));
    expect(audited.filter((row) => row.action === 'lucky.open' && row.result === 'ok')).toHaveLength(2);
    expect(audited.filter((row) => row.action === 'lucky.open' && row.result === 'refused')).toHaveLength(2);
    // Another member cannot verify or open this member's ticket.
    const other = await player();
    expect(
      (
        await post('/wps/member/lucky-draws/verify', other.token, { ticketId, serverSeed: 'a'.repeat(64) })
      ).json().errorCode,
    ).toBe('lucky-draw-not-found');
  });

  it('pays a points prize through the points module once, with no ledger entry', async () => {
    await save(
      wheel('EGG-POINTS', {
        kind: 'GOLDEN_EGG',
        segments: [
          { prize: { type: 'POINTS', points: 40 }, weight: 2 },
          { prize: { type: 'POINTS', points: 40 }, weight: 1 },
        ],
      }),
    );
    const p = await player();
    await grant('EGG-POINTS', p.account, 1);
    const before = { cash: await balanceOf(p.playerId), points: await pointsOf(p.playerId) };
    const opened = (await post('/wps/member/lucky-draws/open', p.token, { kind: 'GOLDEN_EGG' })).json();
    expect(opened.value).toMatchObject({
      balance: null,
      draw: { status: 'PAID', prize: { type: 'POINTS', points: 40 } },
    });
    expect(await pointsOf(p.playerId)).toBe(before.points + 40);
    expect(await balanceOf(p.playerId)).toBe(before.cash);
    await runJob();
    expect(await pointsOf(p.playerId)).toBe(before.points + 40);
  });

  it("earns tickets from a closed day's valid turnover once, however often the job runs", async () => {
    const game = await save(wheel('WHEEL-EARN', { kind: 'RED_ENVELOPE' }));
    const p = await player();
    for (const amount of [15_000, 10_000, 20_000]) {
      const roundId = randomUUID();
      expect(
        (
          await call('bet', {
            sessionToken: p.sessionToken,
            transactionId: randomUUID(),
            roundId,
            gameCode: slot,
            amount,
          })
        ).errorCode,
      ).toBeNull();
      expect(
        (
          await call('win', {
            playerId: p.playerId,
            transactionId: randomUUID(),
            roundId,
            gameCode: slot,
            amount: 0,
          })
        ).errorCode,
      ).toBeNull();
    }
    await db().execute(sql`
      update vendor_round set created_at = created_at - interval '1 day', closed_at = closed_at - interval '1 day'
      where member_id = ${p.playerId}`);
    await db().delete(luckyDay);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const tickets = await db()
      .select()
      .from(luckyTicket)
      .where(and(eq(luckyTicket.memberId, p.playerId), eq(luckyTicket.gameId, game.id)));
    // Every game running that day earns its own (the other wheels here too), each capped at 3.
    expect(
      (await db().select().from(luckyTicket).where(eq(luckyTicket.memberId, p.playerId))).length % 3,
    ).toBe(0);
    // 45 000 of turnover at one ticket per 10 000, capped at 3 a day.
    expect(tickets.map((ticket) => ticket.source)).toEqual(['TURNOVER', 'TURNOVER', 'TURNOVER']);
    const page = (await get('/wps/member/lucky-draws?kind=RED_ENVELOPE', p.token)).json().value;
    expect(page.tickets).toHaveLength(3);
  });

  it('claims raffle entries, draws the raffle once at its end from the committed seed, pays the winners once', async () => {
    const raffle = await save({
      ...wheel('RAFFLE-1'),
      kind: 'RAFFLE',
      segments: [],
      places: [
        { type: 'CASH', amount: 2_000 },
        { type: 'POINTS', points: 100 },
      ],
    });
    expect(raffle.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const players = [await player(), await player(), await player()];
    await grant('RAFFLE-1', players[0]!.account, 3);
    await grant('RAFFLE-1', players[1]!.account, 1);
    await grant('RAFFLE-1', players[2]!.account, 2);
    const before = await Promise.all(players.map((p) => balanceOf(p.playerId)));
    const beforePoints = await Promise.all(players.map((p) => pointsOf(p.playerId)));
    const shown = (await get('/wps/member/lucky-draws/raffle', players[0]!.token)).json().value;
    expect(shown).toMatchObject({
      entries: 0,
      claimable: 3,
      raffle: { status: 'OPEN', serverSeed: null, serverSeedHash: raffle.serverSeedHash },
    });
    for (const p of players.slice(0, 2)) {
      const claimed = (await post('/wps/relay/MCS2_claimRafflePromotion', p.token, {})).json();
      expect(claimed).toMatchObject({ success: true, value: { serverSeedHash: raffle.serverSeedHash } });
    }
    const nothing = (await post('/wps/relay/MCS2_claimRafflePromotion', players[0]!.token, {}, 'CN')).json();
    expect(nothing.errorCode).toBe('lucky-draw-nothing-to-claim');
    // Player 3 never claims: their entries expire unclaimed at the draw.
    await runJob();
    expect((await get('/wps/member/lucky-draws/raffle', players[0]!.token)).json().value.raffle.status).toBe(
      'OPEN',
    );
    await db().execute(
      sql`update lucky_game set ends_at = now() - interval '1 second' where id = ${raffle.id}`,
    );
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const after = (await get('/wps/member/lucky-draws/raffle', players[0]!.token)).json().value.raffle;
    expect(after.status).toBe('DRAWN');
    expect(hashServerSeed(after.serverSeed)).toBe(raffle.serverSeedHash);
    expect(after.totalEntries).toBe(4);
    expect(after.winners).toHaveLength(2);
    // Anyone can recompute the winners from the revealed seed and the entry list.
    const entrants = [
      { memberId: players[0]!.playerId, entries: 3 },
      { memberId: players[1]!.playerId, entries: 1 },
    ].sort((a, b) => (a.memberId < b.memberId ? -1 : 1));
    const winners = drawRaffleWinners({
      serverSeed: after.serverSeed,
      clientSeed: after.clientSeed,
      entrants,
      places: 2,
    });
    const first = players.findIndex((p) => p.playerId === winners[0]);
    const second = players.findIndex((p) => p.playerId === winners[1]);
    expect(await balanceOf(players[first]!.playerId)).toBe(before[first]! + 2_000);
    expect(await pointsOf(players[second]!.playerId)).toBe(beforePoints[second]! + 100);
    expect(await balanceOf(players[second]!.playerId)).toBe(before[second]!);
    expect(await balanceOf(players[2]!.playerId)).toBe(before[2]!);
    expect(await luckyEntries(players[first]!.playerId, 'RAFFLE')).toBe(1);
    expect(after.winners[0].account).toContain('*');
    const third = (await get('/wps/member/lucky-draws/raffle', players[2]!.token)).json().value;
    expect(third).toMatchObject({ entries: 0, claimable: 0 });
    const late = (await post('/wps/relay/MCS2_claimRafflePromotion', players[2]!.token, {})).json();
    expect(late.errorCode).toBe('lucky-draw-closed');
  });

  it('refuses trial accounts and calls without a token', async () => {
    const trial = await trialToken(t.app);
    expect((await get('/wps/member/lucky-draws?kind=PRIZE_WHEEL', trial)).json().errorCode).toBe(
      'in-need-true-account',
    );
    expect(
      (await post('/wps/member/lucky-draws/open', trial, { kind: 'PRIZE_WHEEL' })).json().errorCode,
    ).toBe('in-need-true-account');
    expect((await post('/wps/relay/MCS2_claimRafflePromotion', trial, {})).json().errorCode).toBe(
      'in-need-true-account',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_claimRafflePromotion', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/lucky-draws?kind=PRIZE_WHEEL' })).statusCode,
    ).toBe(401);
  });

  it('refuses bad input and bad games with translated messages, and lets only operators configure', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const answers = await Promise.all(
      ['PT', 'EN', 'CN'].map(async (language) =>
        (await get('/wps/member/lucky-draws?kind=LOTTO', token, language)).json(),
      ),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ success: false, errorCode: 'validation-failed' });
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
    expect(
      (await post('/wps/member/lucky-draws/open', token, { kind: 'PRIZE_WHEEL', ticketId: 'x' })).statusCode,
    ).toBe(400);
    expect((await post('/wps/member/lucky-draws/seed', token, { clientSeed: 'has:colon' })).statusCode).toBe(
      400,
    );
    expect((await post('/ops/lucky-draws', token, wheel('MEMBER-TRY'))).json().errorCode).toBe(
      'operators-only',
    );
    for (const bad of [
      wheel('BAD-1', { segments: [{ prize: { type: 'CASH', amount: 100 }, weight: 1 }] }),
      wheel('BAD-2', { endsAt: hourAgo(), startsAt: inDays(1) }),
      wheel('BAD-3', {
        segments: [
          { prize: { type: 'CASH', amount: 1.5 }, weight: 1 },
          { prize: { type: 'NOTHING' }, weight: 1 },
        ],
      }),
      wheel('BAD-4', {
        segments: [
          { prize: { type: 'NOTHING' }, weight: 900_000 },
          { prize: { type: 'NOTHING' }, weight: 200_000 },
        ],
      }),
      { ...wheel('BAD-5'), kind: 'RAFFLE' as const },
      wheel('bad code'),
    ]) {
      const response = await post('/ops/lucky-draws', operator, bad, 'PT');
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('validation-failed');
    }
    const games = (await get('/ops/lucky-draws', operator)).json().value.games as Array<{ code: string }>;
    expect(games.some((game) => game.code.startsWith('BAD'))).toBe(false);
    expect((await grant('NO-SUCH-GAME', 'jogador1', 1)).json().errorCode).toBe('lucky-draw-closed');
  });

  it('under BR: every member call answers feature-unavailable in three languages and the job earns nothing', async () => {
    await save(wheel('WHEEL-BR'));
    const p = await player();
    await grant('WHEEL-BR', p.account, 1);
    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    try {
      const answers = await Promise.all(
        ['PT', 'EN', 'CN'].map(async (language) =>
          (await post('/wps/member/lucky-draws/open', p.token, { kind: 'PRIZE_WHEEL' }, language)).json(),
        ),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ success: false, errorCode: 'feature-unavailable' });
      expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
      expect((await get('/wps/member/lucky-draws?kind=PRIZE_WHEEL', p.token)).json().errorCode).toBe(
        'feature-unavailable',
      );
      expect((await get('/wps/member/lucky-draws/raffle', p.token)).json().errorCode).toBe(
        'feature-unavailable',
      );
      expect((await post('/wps/relay/MCS2_claimRafflePromotion', p.token, {})).json().errorCode).toBe(
        'feature-unavailable',
      );
      const roundId = randomUUID();
      await call('bet', {
        sessionToken: p.sessionToken,
        transactionId: randomUUID(),
        roundId,
        gameCode: slot,
        amount: 50_000,
      });
      await call('win', {
        playerId: p.playerId,
        transactionId: randomUUID(),
        roundId,
        gameCode: slot,
        amount: 0,
      });
      await db().execute(sql`
        update vendor_round set created_at = created_at - interval '1 day', closed_at = closed_at - interval '1 day'
        where member_id = ${p.playerId}`);
      await db().delete(luckyDay);
      await runJob();
      const tickets = await db().select().from(luckyTicket).where(eq(luckyTicket.memberId, p.playerId));
      expect(tickets.map((ticket) => ticket.source)).toEqual(['GRANT']);
    } finally {
      await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    }
  });
  it('names the kinds open now for the menus: enabled, in the window, a raffle while its results are fresh, none in BR', async () => {
    const p = await player();
    const running = async () =>
      ((await get('/wps/member/lucky-draws/running', p.token)).json().value.kinds as string[]).sort();
    await db().execute(sql`update lucky_game set enabled = false`);
    expect(await running()).toEqual([]);

    await save(wheel(`RUN-${randomUUID().slice(0, 8)}`.toUpperCase()));
    const egg = `EGG-${randomUUID().slice(0, 8)}`.toUpperCase();
    await save(wheel(egg, { kind: 'GOLDEN_EGG', startsAt: inDays(1), endsAt: inDays(9) }));
    // The egg has not started: only the wheel is open.
    expect(await running()).toEqual(['PRIZE_WHEEL']);
    // A raffle that ended two days ago still shows its winners; one that ended ten days ago does not.
    const recent = `RAF-${randomUUID().slice(0, 8)}`.toUpperCase();
    await save({ ...wheel(recent), kind: 'RAFFLE', segments: [], places: [{ type: 'CASH', amount: 100 }] });
    await db().execute(sql`update lucky_game set ends_at = now() - interval '2 days' where code = ${recent}`);
    expect(await running()).toEqual(['PRIZE_WHEEL', 'RAFFLE']);
    await db().execute(
      sql`update lucky_game set ends_at = now() - interval '10 days' where code = ${recent}`,
    );
    expect(await running()).toEqual(['PRIZE_WHEEL']);

    try {
      await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
      expect(await running()).toEqual([]);
    } finally {
      await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    }
  });
});
