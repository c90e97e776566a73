import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@platform/server-kit';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import { member } from '../../tables.js';
import { createAuditService } from '../audit/index.js';
import { createWalletRepository, createWalletService, type WalletService } from '../wallet/index.js';
import { createPlayBreakService, type PlayBreakService } from './play-breaks.service.js';
import { createResponsibleGamingRepository } from './responsible-gaming.repository.js';
import { markIdentityVerified } from '../../../test/helpers/identity.js';

const HOUR = 3_600_000;
const META = { ip: '203.0.113.9', userAgent: 'breaks test', language: 'EN' as const };

/**
 * A pause ends by itself: started with an injected clock so that it ends a moment from now, it
 * refuses the wallet's bets until then (the database's clock holds it), and lets them through
 * after, with nothing anyone did; the member's own view follows the injected clock.
 */
describe('a pause ends by itself (injected clock)', () => {
  let database: TestDatabase;
  let wallet: WalletService;
  let breaks: PlayBreakService;
  let clock = new Date();
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase();
    wallet = createWalletService({
      repository: createWalletRepository(db()),
      isEligibleToBet: async () => true,
    });
    breaks = createPlayBreakService({
      repository: createResponsibleGamingRepository(db()),
      audit: createAuditService({ db: db() }),
      balanceOf: (memberId) => wallet.totalBalanceOf(memberId),
      // The password check and sessions belong to accounts (test/play-breaks.routes.test.ts).
      accounts: {
        confirmPassword: async () => undefined,
        cpfOf: async () => null,
        endSessions: async () => undefined,
      },
      now: () => clock,
    });
  });
  afterAll(() => database.dispose());

  const bet = (memberId: string, amount: number) =>
    wallet
      .move({
        idempotencyKey: randomUUID(),
        kind: 'BET',
        memberId,
        legs: [
          { account: { member: memberId }, amount: -amount },
          { account: { vendor: 'STUDIO' }, amount },
        ],
      })
      .then(
        () => null,
        (error: unknown) => (error instanceof AppError ? error.code : error),
      );

  it('refuses bets until its end, then lets them through; it cannot be replaced meanwhile', async () => {
    const id = randomUUID();
    await db()
      .insert(member)
      .values({ id, account: `pc${id.slice(0, 12)}`, nickname: 'Pausa', passwordHash: 'x' });
    await markIdentityVerified(db(), id);
    await wallet.move({
      idempotencyKey: randomUUID(),
      kind: 'DEPOSIT',
      memberId: id,
      legs: [
        { account: { house: 'PAYMENTS_CLEARING' }, amount: -10_000 },
        { account: { member: id }, amount: 10_000 },
      ],
    });
    // Begun 24 hours less 1.5 seconds ago: it ends 1.5 seconds from now.
    const endsAt = Date.now() + 1_500;
    clock = new Date(endsAt - 24 * HOUR);
    const started = await breaks.startPause(id, { duration: '24H', password: 'x' }, META);
    expect(started.active).toMatchObject({ kind: 'PAUSE', endsAt: new Date(endsAt).toISOString() });
    expect(await bet(id, 1_000)).toBe('play-paused');
    const again = await breaks
      .startPause(id, { duration: '24H', password: 'x' }, META)
      .catch((error: unknown) => error);
    expect(again).toMatchObject({ code: 'play-break-active' });

    clock = new Date(endsAt - 1);
    expect((await breaks.pauseOf(id)).active).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 100));
    clock = new Date(endsAt);
    expect((await breaks.pauseOf(id)).active).toBeNull();
    expect(await bet(id, 1_000)).toBeNull();
    expect(await wallet.balanceOf(id)).toBe(9_000);
    // Once over, a new pause may start.
    clock = new Date();
    expect((await breaks.startPause(id, { duration: '6W', password: 'x' }, META)).active).toMatchObject({
      duration: '6W',
    });
    expect(await bet(id, 1_000)).toBe('play-paused');
  });
});
