import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
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
    expect(before.json().value).toEqual({ balance: 0, currency: 'BRL' });

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
    expect(after.json().value).toEqual({ balance: 12_345, currency: 'BRL' });
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
});
