import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import type { SaveLuckyGameRequest } from '@platform/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { luckyRaffleWinner, luckyTicket } from '../src/tables.js';
import { buildTestApp, type TestApp, periodicJobs } from './helpers/app.js';
import { memberIdOf, testWallet } from './helpers/money.js';
import { loginAs } from './helpers/session.js';

/**
 * Lucky draws under concurrent requests and jobs (docs/lucky-draws.md, "Races"): an open locks its
 * ticket AVAILABLE, moves the seed's nonce from the one it drew with and posts the prize in one
 * transaction, so opens of one ticket draw once and pay once, and opens of several tickets never
 * share a nonce. On PostgreSQL they really run side by side; on PGlite one after another.
 */
const TRIALS = 30;
const PRIZE = 700;

describe('lucky draws under concurrency', () => {
  let t: TestApp;
  let operator: string;
  let token: string;
  let memberId: string;
  const { periodic, wrapJobs } = periodicJobs();
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({ JURISDICTION_PROFILE: 'OPEN' }, { wrapJobs });
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    token = await loginAs(t.app, 'jogador3');
    memberId = await memberIdOf(db(), 'jogador3');
    const game: SaveLuckyGameRequest = {
      code: 'RACE-WHEEL',
      kind: 'PRIZE_WHEEL',
      names: { PT: 'Roda', EN: 'Wheel', CN: '转盘' },
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      rules: { depositPerTicket: null, turnoverPerTicket: null, maxPerDay: 1 },
      ticketDays: 7,
      segments: [
        { prize: { type: 'CASH', amount: PRIZE }, weight: 5 },
        { prize: { type: 'CASH', amount: PRIZE }, weight: 2 },
      ],
    };
    expect((await post('/ops/lucky-draws', operator, game)).json().success).toBe(true);
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  function post(url: string, who: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload, headers: { authorization: who, language: 'PT' } });
  }
  const runJob = () => periodic.get('lucky-draws.run')!({ periodStart: new Date(), attempt: 1 });
  const grant = async (count: number, code = 'RACE-WHEEL', account = 'jogador3') =>
    expect(
      (await post('/ops/lucky-draws/grant', operator, { code, account, count, reason: 'race' })).json().value,
    ).toEqual({
      granted: count,
    });
  const balance = (id = memberId) => testWallet(db()).balanceOf(id);
  const wheelCredits = async () =>
    rowsOf<{ n: string | number; total: string | number }>(
      await db().execute(sql`
        select count(*) as n, coalesce(sum(p.amount), 0) as total
        from journal_entry e join posting p on p.entry_id = e.id
        join ledger_account a on a.id = p.account_id
        where e.member_id = ${memberId} and e.kind = 'BONUS' and e.reference->>'promotion' = 'PRIZE_WHEEL'
          and a.member_id = ${memberId}`),
    ).map((row) => ({ entries: Number(row.n), total: Number(row.total) }))[0]!;
  const available = async () =>
    (await db().select().from(luckyTicket).where(eq(luckyTicket.memberId, memberId))).filter(
      (ticket) => ticket.status === 'AVAILABLE',
    );

  it(`four opens of one ticket draw once and pay once (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      await grant(1);
      const [ticket] = await available();
      const before = { balance: await balance(), credits: await wheelCredits() };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          post('/wps/member/lucky-draws/open', token, { kind: 'PRIZE_WHEEL', ticketId: ticket!.id }).then(
            (r) => r.json(),
          ),
        ),
      );
      const won = answers.filter((answer) => answer.success);
      expect(won).toHaveLength(1);
      for (const answer of answers.filter((a) => !a.success))
        expect(answer.errorCode).toBe('lucky-draw-ticket-used');
      expect(await balance()).toBe(before.balance + PRIZE);
      expect(won[0].value.balance).toBe(before.balance + PRIZE);
      expect(await wheelCredits()).toEqual({
        entries: before.credits.entries + 1,
        total: before.credits.total + PRIZE,
      });
      const [row] = await db().select().from(luckyTicket).where(eq(luckyTicket.id, ticket!.id));
      expect(row).toMatchObject({
        status: 'PAID',
        prizeIndex: won[0].value.draw.prizeIndex,
        nonce: won[0].value.draw.nonce,
      });
    }
  });

  it(`opens of several tickets at once take distinct nonces, each paid once (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      await grant(3);
      const before = { balance: await balance(), credits: await wheelCredits() };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          post('/wps/member/lucky-draws/open', token, { kind: 'PRIZE_WHEEL' }).then((r) => r.json()),
        ),
      );
      const won = answers.filter((answer) => answer.success);
      // Three tickets: three draws; the fourth finds none (or, after five lost races, asks to retry).
      expect(won.length).toBeGreaterThanOrEqual(2);
      for (const answer of answers.filter((a) => !a.success)) {
        expect(['lucky-draw-no-ticket', 'lucky-draw-busy']).toContain(answer.errorCode);
      }
      const nonces = won.map((answer) => answer.value.draw.nonce as number);
      expect(new Set(nonces).size).toBe(won.length);
      expect(await balance()).toBe(before.balance + won.length * PRIZE);
      expect(await wheelCredits()).toEqual({
        entries: before.credits.entries + won.length,
        total: before.credits.total + won.length * PRIZE,
      });
      // Whatever a lost race left is opened now; nothing stays AVAILABLE.
      for (const ticket of await available()) {
        expect(
          (
            await post('/wps/member/lucky-draws/open', token, { kind: 'PRIZE_WHEEL', ticketId: ticket.id })
          ).json().success,
        ).toBe(true);
      }
    }
    const drawn = rowsOf<{ hash: string; nonce: number; n: string | number }>(
      await db().execute(sql`select server_seed_hash as hash, nonce, count(*) as n from lucky_ticket
        where member_id = ${memberId} and status = 'PAID' group by server_seed_hash, nonce having count(*) > 1`),
    );
    expect(drawn).toEqual([]);
  });

  it(`opens racing a seed rotation never draw with a revealed seed twice (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      await grant(2);
      const answers = await Promise.all([
        post('/wps/member/lucky-draws/open', token, { kind: 'PRIZE_WHEEL' }).then((r) => r.json()),
        post('/wps/member/lucky-draws/seed', token, {}).then((r) => r.json()),
        post('/wps/member/lucky-draws/open', token, { kind: 'PRIZE_WHEEL' }).then((r) => r.json()),
      ]);
      expect(answers[1].success).toBe(true);
      for (const ticket of await available()) {
        await post('/wps/member/lucky-draws/open', token, { kind: 'PRIZE_WHEEL', ticketId: ticket.id });
      }
    }
    // Each revealed pair served exactly the draws recorded under its hash, nonces 0 … draws − 1.
    const pairs = rowsOf<{ hash: string; draws: number; n: string | number; top: number | null }>(
      await db().execute(sql`select r.server_seed_hash as hash, r.draws, count(t.id) as n, max(t.nonce) as top
        from lucky_seed_revealed r left join lucky_ticket t on t.server_seed_hash = r.server_seed_hash
        where r.member_id = ${memberId} group by r.server_seed_hash, r.draws`),
    );
    for (const pair of pairs) {
      expect(Number(pair.n)).toBe(pair.draws);
      if (pair.draws > 0) expect(pair.top).toBe(pair.draws - 1);
    }
  });

  it(`three job runs at once draw an ended raffle once and pay its winner once (${TRIALS} trials)`, async () => {
    const winnerCredits = async () =>
      Number(
        rowsOf<{ n: string | number }>(
          await db().execute(
            sql`select count(*) as n from journal_entry where kind = 'BONUS' and reference->>'promotion' = 'RAFFLE'`,
          ),
        )[0]!.n,
      );
    const players = ['jogador1', 'jogador2'];
    const tokens = [await loginAs(t.app, 'jogador1'), await loginAs(t.app, 'jogador2', '123456')];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const code = `RACE-RAFFLE-${trial}`;
      const saved = await post('/ops/lucky-draws', operator, {
        code,
        kind: 'RAFFLE',
        names: { PT: 'Sorteio', EN: 'Raffle', CN: '抽奖' },
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        rules: { depositPerTicket: null, turnoverPerTicket: null, maxPerDay: 1 },
        ticketDays: 7,
        places: [{ type: 'CASH', amount: 1_000 }],
      });
      const gameId = saved.json().value.id as string;
      for (const account of players) await grant(2, code, account);
      // Claims of both members race each other.
      await Promise.all(tokens.map((who) => post('/wps/relay/MCS2_claimRafflePromotion', who, {})));
      await db().execute(
        sql`update lucky_game set ends_at = now() - interval '1 second' where id = ${gameId}`,
      );
      const before = await Promise.all(
        players.map(async (account) => balance(await memberIdOf(db(), account))),
      );
      const credits = await winnerCredits();
      await Promise.all([runJob(), runJob(), runJob()]);
      const winners = await db().select().from(luckyRaffleWinner).where(eq(luckyRaffleWinner.gameId, gameId));
      expect(winners).toHaveLength(1);
      expect(winners[0]!.status).toBe('PAID');
      expect(await winnerCredits()).toBe(credits + 1);
      const after = await Promise.all(
        players.map(async (account) => balance(await memberIdOf(db(), account))),
      );
      expect(after.reduce((a, b) => a + b, 0)).toBe(before.reduce((a, b) => a + b, 0) + 1_000);
    }
  });
});
