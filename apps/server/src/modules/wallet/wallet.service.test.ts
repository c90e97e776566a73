import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import { journalEntry, ledgerAccount, member } from '../../tables.js';
import { AppError } from '@platform/server-kit';
import { checkLedger } from './ledger-check.js';
import { createWalletRepository } from './wallet.repository.js';
import { createWalletService, type LockedWallet, type WalletService } from './wallet.service.js';
import { markIdentityVerified } from '../../../test/helpers/identity.js';
import { PROFILES, bonusMayCredit } from '../jurisdiction/index.js';

describe('wallet: the double-entry ledger', () => {
  let database: TestDatabase;
  let wallet: WalletService;
  const eligible = new Set<string>();

  const newMember = async () => {
    const id = randomUUID();
    await database.handle.db.insert(member).values({
      id,
      account: `w${id.slice(0, 12)}`,
      nickname: 'Wallet Test',
      passwordHash: 'x',
    });
    await markIdentityVerified(database.handle.db, id);
    eligible.add(id);
    return id;
  };

  const deposit = (memberId: string, amount: number, key = randomUUID()) =>
    wallet.move({
      idempotencyKey: key,
      kind: 'DEPOSIT',
      memberId,
      legs: [
        { account: { house: 'PAYMENTS_CLEARING' }, amount: -amount },
        { account: { member: memberId }, amount },
      ],
    });

  const bet = (memberId: string, amount: number, key = randomUUID()) =>
    wallet.move({
      idempotencyKey: key,
      kind: 'BET',
      memberId,
      legs: [
        { account: { member: memberId }, amount: -amount },
        { account: { vendor: 'STUDIO' }, amount },
      ],
    });

  const win = (memberId: string, amount: number, key = randomUUID()) =>
    wallet.move({
      idempotencyKey: key,
      kind: 'WIN',
      memberId,
      legs: [
        { account: { vendor: 'STUDIO' }, amount: -amount },
        { account: { member: memberId }, amount },
      ],
    });

  const codeOf = (memberId: string) => wallet.codeOf({ member: memberId });
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? { code: error.code, value: error.value } : error),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    wallet = createWalletService({
      repository: createWalletRepository(database.handle.db),
      isEligibleToBet: async (memberId) => eligible.has(memberId),
    });
  });
  afterAll(() => database.dispose());

  it('moves money in one balanced entry and answers the balance after it', async () => {
    const id = await newMember();
    const result = await deposit(id, 10_000);
    expect(result.replayed).toBe(false);
    expect(result.balances[codeOf(id)]).toBe(10_000);
    expect(await wallet.balanceOf(id)).toBe(10_000);
    expect(await checkLedger(database.handle.db)).toEqual([]);
  });

  it('returns the original result for a replayed key and moves nothing again', async () => {
    const id = await newMember();
    const key = randomUUID();
    const first = await deposit(id, 5_000, key);
    const again = await deposit(id, 5_000, key);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await wallet.balanceOf(id)).toBe(5_000);
    const entries = await database.handle.db
      .select()
      .from(journalEntry)
      .where(eq(journalEntry.idempotencyKey, key));
    expect(entries).toHaveLength(1);
  });

  it('refuses a reused key with different details, and moves nothing', async () => {
    const id = await newMember();
    const key = randomUUID();
    await deposit(id, 5_000, key);
    expect(await failureOf(deposit(id, 6_000, key))).toMatchObject({ code: 'duplicate-conflict' });
    expect(await wallet.balanceOf(id)).toBe(5_000);
  });

  it('never takes a member below zero: an overspend answers the current balance', async () => {
    const id = await newMember();
    await deposit(id, 1_000);
    expect(await failureOf(bet(id, 1_001))).toEqual({
      code: 'insufficient-funds',
      value: { balance: 1_000 },
    });
    expect(await wallet.balanceOf(id)).toBe(1_000);
    await bet(id, 1_000);
    expect(await wallet.balanceOf(id)).toBe(0);
    expect(await checkLedger(database.handle.db)).toEqual([]);
  });

  it('refuses malformed movements before touching anything', async () => {
    const id = await newMember();
    const unbalanced = wallet.move({
      idempotencyKey: randomUUID(),
      kind: 'ADJUSTMENT',
      legs: [
        { account: { house: 'BONUS' }, amount: -100 },
        { account: { member: id }, amount: 99 },
      ],
    });
    expect(await failureOf(unbalanced)).toMatchObject({
      code: 'validation-failed',
      value: { movement: ['balance'] },
    });
    const fractional = deposit(id, 10.5);
    expect(await failureOf(fractional)).toMatchObject({ code: 'validation-failed' });
    expect(await wallet.balanceOf(id)).toBe(0);
  });

  it('credits no bonus under BR (Lei 14.790 art. 29); under OPEN only a promotion switched on', async () => {
    const walletUnder = (profile: 'BR' | 'OPEN') =>
      createWalletService({
        repository: createWalletRepository(database.handle.db),
        isEligibleToBet: async () => true,
        mayCreditBonus: async (promotion) => bonusMayCredit(PROFILES[profile], promotion),
      });
    const bonus = (service: WalletService, memberId: string, promotion?: string, amount = 1_000) =>
      service.move({
        idempotencyKey: randomUUID(),
        kind: 'BONUS',
        memberId,
        reference: promotion === undefined ? {} : { promotion },
        legs: [
          { account: { house: 'BONUS' }, amount: -amount },
          { account: { member: memberId }, amount },
        ],
      });
    const entriesOf = async (memberId: string) =>
      (await database.handle.db.select().from(journalEntry).where(eq(journalEntry.memberId, memberId)))
        .length;

    const id = await newMember();
    const br = walletUnder('BR');
    for (const promotion of ['ADVANCE_BONUS', 'REBATE', 'VIP', 'POINTS_MALL', undefined]) {
      expect(await failureOf(bonus(br, id, promotion)), String(promotion)).toMatchObject({
        code: 'feature-unavailable',
      });
    }
    // A wallet told nothing of the profile gives no bonus either.
    expect(await failureOf(bonus(wallet, id, 'REBATE'))).toMatchObject({ code: 'feature-unavailable' });
    expect(await wallet.balanceOf(id)).toBe(0);
    expect(await entriesOf(id)).toBe(0);

    const open = walletUnder('OPEN');
    expect(await failureOf(bonus(open, id))).toMatchObject({ code: 'feature-unavailable' });
    expect(await failureOf(bonus(open, id, 'LUCKY_DRAW'))).toMatchObject({ code: 'feature-unavailable' });
    await bonus(open, id, 'REBATE', 700);
    expect(await wallet.balanceOf(id)).toBe(700);
    // Taking a bonus back credits no member: allowed under either profile.
    await br.move({
      idempotencyKey: randomUUID(),
      kind: 'BONUS',
      memberId: id,
      reference: { promotion: 'REBATE', reversal: true },
      legs: [
        { account: { member: id }, amount: -700 },
        { account: { house: 'BONUS' }, amount: 700 },
      ],
    });
    expect(await wallet.balanceOf(id)).toBe(0);
    expect(await entriesOf(id)).toBe(2);
    expect(await checkLedger(database.handle.db)).toEqual([]);
  });

  it('asks eligibility before a bet only: wins still land on an ineligible account', async () => {
    const id = await newMember();
    await deposit(id, 2_000);
    eligible.delete(id);
    expect(await failureOf(bet(id, 500))).toMatchObject({ code: 'not-eligible' });
    expect(await wallet.balanceOf(id)).toBe(2_000);
    await win(id, 300);
    expect(await wallet.balanceOf(id)).toBe(2_300);
  });

  it('serialises concurrent bets on one balance: never overspent, never lost', async () => {
    const id = await newMember();
    await deposit(id, 10_000);
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => bet(id, 100)));
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    expect(succeeded).toBe(100);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as AppError).code).toBe('insufficient-funds');
    }
    expect(await wallet.balanceOf(id)).toBe(0);
    expect(await checkLedger(database.handle.db)).toEqual([]);
  });

  it('moves concurrent retries of one key exactly once', async () => {
    const id = await newMember();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => deposit(id, 700, key)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await wallet.balanceOf(id)).toBe(700);
  });

  it('keeps every invariant through random deposits, bets, wins, transfers and retries (property)', async () => {
    const members = [await newMember(), await newMember(), await newMember()];
    const model = new Map(members.map((id) => [id, 0]));
    /** Earlier credits, replayable by key: a replay must change nothing. */
    const posted: Array<() => Promise<unknown>> = [];
    const refusedForFunds = (amount: number, balance: number) => (error: AppError) =>
      expect({ code: error.code, overspend: amount > balance }).toEqual({
        code: 'insufficient-funds',
        overspend: true,
      });
    const step = fc.record({
      op: fc.constantFrom('deposit', 'bet', 'win', 'transfer', 'retry'),
      from: fc.nat(2),
      to: fc.nat(2),
      amount: fc.integer({ min: 1, max: 5_000 }),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const { op, from, to, amount } of steps) {
          const source = members[from]!;
          const target = members[to]!;
          const balance = model.get(source)!;
          switch (op) {
            case 'deposit':
            case 'win': {
              const key = randomUUID();
              const credit = () =>
                op === 'deposit' ? deposit(source, amount, key) : win(source, amount, key);
              await credit();
              model.set(source, balance + amount);
              posted.push(credit);
              break;
            }
            case 'bet':
              await bet(source, amount).then(
                () => model.set(source, balance - amount),
                refusedForFunds(amount, balance),
              );
              break;
            case 'transfer':
              if (source === target) break;
              await wallet
                .move({
                  idempotencyKey: randomUUID(),
                  kind: 'TRANSFER',
                  memberId: source,
                  legs: [
                    { account: { member: source }, amount: -amount },
                    { account: { member: target }, amount },
                  ],
                })
                .then(
                  () => {
                    model.set(source, balance - amount);
                    model.set(target, model.get(target)! + amount);
                  },
                  refusedForFunds(amount, balance),
                );
              break;
            case 'retry':
              if (posted.length > 0) await posted[amount % posted.length]!();
              break;
            default:
              throw new Error(`unknown op ${op as string}`);
          }
        }
        for (const id of members) expect(await wallet.balanceOf(id)).toBe(model.get(id));
        expect(await checkLedger(database.handle.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  it('spreads a vendor house account over buckets by key, and sums them back', async () => {
    const id = await newMember();
    await deposit(id, 100_000);
    const keys = Array.from({ length: 40 }, () => randomUUID());
    for (const key of keys) await bet(id, 100, key);
    const buckets = await database.handle.db
      .select({ code: ledgerAccount.code, balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(eq(ledgerAccount.houseCode, 'VENDOR:STUDIO'));
    expect(buckets.length).toBeGreaterThan(1);
    expect(buckets.every((bucket) => /^house:VENDOR:STUDIO:BRL#\d+$/.test(bucket.code))).toBe(true);
    // A retry lands in the bucket of its first try: nothing moves twice.
    expect((await bet(id, 100, keys[0])).replayed).toBe(true);
    expect(await wallet.balanceOf(id)).toBe(100_000 - 40 * 100);
    expect(await checkLedger(database.handle.db)).toEqual([]);
  });

  it('plans a win into existing member accounts only, opening house buckets as needed', async () => {
    const winOf = (memberId: string) => ({
      idempotencyKey: randomUUID(),
      kind: 'WIN' as const,
      memberId,
      legs: [
        { account: { vendor: 'PLANNED' }, amount: -100 },
        { account: { member: memberId }, amount: 100 },
      ],
    });
    // A player the wallet has never seen: no plan, and no account opened for them.
    const stranger = randomUUID();
    expect(await wallet.planFromExisting(winOf(stranger))).toBeNull();
    expect(await wallet.accountIdOf(stranger)).toBeNull();
    // A known player: planned, with a house bucket of a vendor that has none yet; the legs come
    // in ledger_post's lock order, the member's first.
    const id = await newMember();
    await deposit(id, 1_000);
    const planned = await wallet.planFromExisting(winOf(id));
    expect(planned?.accounts.map((account) => account.code)).toEqual([
      codeOf(id),
      expect.stringMatching(/^house:VENDOR:PLANNED:BRL#\d+$/),
    ]);
    expect(planned?.entry.legs.map((leg) => leg.amount)).toEqual([100, -100]);
  });

  it('ledger_post refuses legs out of lock order and posts nothing', async () => {
    const [first, second] = [await newMember(), await newMember()];
    await deposit(first, 1_000);
    await deposit(second, 1_000);
    const transfer = (from: string, to: string) =>
      wallet.plan({
        idempotencyKey: randomUUID(),
        kind: 'TRANSFER',
        legs: [
          { account: { member: from }, amount: -100 },
          { account: { member: to }, amount: 100 },
        ],
      });
    const repository = createWalletRepository(database.handle.db);
    const outOfOrder = async (entry: Awaited<ReturnType<typeof transfer>>['entry']) => {
      const rejected = await repository.postEntry(entry).then(
        () => null,
        (error: unknown) => error,
      );
      expect(String(rejected)).toMatch(/out of lock order/);
      expect(await repository.findEntry(entry.idempotencyKey)).toBeNull();
    };
    // Two members' accounts by id, reversed.
    const { entry } = await transfer(first, second);
    await outOfOrder({ ...entry, legs: [...entry.legs].reverse() });
    // A house account before a member's.
    const { entry: betEntry } = await wallet.plan({
      idempotencyKey: randomUUID(),
      kind: 'BET',
      memberId: first,
      legs: [
        { account: { vendor: 'STUDIO' }, amount: 100 },
        { account: { member: first }, amount: -100 },
      ],
    });
    await outOfOrder({ ...betEntry, legs: [...betEntry.legs].reverse() });
    expect(await wallet.balanceOf(first)).toBe(1_000);
    expect(await checkLedger(database.handle.db)).toEqual([]);
  });

  it('moveWhen posts only what its check lets through; a posted key answers as posted, unchecked', async () => {
    const from = await newMember();
    const to = await newMember();
    await deposit(from, 5_000);
    await bet(from, 2_000);
    const transfer = (key: string, amount: number) => ({
      idempotencyKey: key,
      kind: 'TRANSFER' as const,
      memberId: from,
      legs: [
        { account: { member: from }, amount: -amount },
        { account: { member: to }, amount },
      ],
    });
    const readings: unknown[] = [];
    const playedInFull = async (ledger: LockedWallet) => {
      const sums = await ledger.turnoverOf(from);
      readings.push(sums);
      if (sums.wagered < sums.deposited) throw new AppError('turnover-not-met');
    };

    const key = randomUUID();
    expect(await failureOf(wallet.moveWhen(transfer(key, 1_000), playedInFull))).toEqual({
      code: 'turnover-not-met',
      value: null,
    });
    expect(readings).toEqual([{ deposited: 5_000, bonuses: 0, wagered: 2_000 }]);
    expect(await wallet.balanceOf(from)).toBe(3_000);
    expect(await wallet.balanceOf(to)).toBe(0);

    await bet(from, 3_000);
    await win(from, 3_000);
    const posted = await wallet.moveWhen(transfer(key, 1_000), playedInFull);
    expect(posted).toMatchObject({
      replayed: false,
      balances: { [codeOf(from)]: 2_000, [codeOf(to)]: 1_000 },
    });
    expect(readings).toHaveLength(2);

    // A retry after a new deposit still gets its answer; the check is not asked again.
    await deposit(from, 4_000);
    const retried = await wallet.moveWhen(transfer(key, 1_000), playedInFull);
    expect(retried).toEqual({ ...posted, replayed: true });
    expect(readings).toHaveLength(2);
    // The check passing does not lift the balance rule.
    expect(await failureOf(wallet.moveWhen(transfer(randomUUID(), 7_000), async () => undefined))).toEqual({
      code: 'insufficient-funds',
      value: { balance: 6_000 },
    });
    expect(await wallet.balanceOf(to)).toBe(1_000);
    expect(await checkLedger(database.handle.db)).toEqual([]);
  });

  it('ledger check reports a cached balance that no longer matches its postings', async () => {
    const id = await newMember();
    await deposit(id, 1_000);
    const db = database.handle.db;
    await db
      .update(ledgerAccount)
      .set({ balance: sql`${ledgerAccount.balance} + 1` })
      .where(eq(ledgerAccount.code, codeOf(id)));
    expect(await checkLedger(db)).toContainEqual({
      rule: 'balance-mismatch',
      account: codeOf(id),
      balance: 1_001,
      postings: 1_000,
    });
    // The database itself refuses a negative member balance.
    await expect(
      db
        .update(ledgerAccount)
        .set({ balance: -1 })
        .where(eq(ledgerAccount.code, codeOf(id))),
    ).rejects.toThrow();
    await db
      .update(ledgerAccount)
      .set({ balance: 1_000 })
      .where(eq(ledgerAccount.code, codeOf(id)));
    expect(await checkLedger(db)).toEqual([]);
  });
});
