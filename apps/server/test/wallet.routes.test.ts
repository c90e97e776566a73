import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { member } from '../src/tables.js';
import { brasiliaDay } from '../src/lib/day-range.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { checkLedger, createWalletRepository, createWalletService } from '../src/modules/wallet/index.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs } from './helpers/session.js';

describe('wallet routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the balance in centavos, in the balance route and in member info', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const auth = { authorization: token };
    const before = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth });
    expect(before.json().value).toEqual({ balance: 0, bonus: 0, currency: 'BRL' });

    const info = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth })).json().value;
    const wallet = createWalletService({
      repository: createWalletRepository(t.database.handle.db),
      isEligibleToBet: async () => true,
    });
    await wallet.move({
      idempotencyKey: randomUUID(),
      kind: 'DEPOSIT',
      memberId: info.id,
      legs: [
        { account: { house: 'PAYMENTS_CLEARING' }, amount: -12_345 },
        { account: { member: info.id }, amount: 12_345 },
      ],
    });
    const after = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth });
    expect(after.json().value).toEqual({ balance: 12_345, bonus: 0, currency: 'BRL' });
    const infoAfter = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth });
    expect(infoAfter.json().value.balance).toBe(12_345);
  });

  it('keeps trial accounts away from real balances', async () => {
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { authorization: trial.json().value.token },
    });
    expect(response.json().errorCode).toBe('in-need-true-account');
  });

  it('moves money between the main and a vendor wallet only when wallets are not single', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const auth = { authorization: token, language: 'EN' };
    const mode = await t.app.inject({ method: 'POST', url: '/wps/relay/GCS_merchantWallet', headers: auth });
    expect(mode.json().value).toEqual({ isSingle: true, vendorWallets: [] });

    const transfer = (body: object) =>
      t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: auth, payload: body });
    const requestId = randomUUID();
    const inward = { requestId, vendor: 'STUDIO', direction: 'IN', amount: 2_345 };
    expect((await transfer(inward)).json().errorCode).toBe('operation-not-allowed');

    await patchSetting(t.database.handle.db, 'wallet', { isSingle: false, vendorWallets: ['STUDIO'] });
    const main = (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth })).json()
      .value.balance;
    const moved = await transfer(inward);
    expect(moved.json().value).toEqual({ main: main - 2_345, vendor: 2_345 });
    // The same request again moves nothing more.
    expect((await transfer(inward)).json().value).toEqual({ main: main - 2_345, vendor: 2_345 });
    const outward = await transfer({
      requestId: randomUUID(),
      vendor: 'STUDIO',
      direction: 'OUT',
      amount: 2_346,
    });
    expect(outward.json()).toMatchObject({ errorCode: 'insufficient-funds', value: { balance: 2_345 } });
    const unknownVendor = await transfer({
      requestId: randomUUID(),
      vendor: 'OTHER',
      direction: 'IN',
      amount: 1,
    });
    expect(unknownVendor.json().errorCode).toBe('operation-not-allowed');
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
    await patchSetting(t.database.handle.db, 'wallet', { isSingle: true, vendorWallets: [] });
  });

  it('lists the movements of every wallet in the account record, and each wallet with its balance', async () => {
    const db = t.database.handle.db;
    // A member of their own, so no other test's movements show in their record.
    const [row] = await db
      .insert(member)
      .values({ account: 'carteira1', nickname: 'Carteira', passwordHash: await hashPassword('Teste2026') })
      .returning();
    const memberId = row!.id;
    const token = await loginAs(t.app, 'carteira1', 'Teste2026');
    const auth = { authorization: token, language: 'EN' };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    const today = brasiliaDay(new Date());
    const record = (query = '') => get(`/wps/member/records/account?from=${today}&to=${today}${query}`);

    expect((await get('/wps/member/wallets')).json().value).toEqual([
      { wallet: 'MAIN', walletName: '', balance: 0 },
    ]);
    expect((await record()).json().value).toEqual({ content: [], page: 1, totalPages: 0, total: 0 });

    const wallet = createWalletService({
      repository: createWalletRepository(db),
      isEligibleToBet: async () => true,
    });
    await wallet.move({
      idempotencyKey: randomUUID(),
      kind: 'DEPOSIT',
      memberId,
      legs: [
        { account: { house: 'PAYMENTS_CLEARING' }, amount: -50_000 },
        { account: { member: memberId }, amount: 50_000 },
      ],
    });
    await patchSetting(db, 'wallet', { isSingle: false, vendorWallets: ['STUDIO', 'OTHER'] });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: auth,
      payload: { requestId: randomUUID(), vendor: 'STUDIO', direction: 'IN', amount: 20_000 },
    });
    expect(moved.json().value).toEqual({ main: 30_000, vendor: 20_000 });

    expect((await get('/wps/member/wallets')).json().value).toEqual([
      // A vendor wallet carries its vendor's name (the seamless vendor's), never only its code.
      { wallet: 'MAIN', walletName: '', balance: 30_000 },
      { wallet: 'STUDIO', walletName: 'Sorte Grande Studio', balance: 20_000 },
      { wallet: 'OTHER', walletName: 'OTHER', balance: 0 }, // no such vendor: its code, not nothing
    ]);

    const all = (await record()).json().value;
    expect(all).toMatchObject({ page: 1, totalPages: 1, total: 3 });
    const [first, second, third] = all.content;
    // Both sides of the transfer are the member's: one entry, one line per wallet.
    expect(first.entryId).toBe(second.entryId);
    expect([first, second].sort((a, b) => a.amount - b.amount)).toEqual([
      expect.objectContaining({ kind: 'TRANSFER', wallet: 'MAIN', amount: -20_000, balanceAfter: 30_000 }),
      expect.objectContaining({
        kind: 'TRANSFER',
        wallet: 'STUDIO',
        walletName: 'Sorte Grande Studio',
        amount: 20_000,
        balanceAfter: 20_000,
      }),
    ]);
    expect(third).toEqual({
      entryId: expect.any(Number),
      time: expect.any(String),
      kind: 'DEPOSIT',
      wallet: 'MAIN',
      walletName: '',
      amount: 50_000,
      balanceAfter: 50_000,
    });
    expect(Date.parse(third.time)).toBeLessThanOrEqual(Date.parse(first.time));
    // The transaction history shows the main wallet only.
    expect((await get(`/wps/member/records/transactions?from=${today}&to=${today}`)).json().value.total).toBe(
      2,
    );

    expect((await record('&kind=DEPOSIT')).json().value.content).toEqual([third]);
    const paged = (await record('&page=2&pageSize=1')).json().value;
    expect(paged).toMatchObject({ page: 2, totalPages: 3, total: 3, content: [second] });
    expect((await record('&page=4&pageSize=1')).json().value.content).toEqual([]);

    // Nobody else sees these lines.
    const other = await loginAs(t.app, 'jogador1');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/wps/member/records/account?from=${today}&to=${today}&pageSize=100`,
      headers: { authorization: other },
    });
    const ours = new Set(all.content.map((line: { entryId: number }) => line.entryId));
    expect(theirs.json().value.content.some((line: { entryId: number }) => ours.has(line.entryId))).toBe(
      false,
    );

    // Money left in a vendor wallet stays visible after the site goes back to one wallet.
    await patchSetting(db, 'wallet', { isSingle: true, vendorWallets: [] });
    expect((await get('/wps/member/wallets')).json().value).toEqual([
      { wallet: 'MAIN', walletName: '', balance: 30_000 },
      { wallet: 'STUDIO', walletName: 'Sorte Grande Studio', balance: 20_000 },
    ]);

    const inverted = await get(`/wps/member/records/account?from=${today}&to=2020-01-01`);
    expect(inverted.json().errorCode).toBe('validation-failed');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/wps/member/records/account?from=${today}&to=${today}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/wallets' })).statusCode).toBe(401);
    expect(await checkLedger(db)).toEqual([]);
  });
});
