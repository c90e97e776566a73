import { createHash } from 'node:crypto';
import {
  CURRENCY,
  type MerchantWalletResponse,
  type WalletSetting,
  type WalletTransferResponse,
} from '@platform/contracts';
import { AppError } from '../../lib/app-error.js';
import { dayRange } from '../../lib/day-range.js';
import {
  OverdraftError,
  type EntryResult,
  type LedgerAccountRow,
  type WalletRepository,
} from './wallet.repository.js';

/** House accounts: where money comes from and goes to when it is not a member's. */
export const HOUSE_ACCOUNTS = [
  'GAME_SETTLEMENT', // bets and wins with game vendors (one per vendor: VENDOR:<code>)
  'PAYMENTS_CLEARING', // deposits in, payouts out
  'PENDING_WITHDRAWAL', // members' money held while a withdrawal awaits approval
  'BONUS', // promotions, rebates, points
  'COMMISSIONS', // agents' salaries, dividends and commissions
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export const MOVEMENT_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RETURN',
  'WITHDRAWAL_PAID',
  'BET',
  'WIN',
  'ROLLBACK',
  'TRANSFER',
  'BONUS',
  'COMMISSION',
  'ADJUSTMENT',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export type AccountRef = { member: string; wallet?: string } | { house: HouseAccount } | { vendor: string };

export type MovementInput = {
  /** Unique per movement; a retry with the same key and details returns the original result. */
  idempotencyKey: string;
  kind: MovementKind;
  /** The member whose history shows this movement. */
  memberId?: string | null;
  reference?: Record<string, unknown>;
  /** Signed centavos per account; they must sum to zero. */
  legs: Array<{ account: AccountRef; amount: number }>;
};

export type MovementResult = {
  entryId: number;
  /** True when this key had already been posted: nothing moved this time. */
  replayed: boolean;
  /** Balance of each account right after the movement, by account code. */
  balances: Record<string, number>;
};

/** Whether a member may place a bet now; the responsible-gaming work adds limits and pauses. */
export type BetEligibility = (memberId: string) => Promise<boolean>;

const MAX_KEY_LENGTH = 200;

const isUniqueViolation = (error: unknown): boolean => {
  const cause = error as { code?: string; cause?: { code?: string } };
  return (cause.cause?.code ?? cause.code) === '23505';
};

/**
 * The only writer of the ledger. Every movement is one balanced journal entry in one transaction,
 * idempotent by its key; a member's balance never goes below zero.
 */
export const createWalletService = (options: {
  repository: WalletRepository;
  isEligibleToBet: BetEligibility;
  /** Where the wallet mode (single, or main plus vendor wallets) is configured. */
  settings?: { getSetting(key: 'wallet'): Promise<WalletSetting> };
  currency?: string;
}) => {
  const { repository } = options;
  const currency = options.currency ?? CURRENCY;

  const codeOf = (ref: AccountRef): string => {
    if ('member' in ref) return `member:${ref.member}:${ref.wallet ?? 'MAIN'}:${currency}`;
    if ('house' in ref) return `house:${ref.house}:${currency}`;
    return `house:VENDOR:${ref.vendor}:${currency}`;
  };

  // Account ids never change once created, so each instance remembers them: a movement then
  // costs no lookups before its transaction.
  const knownAccounts = new Map<string, { id: string; code: string }>();

  const accountFor = async (ref: AccountRef): Promise<{ id: string; code: string }> => {
    const code = codeOf(ref);
    const known = knownAccounts.get(code);
    if (known) return known;
    const houseCode = 'member' in ref ? null : 'house' in ref ? ref.house : `VENDOR:${ref.vendor}`;
    const row: LedgerAccountRow = await repository.ensureAccount(
      'member' in ref
        ? { code, memberId: ref.member, wallet: ref.wallet ?? 'MAIN', currency, allowNegative: false }
        : // Money held for withdrawals is members' money: it can never be negative either.
          { code, houseCode, currency, allowNegative: houseCode !== 'PENDING_WITHDRAWAL' },
    );
    const account = { id: row.id, code: row.code };
    knownAccounts.set(code, account);
    return account;
  };

  const assertWellFormed = (input: MovementInput) => {
    const problems: string[] = [];
    if (!input.idempotencyKey || input.idempotencyKey.length > MAX_KEY_LENGTH)
      problems.push('idempotencyKey');
    if (input.legs.length < 2) problems.push('legs');
    if (input.legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0))
      problems.push('amount');
    if (input.legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) problems.push('balance');
    if (new Set(input.legs.map((leg) => codeOf(leg.account))).size !== input.legs.length)
      problems.push('accounts');
    // A programming error, not a user's: no money moves and the caller hears why.
    if (problems.length > 0) throw new AppError('validation-failed', { value: { movement: problems } });
  };

  const fingerprintOf = (input: MovementInput) =>
    createHash('sha256')
      .update(
        JSON.stringify({
          kind: input.kind,
          memberId: input.memberId ?? null,
          legs: input.legs.map((leg) => [codeOf(leg.account), leg.amount]),
          reference: input.reference ?? {},
        }),
      )
      .digest('hex');

  const toResult = (stored: EntryResult, replayed: boolean, fingerprint: string): MovementResult => {
    if (stored.entry.fingerprint !== fingerprint) throw new AppError('duplicate-conflict');
    return {
      entryId: stored.entry.id,
      replayed,
      balances: Object.fromEntries(stored.postings.map((row) => [row.code, row.balanceAfter])),
    };
  };

  const walletMode = async (): Promise<WalletSetting> =>
    (await options.settings?.getSetting('wallet')) ?? {
      isSingle: true,
      vendorWallets: [],
      transferLimits: { min: 100, max: 5_000_000 },
    };

  const service = {
    codeOf,

    async move(input: MovementInput): Promise<MovementResult> {
      assertWellFormed(input);
      const fingerprint = fingerprintOf(input);
      const earlier = await repository.findEntry(input.idempotencyKey);
      if (earlier) return toResult(earlier, true, fingerprint);
      // Only a bet asks: wins and rollbacks always land, whatever happened to the account since.
      if (input.kind === 'BET' && input.memberId && !(await options.isEligibleToBet(input.memberId))) {
        throw new AppError('not-eligible');
      }
      const accounts = await Promise.all(input.legs.map((leg) => accountFor(leg.account)));
      try {
        const posted = await repository.postEntry({
          idempotencyKey: input.idempotencyKey,
          kind: input.kind,
          fingerprint,
          memberId: input.memberId ?? null,
          reference: input.reference ?? {},
          legs: input.legs.map((leg, index) => ({
            accountId: accounts[index]!.id,
            code: accounts[index]!.code,
            amount: leg.amount,
          })),
        });
        return toResult(posted, posted.replayed, fingerprint);
      } catch (error) {
        if (error instanceof OverdraftError) {
          const balance = (await repository.balances([error.accountId])).get(error.accountId) ?? 0;
          throw new AppError('insufficient-funds', { value: { balance } });
        }
        // Two requests with one key raced; the loser reads what the winner wrote.
        if (isUniqueViolation(error)) {
          const winner = await repository.findEntry(input.idempotencyKey);
          if (winner) return toResult(winner, true, fingerprint);
        }
        throw error;
      }
    },

    /** A member's balance in centavos (0 before their first movement). */
    async balanceOf(memberId: string, wallet = 'MAIN'): Promise<number> {
      const account = await repository.findAccount(codeOf({ member: memberId, wallet }));
      return account?.balance ?? 0;
    },

    /** The main wallet's movements in a Brasília date range, newest first. */
    async transactionsOf(
      memberId: string,
      query: { from: string; to: string; kind?: string | undefined; page: number; pageSize: number },
    ) {
      const range = dayRange(query.from, query.to);
      const account = await repository.findAccount(codeOf({ member: memberId }));
      if (!account) return { content: [], page: query.page, totalPages: 0, total: 0 };
      const { rows, total } = await repository.postingsOf(account.id, {
        ...range,
        kind: query.kind,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        content: rows.map((row) => ({ ...row, time: row.time.toISOString() })),
        page: query.page,
        totalPages: Math.ceil(total / query.pageSize),
        total,
      };
    },

    /** GCS_merchantWallet: single wallet (the default) or main plus vendor wallets. */
    merchantWallet: async (): Promise<MerchantWalletResponse> => {
      const { isSingle, vendorWallets } = await walletMode();
      return { isSingle, vendorWallets };
    },

    /** Bounds of one upline or downline transfer, in centavos. */
    transferLimits: async () => (await walletMode()).transferLimits,

    /**
     * GCS_walletTransfer: between the main wallet (IN: main → vendor) and a vendor wallet (OUT),
     * only when wallets are not single. The client's requestId is the idempotency key.
     */
    async transferBetweenWallets(
      memberId: string,
      input: { requestId: string; vendor: string; direction: 'IN' | 'OUT'; amount: number },
    ): Promise<WalletTransferResponse> {
      const mode = await walletMode();
      if (mode.isSingle || !mode.vendorWallets.includes(input.vendor))
        throw new AppError('operation-not-allowed');
      const toVendor = input.direction === 'IN' ? input.amount : -input.amount;
      const main = { member: memberId };
      const vendor = { member: memberId, wallet: input.vendor };
      const result = await service.move({
        idempotencyKey: `wallet-transfer:${memberId}:${input.requestId}`,
        kind: 'TRANSFER',
        memberId,
        reference: { vendor: input.vendor, direction: input.direction },
        legs: [
          { account: main, amount: -toVendor },
          { account: vendor, amount: toVendor },
        ],
      });
      return { main: result.balances[codeOf(main)]!, vendor: result.balances[codeOf(vendor)]! };
    },
  };
  return service;
};

export type WalletService = ReturnType<typeof createWalletService>;
