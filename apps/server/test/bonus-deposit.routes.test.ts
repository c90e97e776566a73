import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PIX_SIGNATURE_HEADER } from '@platform/contracts';
import { rowsOf } from '@platform/server-kit';
import { member, paymentChannel } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { signPixWebhook } from '../src/modules/pix-sandbox/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { cpfFrom, patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { markIdentityVerified } from './helpers/identity.js';
import { savePromotion } from './helpers/promotions.js';
import { loginAs } from './helpers/session.js';

/**
 * Deposit promotions (docs/promotions.md, "Deposit promotions"): credited when a PIX deposit is,
 * once per deposit and promotion, however many webhook deliveries and sweeps race on it. The
 * notifications are the gateway's, signed, sent together; on PostgreSQL they run side by side.
 */
const TRIALS = 30;

describe('deposit promotions', () => {
  let t: TestApp;
  let operator: string;
  let channel: { id: number; webhookSecret: string };
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({ PIX_SANDBOX_PAYOUT_DELAY_MS: '0' });
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const [row] = await db().select().from(paymentChannel);
    channel = { id: row!.id, webhookSecret: row!.webhookSecret };
  });
  afterEach(async () => {
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  let serial = 100_000_000;
  /** A verified member with a CPF of their own, logged in. */
  const newDepositor = async () => {
    serial += 1;
    const account = `dep${randomUUID().slice(0, 8)}`;
    const [row] = await db()
      .insert(member)
      .values({ account, nickname: account, passwordHash: await hashPassword('Teste2026') })
      .returning({ id: member.id });
    await markIdentityVerified(db(), row!.id);
    return { id: row!.id, token: await loginAs(t.app, account, 'Teste2026'), cpf: cpfFrom(String(serial)) };
  };
  const headers = (token: string) => ({ authorization: token, language: 'PT' });
  /** Opens a charge of `amount`; the first one carries the member's CPF. */
  const openCharge = async (who: { token: string; cpf: string }, amount: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/member/deposit',
      payload: { requestId: randomUUID(), channelId: channel.id, amount, cpf: who.cpf },
      headers: headers(who.token),
    });
    const order = response.json().value as { id: string; reference: string };
    if (!order?.reference) throw new Error(`no charge: ${response.body}`);
    const charges = (await t.app.inject({ method: 'GET', url: '/sandbox/api/charges' })).json().value;
    const charge = (charges.list ?? charges).find(
      (item: { reference: string }) => item.reference === order.reference,
    ) as { id: string };
    return { ...order, chargeId: charge.id, amount };
  };
  /** The gateway's signed "charge paid" notification, as it may deliver it more than once. */
  const notifyPaid = (
    who: { cpf: string },
    charge: { chargeId: string; reference: string; amount: number },
  ) => {
    const body = JSON.stringify({
      eventId: `evt_${randomUUID()}`,
      type: 'charge.paid',
      occurredAt: new Date().toISOString(),
      charge: {
        id: charge.chargeId,
        reference: charge.reference,
        amount: charge.amount,
        endToEndId: `E${randomUUID().replaceAll('-', '').slice(0, 31)}`,
        payer: { cpf: who.cpf, name: 'Pagador' },
      },
    });
    return t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [PIX_SIGNATURE_HEADER]: signPixWebhook(channel.webhookSecret, body, Math.floor(Date.now() / 1000)),
      },
    });
  };
  const balances = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: headers(token) })).json()
      .value as { balance: number; bonus: number };
  const bonusEntries = async (memberId: string) =>
    rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from journal_entry where member_id = ${memberId} and kind = 'BONUS'`,
      ),
    )[0]!.n;

  it('credits a deposit match once however many notifications race on the deposit', async () => {
    // 50 % of the deposit up to R$ 30, wagered 4×, on deposits of at least R$ 20.
    const code = `DEP-${randomUUID().slice(0, 8).toUpperCase()}`;
    const id = await savePromotion(t.app, operator, {
      code,
      entry: 'DEPOSIT',
      period: 'DAY',
      rewardAmount: 3_000,
      matchPercent: 50,
      minDeposit: 2_000,
      wageringMultiplier: 4,
    });
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const who = await newDepositor();
      const charge = await openCharge(who, 4_000);
      const outcomes = await Promise.all([1, 2, 3, 4].map(() => notifyPaid(who, charge)));
      expect(outcomes.map((answer) => answer.json().value?.outcome).sort()).toEqual([
        'already-handled',
        'already-handled',
        'already-handled',
        'credited',
      ]);
      expect(await balances(who.token)).toEqual({ balance: 4_000, bonus: 2_000, currency: 'BRL' });
      expect(await bonusEntries(who.id)).toBe(1);
    }
    // Members see the promotion listed with its status.
    const who = await newDepositor();
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: headers(who.token) })).json()
        .value.list as Array<{ id: string; status: string; matchPercent: number; minDeposit: number }>;
    expect((await list()).find((item) => item.id === id)).toMatchObject({
      status: 'JOIN',
      matchPercent: 50,
      minDeposit: 2_000,
    });
    // A deposit under the minimum earns nothing; one above it earns the capped match.
    await notifyPaid(who, await openCharge(who, 1_500));
    expect(await balances(who.token)).toMatchObject({ balance: 1_500, bonus: 0 });
    await notifyPaid(who, await openCharge(who, 10_000));
    expect(await balances(who.token)).toMatchObject({ balance: 11_500, bonus: 3_000 });
    expect((await list()).find((item) => item.id === id)?.status).toBe('CLAIMED');
    await savePromotion(t.app, operator, { code, entry: 'DEPOSIT', enabled: false });
  });

  it('pays a first-deposit bonus for the first deposit only, even when two are credited together', async () => {
    const code = `FIRST-${randomUUID().slice(0, 8).toUpperCase()}`;
    await savePromotion(t.app, operator, {
      code,
      entry: 'FIRST_DEPOSIT',
      period: 'ONCE',
      rewardAmount: 1_000,
      wageringMultiplier: 0,
    });
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const who = await newDepositor();
      const first = await openCharge(who, 2_000);
      const second = await openCharge(who, 2_500);
      await Promise.all([notifyPaid(who, first), notifyPaid(who, second), notifyPaid(who, first)]);
      // A cash bonus (no wagering): on the main balance, once.
      expect(await balances(who.token)).toMatchObject({ balance: 5_500, bonus: 0 });
      expect(await bonusEntries(who.id)).toBe(1);
    }
    await savePromotion(t.app, operator, { code, entry: 'FIRST_DEPOSIT', enabled: false });
  });

  it('credits nothing where the profile allows no bonus (BR); the deposit stands', async () => {
    await savePromotion(t.app, operator, {
      entry: 'DEPOSIT',
      period: 'DAY',
      rewardAmount: 500,
      wageringMultiplier: 2,
    });
    const who = await newDepositor();
    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    const answer = await notifyPaid(who, await openCharge(who, 3_000));
    expect(answer.json().value.outcome).toBe('credited');
    expect(await balances(who.token)).toMatchObject({ balance: 3_000, bonus: 0 });
    expect(await bonusEntries(who.id)).toBe(0);
  });
});
