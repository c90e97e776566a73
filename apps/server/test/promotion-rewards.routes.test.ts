import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { catalogueGame } from '../src/tables.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { testWallet } from './helpers/money.js';
import { applicationsOf, savePromotion } from './helpers/promotions.js';
import { loginAs } from './helpers/session.js';
import { playSettledRound, sitePlayer, vendorCaller, type VendorCall } from './helpers/vendor.js';

/**
 * Promotions earned by wagering (entry WAGER, docs/promotions.md "Wagering targets") and paid in
 * points or lucky-draw tickets ("Rewards"): the target counted at the promotion's percentages,
 * the claim refused below it, each reward paid once however many claims race.
 */
const TRIALS = 12;

describe('promotions: wagering targets, points and tickets', () => {
  let t: TestApp;
  let call: VendorCall;
  let operator: string;
  const games: Record<'RNG' | 'LIVE', string> = { RNG: '', LIVE: '' };
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, db());
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    for (const gameType of ['RNG', 'LIVE'] as const) {
      const [row] = await db()
        .select({ gameCode: catalogueGame.gameCode })
        .from(catalogueGame)
        .where(eq(catalogueGame.gameType, gameType))
        .limit(1);
      games[gameType] = row!.gameCode;
    }
  });
  afterEach(async () => {
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const headers = (token: string | undefined, language = 'EN') => ({
    ...(token ? { authorization: token } : {}),
    language,
  });
  const get = (url: string, token?: string, language?: string) =>
    t.app.inject({ method: 'GET', url, headers: headers(token, language) });
  const post = (url: string, token: string, payload: object, language?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: headers(token, language) });
  const claim = (id: string, token: string, language?: string) =>
    post('/wps/promotions/claim', token, { id }, language);
  const promotionOf = async (id: string, token?: string) =>
    ((await get('/wps/promotions', token)).json().value.list as Array<Record<string, unknown>>).find(
      (item) => item.id === id,
    );

  const player = () => sitePlayer(t.app, db(), call);
  const playRound = (who: { sessionToken: string; playerId: string }, gameCode: string, amount: number) =>
    playSettledRound(call, who, gameCode, amount);

  const balanceOf = (memberId: string) => testWallet(db()).balanceOf(memberId);
  const pointsOf = async (token: string) =>
    (await post('/wps/relay/MCS2_getPointBalance', token, {})).json().value.point as number;
  const promotionPointLines = async (memberId: string) =>
    rowsOf<{ points: number; source_key: string }>(
      await db().execute(
        sql`select points, source_key from point_entry where member_id = ${memberId} and kind = 'PROMOTION'`,
      ),
    );
  const ticketsOf = async (memberId: string, source: string) =>
    Number(
      rowsOf<{ n: number | string }>(
        await db().execute(
          sql`select count(*) as n from lucky_ticket where member_id = ${memberId} and source = ${source}`,
        ),
      )[0]!.n,
    );
  const bonusEntries = async (memberId: string) =>
    Number(
      rowsOf<{ n: number | string }>(
        await db().execute(sql`
          select count(*) as n from journal_entry e
          where e.kind = 'BONUS' and e.reference->>'applicationId' in (
            select id::text from promotion_application where member_id = ${memberId})`),
      )[0]!.n,
    );

  const wagerPromotion = (overrides: Record<string, unknown> = {}) =>
    savePromotion(t.app, operator, {
      entry: 'WAGER',
      minTurnover: 1_000,
      rewardAmount: 700,
      contributions: { RNG: 100, LIVE: 10 },
      ...overrides,
    });

  it('counts valid turnover at the promotion percentages and pays the claim once the target is met', async () => {
    const id = await wagerPromotion();
    const who = await player();
    // A visitor sees the promotion without progress.
    expect(await promotionOf(id)).toMatchObject({ status: 'JOIN', turnover: null, minTurnover: 1_000 });
    expect(await promotionOf(id, who.token)).toMatchObject({ status: 'JOIN', turnover: 0 });

    await playRound(who, games.RNG, 600);
    await playRound(who, games.LIVE, 1_000); // counts 10 %: 100
    expect(await promotionOf(id, who.token)).toMatchObject({ status: 'JOIN', turnover: 700 });
    const before = await balanceOf(who.playerId);
    const early = await claim(id, who.token, 'PT');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, errorCode: 'promotion-target-not-met' });
    expect(early.json().message).toMatch(/apostou o suficiente/u);
    expect(await applicationsOf(db(), id, who.playerId)).toEqual([]);
    expect(await balanceOf(who.playerId)).toBe(before);

    await playRound(who, games.RNG, 300);
    const cash = await balanceOf(who.playerId);
    const detail = (await get(`/wps/promotions/detail?id=${id}`, who.token)).json().value;
    expect(detail).toMatchObject({ status: 'CLAIM', turnover: 1_000, entry: 'WAGER', rewardType: 'BONUS' });

    const claimed = await claim(id, who.token);
    expect(claimed.json()).toMatchObject({ success: true, value: { status: 'CLAIMED', turnover: null } });
    expect(await balanceOf(who.playerId)).toBe(cash + 700);
    expect((await claim(id, who.token)).json().errorCode).toBe('promotion-already-joined');
    expect(await bonusEntries(who.playerId)).toBe(1);
    // The member's inbox tells of it once, in their language.
    const messages = (await get('/wps/member/messages', who.token, 'PT')).json().value.list as Array<{
      kind: string;
      body: string;
    }>;
    expect(messages.filter((message) => message.kind === 'promotion-issued').map((m) => m.body)).toEqual([
      expect.stringMatching(/^Você recebeu R\$\s7,00 da promoção “Promoção”\.$/u),
    ]);
  });

  it('counts a DAY target from the start of the Brasília day only', async () => {
    const id = await wagerPromotion({ period: 'DAY', minTurnover: 500 });
    const who = await player();
    await playRound(who, games.RNG, 800);
    // Yesterday's rounds count for nothing today.
    await db().execute(sql`
      update vendor_round set created_at = created_at - interval '1 day', closed_at = closed_at - interval '1 day'
      where member_id = ${who.playerId}`);
    expect(await promotionOf(id, who.token)).toMatchObject({ status: 'JOIN', turnover: 0 });
    await playRound(who, games.RNG, 500);
    expect(await promotionOf(id, who.token)).toMatchObject({ status: 'CLAIM', turnover: 500 });
  });

  it('pays a met target once when the member claims many times at once', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const id = await wagerPromotion({ minTurnover: 200, rewardAmount: 300 });
      const who = await player();
      await playRound(who, games.RNG, 200);
      const before = await balanceOf(who.playerId);
      const answers = await Promise.all(Array.from({ length: 6 }, () => claim(id, who.token)));
      const codes = answers.map((answer) => answer.json().errorCode as string | null);
      expect(codes.filter((code) => code === null)).toHaveLength(1);
      expect(codes.filter((code) => code !== null).every((code) => code === 'promotion-already-joined')).toBe(
        true,
      );
      expect(await balanceOf(who.playerId)).toBe(before + 300);
      expect(await bonusEntries(who.playerId)).toBe(1);
    }
  });

  it('pays points once to the points balance, never to the ledger, and in the BR profile too', async () => {
    const id = await savePromotion(t.app, operator, {
      kind: 'POINTS_MALL',
      entry: 'CLAIM',
      rewardType: 'POINTS',
      rewardAmount: 250,
    });
    const who = await player();
    const before = { points: await pointsOf(who.token), cash: await balanceOf(who.playerId) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(id, who.token)));
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    expect(await pointsOf(who.token)).toBe(before.points + 250);
    const told = (await get('/wps/member/messages', who.token, 'EN')).json().value.list as Array<{
      body: string;
    }>;
    expect(told.map((message) => message.body)).toContain(
      'You received 250 points from the promotion “Promotion”.',
    );
    expect(await balanceOf(who.playerId)).toBe(before.cash);
    expect(await promotionPointLines(who.playerId)).toHaveLength(1);

    // BR keeps advance bonuses off but the points mall on: a points promotion stays, a bonus one goes.
    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    const bonus = await savePromotion(t.app, operator, { entry: 'CLAIM' });
    const pointsAgain = await savePromotion(t.app, operator, {
      kind: 'POINTS_MALL',
      entry: 'CLAIM',
      rewardType: 'POINTS',
      rewardAmount: 40,
    });
    expect(await promotionOf(bonus, who.token)).toBeUndefined();
    expect(await promotionOf(pointsAgain, who.token)).toMatchObject({
      status: 'CLAIM',
      rewardType: 'POINTS',
    });
    expect((await claim(pointsAgain, who.token)).json()).toMatchObject({ success: true });
    expect(await pointsOf(who.token)).toBe(before.points + 290);
  });

  it('gives lucky-draw tickets once, refuses a game that does not exist or is closed', async () => {
    const code = `W${randomUUID().slice(0, 8).toUpperCase()}`;
    const saved = await post('/ops/lucky-draws', operator, {
      code,
      kind: 'PRIZE_WHEEL',
      names: { PT: 'Roda', EN: 'Wheel', CN: '转盘' },
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      rules: { depositPerTicket: null, turnoverPerTicket: 10_000, maxPerDay: 3 },
      ticketDays: 7,
      segments: [
        { prize: { type: 'CASH', amount: 100 }, weight: 1 },
        { prize: { type: 'POINTS', points: 10 }, weight: 1 },
      ],
    });
    expect(saved.json(), saved.body).toMatchObject({ success: true });

    const unknown = await post('/ops/promotions', operator, {
      code: 'T-NO-GAME',
      kind: 'PRIZE_WHEEL',
      entry: 'CLAIM',
      period: 'ONCE',
      rewardType: 'TICKETS',
      rewardGame: 'NO-SUCH-GAME',
      rewardAmount: 2,
      startsAt: new Date(Date.now() - 1_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      texts: {
        'pt-BR': { title: 'x' },
        en: { title: 'x' },
        zh: { title: 'x' },
      },
    });
    expect(unknown.json().errorCode).toBe('lucky-draw-not-found');

    const id = await savePromotion(t.app, operator, {
      kind: 'PRIZE_WHEEL',
      entry: 'WAGER',
      minTurnover: 100,
      rewardType: 'TICKETS',
      rewardGame: code,
      rewardAmount: 3,
    });
    const who = await player();
    await playRound(who, games.RNG, 100);
    const cash = await balanceOf(who.playerId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(id, who.token)));
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    expect(await ticketsOf(who.playerId, 'PROMOTION')).toBe(3);
    expect(await balanceOf(who.playerId)).toBe(cash);
    const wheel = (await get(`/wps/member/lucky-draws?kind=PRIZE_WHEEL`, who.token)).json().value;
    expect(wheel.tickets.filter((ticket: { source: string }) => ticket.source === 'PROMOTION')).toHaveLength(
      3,
    );

    // Closed since: the claim is refused, nothing is given, and the member may claim again later.
    await db().execute(sql`update lucky_game set enabled = false where code = ${code}`);
    const later = await savePromotion(t.app, operator, {
      kind: 'PRIZE_WHEEL',
      entry: 'CLAIM',
      rewardType: 'TICKETS',
      rewardGame: code,
      rewardAmount: 1,
    });
    const refused = await claim(later, who.token);
    expect(refused.json().errorCode).toBe('lucky-draw-closed');
    expect(await applicationsOf(db(), later, who.playerId)).toEqual([]);
    expect(await ticketsOf(who.playerId, 'PROMOTION')).toBe(3);
  });

  it('refuses a configuration the engine could not pay, with the field, saving nothing', async () => {
    const base = {
      code: 'T-BAD',
      kind: 'ADVANCE_BONUS',
      period: 'ONCE',
      rewardAmount: 10,
      startsAt: new Date(Date.now() - 1_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      texts: { 'pt-BR': { title: 'x' }, en: { title: 'x' }, zh: { title: 'x' } },
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ entry: 'WAGER' }, 'minTurnover'],
      [{ entry: 'CLAIM', minTurnover: 100 }, 'minTurnover'],
      [{ entry: 'CLAIM', rewardType: 'TICKETS' }, 'rewardGame'],
      [{ entry: 'CLAIM', rewardGame: 'WHEEL1' }, 'rewardGame'],
      [{ entry: 'CLAIM', rewardType: 'POINTS', wageringMultiplier: 3 }, 'rewardType'],
      [{ entry: 'CLAIM', rewardType: 'TICKETS', rewardGame: 'WHEEL1', rewardAmount: 101 }, 'rewardAmount'],
      [{ entry: 'CLAIM', rewardType: 'CASHBACK' }, 'rewardType'],
    ];
    for (const [patch, field] of cases) {
      const answer = await post('/ops/promotions', operator, { ...base, ...patch }, 'PT');
      expect(answer.statusCode, JSON.stringify(patch)).toBe(400);
      expect(answer.json().errorCode).toBe('validation-failed');
      expect(JSON.stringify(answer.json().value.fields)).toContain(field);
    }
    const saved = (await get('/ops/promotions', operator)).json().value.list as Array<{ code: string }>;
    expect(saved.some((row) => row.code === 'T-BAD')).toBe(false);
  });
});
