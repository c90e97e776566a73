import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSeamlessClient, type SeamlessClient } from '@platform/studio';
import { gameVendor } from '../../apps/server/src/tables.js';
import {
  STUDIO_VENDOR,
  createSeamlessRepository,
  createSeamlessService,
} from '../../apps/server/src/modules/seamless/index.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { fundMember, memberIdOf, testWallet } from '../../apps/server/test/helpers/money.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

/** The studio's wallet client against the real platform over HTTP, as a vendor's server calls it. */
describe('studio: seamless wallet client', () => {
  let t: TestSystem;
  let baseUrl = '';
  let secret = '';
  let playerId = '';
  let client: SeamlessClient;

  beforeAll(async () => {
    t = await buildTestSystem();
    baseUrl = t.platformUrl;
    const db = t.database.handle.db;
    const [vendor] = await db.select().from(gameVendor).where(eq(gameVendor.code, STUDIO_VENDOR));
    secret = vendor!.secret;
    playerId = await memberIdOf(db, 'jogador1');
    await fundMember(db, playerId, 50_000);
    client = createSeamlessClient({ baseUrl, vendorCode: STUDIO_VENDOR, secret });
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  /** A one-time launch token, as the platform's launch hands one to the studio. */
  const launchToken = () =>
    createSeamlessService({
      repository: createSeamlessRepository(t.database.handle.db),
      wallet: testWallet(t.database.handle.db),
      players: { nicknameOf: async () => null },
    }).createLaunchToken({ memberId: playerId, vendorCode: STUDIO_VENDOR, gameCode: 'AUR-0001' });

  const session = async () => {
    const result = await client.authenticate(await launchToken());
    if (result.outcome !== 'done') throw new Error(`authenticate: ${JSON.stringify(result)}`);
    return result.value;
  };

  it('opens a session once per launch token and reads the balance', async () => {
    const token = await launchToken();
    const opened = await client.authenticate(token);
    expect(opened).toMatchObject({ outcome: 'done', value: { playerId, currency: 'BRL' } });
    expect(await client.authenticate(token)).toMatchObject({ outcome: 'refused', code: 'invalid-token' });
    if (opened.outcome !== 'done') return;
    const balance = await client.balance(opened.value.sessionToken);
    expect(balance).toMatchObject({ outcome: 'done', value: { balance: opened.value.balance } });
  });

  it('bets and wins once each, repeats answer as the original, and a settled round refuses a rollback', async () => {
    const { sessionToken, balance: start } = await session();
    const roundId = randomUUID();
    const bet = { sessionToken, transactionId: `${roundId}:bet`, roundId, gameCode: 'AUR-0001', amount: 300 };
    expect(await client.bet(bet)).toEqual({
      outcome: 'done',
      value: { playerId, currency: 'BRL', balance: start - 300, duplicate: false },
    });
    expect(await client.bet(bet)).toMatchObject({
      outcome: 'done',
      value: { balance: start - 300, duplicate: true },
    });
    const win = { playerId, transactionId: `${roundId}:win`, roundId, gameCode: 'AUR-0001', amount: 750 };
    expect(await client.win(win)).toMatchObject({ outcome: 'done', value: { balance: start + 450 } });
    expect(await client.win(win)).toMatchObject({ outcome: 'done', value: { duplicate: true } });
    const rollback = await client.rollback({
      playerId,
      transactionId: `${roundId}:rollback`,
      betTransactionId: `${roundId}:bet`,
      roundId,
    });
    expect(rollback).toMatchObject({ outcome: 'refused', code: 'round-closed', status: 409 });
  });

  it('refuses a bet beyond the balance with the balance, and rolls back an open round', async () => {
    const { sessionToken, balance: start } = await session();
    const roundId = randomUUID();
    const tooMuch = await client.bet({
      sessionToken,
      transactionId: `${roundId}:bet`,
      roundId,
      gameCode: 'AUR-0001',
      amount: start + 1,
    });
    expect(tooMuch).toEqual({ outcome: 'refused', code: 'insufficient-funds', status: 400, balance: start });

    const open = randomUUID();
    await client.bet({
      sessionToken,
      transactionId: `${open}:bet`,
      roundId: open,
      gameCode: 'AUR-0001',
      amount: 100,
    });
    const refund = await client.rollback({
      playerId,
      transactionId: `${open}:rollback`,
      betTransactionId: `${open}:bet`,
      roundId: open,
    });
    expect(refund).toMatchObject({ outcome: 'done', value: { balance: start } });
  });

  it('is refused with a wrong secret, and reports no answer as unknown', async () => {
    // The vendor's secret is the one the platform was started with (STUDIO_SECRET).
    expect(secret).toBe(t.secret);
    const wrong = createSeamlessClient({ baseUrl, vendorCode: STUDIO_VENDOR, secret: 'not-the-secret' });
    expect(await wrong.balance('x')).toMatchObject({
      outcome: 'refused',
      code: 'invalid-signature',
      status: 401,
    });
    // Nothing listens on port 9 (discard) here: the call fails before any answer.
    const nowhere = createSeamlessClient({
      baseUrl: 'http://127.0.0.1:9',
      vendorCode: STUDIO_VENDOR,
      secret,
    });
    expect(await nowhere.balance('x')).toMatchObject({ outcome: 'unknown' });
  });
});
