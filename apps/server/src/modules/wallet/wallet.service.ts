import { createHash } from 'node:crypto';
import {
  CURRENCY,
  type BonusContributions,
  type BonusDetailsResponse,
  type BonusGrantView,
  type FreeSpinGrantView,
  type MerchantWalletResponse,
  type SeamlessFreeSpins,
  type MovementKind,
  type WalletSetting,
  type WalletTransferResponse,
} from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';
import { dayRange } from '../../lib/day-range.js';
import {
  GrantChangedError,
  OverdraftError,
  type BonusForfeit,
  type BonusGrantRow,
  type FreeSpinGrantRow,
  type LedgerAccountRow,
  type LockedLedger,
  type EntryInput,
  type PostedEntry,
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

export type AccountRef = { member: string; wallet?: string } | { house: HouseAccount } | { vendor: string };

export type MovementInput = {
  /** Unique per movement; a retry with the same key and details returns the original result. */
  idempotencyKey: string;
  /** One of the contracts' MOVEMENT_KINDS: records and reports show it by name. */
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

/**
 * A movement checked, fingerprinted and resolved to ledger accounts, ready for ledger_post. Another
 * module's statement may post it together with its own records (the seamless wallet does, to answer
 * a bet in one round trip); the wallet decides every argument.
 */
export type PlannedMovement = {
  entry: EntryInput;
  /** The accounts of the legs, in leg order (ledger_post's lock order, not the input's). */
  accounts: Array<{ id: string; code: string }>;
};

/** What came into a member's wallets and what they wagered, for turnover rules. Centavos, all positive. */
export type TurnoverSums = { deposited: number; bonuses: number; wagered: number };

/** What the check of `moveWhen` may read, inside the transaction that holds the members' locks. */
export type LockedWallet = { turnoverOf(memberId: string): Promise<TurnoverSums> };

const TURNOVER_KINDS: MovementKind[] = ['DEPOSIT', 'BONUS', 'BONUS_FORFEIT', 'BET', 'ROLLBACK'];

const turnoverFromSums = (sums: Map<string, number>): TurnoverSums => {
  const of = (kind: MovementKind) => sums.get(kind) ?? 0;
  return {
    deposited: of('DEPOSIT'),
    // A forfeited bonus (negative on the member's BONUS wallet) no longer asks for turnover.
    bonuses: Math.max(0, of('BONUS') + of('BONUS_FORFEIT')),
    wagered: Math.max(0, -(of('BET') + of('ROLLBACK'))),
  };
};

/**
 * Whether a member may place a bet at all (the accounts module's member_may_bet). The member's
 * limits are asked as well, in the transaction that posts the bet (WalletRepository.postBet).
 */
export type BetEligibility = (memberId: string) => Promise<boolean>;

/** A break or a limit refusing a bet (player_bet_refusal's answers) as the catalogue's codes. */
const BET_REFUSALS = [
  'play-paused',
  'self-excluded',
  'identity-not-verified',
  'loss-limit-reached',
  'wager-limit-reached',
  'bet-count-limit-reached',
  'session-time-limit-reached',
] as const;
const betRefusalCode = (refusal: string): (typeof BET_REFUSALS)[number] => {
  const code = BET_REFUSALS.find((known) => known === refusal);
  if (!code) throw new Error(`unknown bet refusal ${refusal}`);
  return code;
};

/** A date range of records (Brasília days), an optional movement kind, and a page. */
type RecordsQuery = { from: string; to: string; kind?: string | undefined; page: number; pageSize: number };

/** The member wallet bonus money lives in, never mixed with cash (docs/promotions.md). */
export const BONUS_WALLET = 'BONUS';

/** The movements of play: told of nowhere (see onMembersMoved). */
const PER_BET_KINDS: ReadonlySet<MovementKind> = new Set(['BET', 'WIN', 'ROLLBACK']);
/** How many past grants the bonus details list. */
const BONUS_HISTORY = 20;
/** How many forfeit passes a withdrawal makes when a grant opens while its forfeit is planned. */
const FORFEIT_PASSES = 3;

/** What a wagered bonus asks of its member (a promotion's terms, copied onto the grant). */
export type BonusTerms = {
  multiplier: number;
  maxBet: number;
  expiryDays: number;
  contributions: BonusContributions;
};

/** A grant as its member sees it. */
const grantView = (row: BonusGrantRow): BonusGrantView => ({
  id: row.id,
  promotionCode: row.promotionCode,
  amount: row.amount,
  required: row.required,
  wagered: Math.min(row.wagered, row.required),
  maxBet: row.maxBet,
  contributions: row.contributions as Record<string, number>,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  settledAmount: row.settledAmount ?? null,
});

/** A free-spin grant as its member sees it. */
const freeSpinView = (row: FreeSpinGrantRow): FreeSpinGrantView => ({
  id: row.id,
  promotionCode: row.promotionCode,
  gameCode: row.gameCode,
  // The routes name the game from the catalogue (wallet.routes.ts).
  nodeId: null,
  gameName: row.gameCode,
  spinsTotal: row.spinsTotal,
  remaining: row.remaining,
  bet: row.bet,
  expiresAt: row.expiresAt.toISOString(),
});

/** A free spin's stake or its refund: between the house BONUS account and the vendor's. */
type FreeSpinMovement = {
  idempotencyKey: string;
  memberId: string;
  vendor: string;
  grantId: string;
  amount: number;
  reference: Record<string, unknown>;
};

const MAX_KEY_LENGTH = 200;
const MAX_KNOWN_ACCOUNTS = 100_000;
/** How many accounts each house account that may go negative is spread over (see physicalCodeOf). */
export const HOUSE_BUCKETS = 16;

/** FNV-1a: a cheap, stable spread of keys over the house buckets. */
const bucketOf = (key: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % HOUSE_BUCKETS;
};

/**
 * The only writer of the ledger. Every movement is one balanced journal entry in one transaction,
 * idempotent by its key; a member's balance never goes below zero.
 */
export const createWalletService = (options: {
  repository: WalletRepository;
  isEligibleToBet: BetEligibility;
  /**
   * Whether a promotion may credit money to a member (a BONUS movement): the jurisdiction's
   * answer for the promotion the movement's reference names. Without it no bonus reaches a
   * member: Lei 14.790 art. 29 forbids any advance, bonus or prior advantage to bet in Brazil.
   */
  mayCreditBonus?: (promotion: string | null) => Promise<boolean>;
  /** Where the wallet mode (single, or main plus vendor wallets) is configured. */
  settings?: { getSetting(key: 'wallet'): Promise<WalletSetting> };
  /**
   * Told, after the commit, of the members whose balance a movement changed, for the live balance
   * push (docs/live.md). Never for a bet, a win or a rollback: those are the per-bet path, where a
   * NOTIFY's commit lock would serialise every bet; the game tells its page instead.
   */
  onMembersMoved?: (memberIds: string[]) => void;
  currency?: string;
  now?: () => Date;
}) => {
  const { repository } = options;
  const now = options.now ?? (() => new Date());
  /** The low-rate movements' members, told once the movement committed (never a replay). */
  const told = (input: MovementInput, result: MovementResult): MovementResult => {
    if (result.replayed || !options.onMembersMoved || PER_BET_KINDS.has(input.kind)) return result;
    const members = new Set(
      input.legs.flatMap((leg) => ('member' in leg.account ? [leg.account.member] : [])),
    );
    if (members.size > 0) options.onMembersMoved([...members]);
    return result;
  };
  const currency = options.currency ?? CURRENCY;

  const codeOf = (ref: AccountRef): string => {
    if ('member' in ref) return `member:${ref.member}:${ref.wallet ?? 'MAIN'}:${currency}`;
    if ('house' in ref) return `house:${ref.house}:${currency}`;
    return `house:VENDOR:${ref.vendor}:${currency}`;
  };

  /**
   * The ledger account a leg posts to. A house account that may go negative is split into
   * HOUSE_BUCKETS accounts (`<code>#<n>`, same house_code; the house's balance is their sum), the
   * bucket chosen from the movement's key: every bet and win of a vendor would otherwise queue on
   * one row lock. The choice is deterministic, so a retry posts to the same accounts.
   */
  const physicalCodeOf = (ref: AccountRef, idempotencyKey: string): string => {
    const code = codeOf(ref);
    if ('member' in ref || ('house' in ref && ref.house === 'PENDING_WITHDRAWAL')) return code;
    return `${code}#${bucketOf(idempotencyKey)}`;
  };

  // Account ids never change once created, so each instance remembers them: a movement then
  // costs no lookups before its transaction.
  const knownAccounts = createInstanceCache<{ id: string; code: string }>({ maxEntries: MAX_KNOWN_ACCOUNTS });
  const remember = (row: LedgerAccountRow) => knownAccounts.set(row.code, { id: row.id, code: row.code });

  const accountFor = async (
    ref: AccountRef,
    idempotencyKey: string,
  ): Promise<{ id: string; code: string }> => {
    const code = physicalCodeOf(ref, idempotencyKey);
    const known = knownAccounts.get(code);
    if (known) return known;
    const houseCode = 'member' in ref ? null : 'house' in ref ? ref.house : `VENDOR:${ref.vendor}`;
    const row: LedgerAccountRow = await repository.ensureAccount(
      'member' in ref
        ? { code, memberId: ref.member, wallet: ref.wallet ?? 'MAIN', currency, allowNegative: false }
        : // Money held for withdrawals is members' money: it can never be negative either.
          { code, houseCode, currency, allowNegative: houseCode !== 'PENDING_WITHDRAWAL' },
    );
    return remember(row);
  };

  /** The account if it exists already; never creates one. */
  const existingAccount = async (
    ref: AccountRef,
    idempotencyKey: string,
  ): Promise<{ id: string; code: string } | null> => {
    const code = physicalCodeOf(ref, idempotencyKey);
    const known = knownAccounts.get(code);
    if (known) return known;
    const row = await repository.findAccount(code);
    return row ? remember(row) : null;
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

  /** The result of a planned movement, from what ledger_post answered or had stored. */
  const toResult = (posted: PostedEntry, planned: PlannedMovement): MovementResult => {
    // The same key with different details is another request, not a retry.
    if (posted.fingerprint !== planned.entry.fingerprint) throw new AppError('duplicate-conflict');
    return {
      entryId: posted.entryId,
      replayed: posted.replayed,
      balances: Object.fromEntries(
        planned.accounts.map((account) => [account.code, posted.balances.get(account.id)!]),
      ),
    };
  };

  /** The answer to an overdraft: insufficient funds, with the account's balance now. */
  const insufficientFunds = async (accountId: string): Promise<AppError> => {
    const balance = (await repository.balances([accountId])).get(accountId) ?? 0;
    return new AppError('insufficient-funds', { value: { balance } });
  };

  /**
   * A BONUS that credits a member is refused unless the deployment's profile lets the promotion it
   * names put money in a wallet; nothing of it is posted. Held here, at the ledger's only writer,
   * so no promotion built later can give a bonus the profile forbids.
   */
  const assertBonusAllowed = async (input: MovementInput) => {
    if (input.kind !== 'BONUS') return;
    const credits = input.legs.some((leg) => 'member' in leg.account && leg.amount > 0);
    if (!credits) return;
    const promotion = input.reference?.promotion;
    const allowed = options.mayCreditBonus
      ? await options.mayCreditBonus(typeof promotion === 'string' ? promotion : null)
      : false;
    if (!allowed) throw new AppError('feature-unavailable');
  };

  const planWith = async (
    input: MovementInput,
    resolve: (ref: AccountRef, idempotencyKey: string) => Promise<{ id: string; code: string } | null>,
  ): Promise<PlannedMovement | null> => {
    assertWellFormed(input);
    await assertBonusAllowed(input);
    const resolved = await Promise.all(input.legs.map((leg) => resolve(leg.account, input.idempotencyKey)));
    if (resolved.some((account) => account === null)) return null;
    // ledger_post's lock order: members' accounts first, then house accounts, each by id (it
    // refuses any other, so two entries can never deadlock; house rows, shared, are locked last).
    const legs = input.legs
      .map((leg, index) => ({
        account: resolved[index]!,
        amount: leg.amount,
        house: !('member' in leg.account),
      }))
      .sort((a, b) => Number(a.house) - Number(b.house) || (a.account.id < b.account.id ? -1 : 1));
    return {
      accounts: legs.map((leg) => leg.account),
      entry: {
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        fingerprint: fingerprintOf(input),
        memberId: input.memberId ?? null,
        reference: input.reference ?? {},
        legs: legs.map((leg) => ({ accountId: leg.account.id, amount: leg.amount })),
      },
    };
  };

  const pagedPostings = async (scope: { accountId: string } | { memberId: string }, query: RecordsQuery) => {
    const { rows, total } = await repository.postingsOf(scope, {
      ...dayRange(query.from, query.to),
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
  };

  const walletMode = async (): Promise<WalletSetting> =>
    (await options.settings?.getSetting('wallet')) ?? {
      isSingle: true,
      vendorWallets: [],
      transferLimits: { min: 100, max: 5_000_000 },
    };

  /**
   * The forfeit of a grant: its BONUS balance (read under the locks) back to the house's BONUS
   * account, keyed by the grant. Accounts are resolved here, before any lock is taken.
   */
  const forfeitPlan = async (grant: BonusGrantRow, status: BonusForfeit['status']): Promise<BonusForfeit> => {
    const key = `bonus-forfeit:${grant.id}`;
    const bonus = { member: grant.memberId, wallet: BONUS_WALLET };
    const house = await accountFor({ house: 'BONUS' }, key);
    return {
      grantId: grant.id,
      status,
      entryOf: (locked, balance) => {
        const input: MovementInput = {
          idempotencyKey: key,
          kind: 'BONUS_FORFEIT',
          memberId: locked.memberId,
          reference: { grant: locked.id, promotionCode: locked.promotionCode, reason: status },
          legs: [
            { account: bonus, amount: -balance },
            { account: { house: 'BONUS' }, amount: balance },
          ],
        };
        return {
          idempotencyKey: key,
          kind: 'BONUS_FORFEIT',
          fingerprint: fingerprintOf(input),
          memberId: locked.memberId,
          reference: input.reference!,
          // Lock order: the member's account, then the house's.
          legs: [
            { accountId: locked.accountId, amount: -balance },
            { accountId: house.id, amount: balance },
          ],
        };
      },
    };
  };

  const service = {
    /** The code of a member's account: the key of its balance in a MovementResult. */
    codeOf: (ref: Extract<AccountRef, { member: string }>) => codeOf(ref),

    /** Checks a movement and resolves its accounts (opening them) without posting it (see PlannedMovement). */
    plan: async (input: MovementInput): Promise<PlannedMovement> => (await planWith(input, accountFor))!,

    /**
     * Like plan, but a member account that does not exist yet makes the plan null instead of being
     * opened: for money that can only follow earlier money (a win after a bet).
     */
    planFromExisting: (input: MovementInput): Promise<PlannedMovement | null> =>
      planWith(input, (ref, key) => ('member' in ref ? existingAccount(ref, key) : accountFor(ref, key))),

    /** The id of a member's ledger account, or null before their first movement. */
    accountIdOf: async (memberId: string, wallet = 'MAIN'): Promise<string | null> =>
      (await existingAccount({ member: memberId, wallet }, ''))?.id ?? null,

    /**
     * The member's MAIN account, opened if they never had one: a free spin moves no money of the
     * member's, yet its win must find their account (a member may play free spins before any
     * deposit).
     */
    openAccountOf: async (memberId: string): Promise<string> =>
      (await accountFor({ member: memberId }, '')).id,

    async move(input: MovementInput): Promise<MovementResult> {
      const planned = await service.plan(input);
      // Only a bet asks: wins and rollbacks always land, whatever happened to the account since.
      if (input.kind === 'BET' && input.memberId && !(await options.isEligibleToBet(input.memberId))) {
        // A retry of a bet posted before the member stopped being eligible still gets its answer.
        const earlier = await repository.findEntry(input.idempotencyKey);
        if (!earlier) throw new AppError('not-eligible');
        return toResult(earlier, planned);
      }
      try {
        if (input.kind === 'BET' && input.memberId) {
          // The member's own legs: the stake their limits count.
          const stake = -input.legs.reduce(
            (sum, leg) =>
              sum + ('member' in leg.account && leg.account.member === input.memberId ? leg.amount : 0),
            0,
          );
          const posted = await repository.postBet(planned.entry, input.memberId, stake);
          if ('refusal' in posted) throw new AppError(betRefusalCode(posted.refusal));
          return toResult(posted, planned);
        }
        return told(input, toResult(await repository.postEntry(planned.entry), planned));
      } catch (error) {
        if (error instanceof OverdraftError) throw await insufficientFunds(error.accountId);
        throw error;
      }
    },

    /**
     * A movement posted only if `check` lets it (it throws an AppError to refuse), with the
     * accounts of every member leg locked from before the check until the commit: nothing the
     * check reads about those members, such as their turnover, can change before the money moves,
     * and two such movements of one member run one after the other. The check reads only through
     * the `ledger` it is given (anything else would wait on the locks it holds); read settings
     * before. A key posted before answers as posted, unchecked. Not for bets (no eligibility
     * check), and a key moved here must never be moved through `move`.
     */
    async moveWhen(
      input: MovementInput,
      check: (ledger: LockedWallet) => Promise<void>,
      options: {
        /**
         * This member's active bonus grant is forfeited (FORFEITED_WITHDRAWAL) in the same
         * transaction, before the check: a withdrawal request gives the bonus up.
         */
        forfeitBonusOf?: string;
      } = {},
    ): Promise<MovementResult> {
      const planned = await service.plan(input);
      const members = new Set(
        input.legs.flatMap((leg) => ('member' in leg.account ? [codeOf(leg.account)] : [])),
      );
      // The plan's order is ledger_post's lock order, members' accounts first.
      const lockIds = planned.accounts
        .filter((account) => members.has(account.code))
        .map((account) => account.id);
      const locked = (ledger: LockedLedger): LockedWallet => ({
        turnoverOf: async (memberId) => turnoverFromSums(await ledger.sumsByKind(memberId, TURNOVER_KINDS)),
      });
      for (let pass = 0; pass < FORFEIT_PASSES; pass += 1) {
        const memberId = options.forfeitBonusOf;
        const grant = memberId ? await repository.activeGrantOf(memberId) : null;
        const forfeit =
          memberId && grant ? { memberId, ...(await forfeitPlan(grant, 'FORFEITED_WITHDRAWAL')) } : undefined;
        try {
          return told(
            input,
            toResult(
              await repository.postEntryWhen(
                planned.entry,
                // The BONUS account is locked with the others, in id order.
                forfeit && grant ? [...lockIds, grant.accountId].sort() : lockIds,
                (ledger) => check(locked(ledger)),
                forfeit,
              ),
              planned,
            ),
          );
        } catch (error) {
          if (error instanceof GrantChangedError) continue;
          if (error instanceof OverdraftError) throw await insufficientFunds(error.accountId);
          throw error;
        }
      }
      throw new AppError('service-unavailable');
    },

    /** A member's balance in centavos (0 before their first movement). */
    async balanceOf(memberId: string, wallet = 'MAIN'): Promise<number> {
      const account = await repository.findAccount(codeOf({ member: memberId, wallet }));
      return account?.balance ?? 0;
    },

    /** What a member holds over every wallet (main and vendor ones), in centavos. */
    async totalBalanceOf(memberId: string): Promise<number> {
      const accounts = await repository.accountsOf(memberId);
      return accounts.reduce((sum, account) => sum + Math.max(0, account.balance), 0);
    },

    /**
     * What came into a member's wallets (deposits, bonuses) and what they wagered (bets less
     * rolled-back bets), for the turnover a withdrawal needs. Centavos, all positive.
     */
    async turnoverOf(memberId: string): Promise<TurnoverSums> {
      return turnoverFromSums(await repository.sumsByKind(memberId, TURNOVER_KINDS));
    },

    /**
     * What a member's play moved over Brasília days [fromDay, toDay], from the day rows the
     * player limits read (the same sums as player_bet_refusal): stakes less refunds, loss net of
     * wins and refunds (negative when ahead), and bets less refunded ones.
     */
    async playOf(memberId: string, fromDay: string, toDay: string) {
      const sums = await repository.daySums(memberId, fromDay, toDay);
      const of = (kind: MovementKind) => sums.get(kind) ?? { amount: 0, entries: 0 };
      return {
        wagered: -(of('BET').amount + of('ROLLBACK').amount),
        lost: -(of('BET').amount + of('WIN').amount + of('ROLLBACK').amount),
        bets: of('BET').entries - of('ROLLBACK').entries,
      };
    },

    /**
     * What a member's play moved since `since` (a session's start), for the reality check: stakes
     * less refunds and wins, in centavos, both positive.
     */
    async playSince(memberId: string, since: Date): Promise<{ bets: number; wins: number }> {
      const sums = await repository.sumsByKindSince(memberId, ['BET', 'WIN', 'ROLLBACK'], since);
      const of = (kind: MovementKind) => sums.get(kind) ?? 0;
      return { bets: -(of('BET') + of('ROLLBACK')), wins: of('WIN') };
    },

    /** The main wallet's movements in a Brasília date range, newest first. */
    async transactionsOf(memberId: string, query: RecordsQuery) {
      const account = await repository.findAccount(codeOf({ member: memberId }));
      if (!account) return { content: [], page: query.page, totalPages: 0, total: 0 };
      return pagedPostings({ accountId: account.id }, query);
    },

    /** The account record: movements of every wallet of the member in a Brasília date range, newest first. */
    accountRecordOf: (memberId: string, query: RecordsQuery) => pagedPostings({ memberId }, query),

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

    /** What a member may bet with: cash (MAIN) plus the BONUS wallet of an active grant. */
    async playableBalanceOf(memberId: string): Promise<number> {
      const accounts = await repository.accountsOf(memberId);
      return accounts
        .filter((account) => account.currency === currency)
        .filter((account) => account.wallet === 'MAIN' || account.wallet === BONUS_WALLET)
        .reduce((sum, account) => sum + account.balance, 0);
    },

    /**
     * Credits a wagered bonus: the member's BONUS wallet from the house's BONUS account and an
     * ACTIVE grant, in one transaction keyed by `source` (a retry credits nothing more). Refused
     * with `bonus-grant-active` while the member wagers another (decision: one grant at a time,
     * docs/promotions.md), and with `feature-unavailable` where the profile allows no bonus.
     */
    async grantBonus(input: {
      source: string;
      memberId: string;
      amount: number;
      /** The profile's promotion kind the wallet asks about, and the promotion's code. */
      promotion: string;
      promotionCode: string;
      reference?: Record<string, unknown>;
      terms: BonusTerms;
    }): Promise<MovementResult & { grantId: string }> {
      const bonus = { member: input.memberId, wallet: BONUS_WALLET };
      const planned = await service.plan({
        idempotencyKey: input.source,
        kind: 'BONUS',
        memberId: input.memberId,
        reference: {
          ...input.reference,
          promotion: input.promotion,
          promotionCode: input.promotionCode,
          wallet: BONUS_WALLET,
        },
        legs: [
          { account: bonus, amount: input.amount },
          { account: { house: 'BONUS' }, amount: -input.amount },
        ],
      });
      const bonusAccount = planned.accounts.find((account) => account.code === codeOf(bonus))!;
      const posted = await repository.postGrant(planned.entry, {
        memberId: input.memberId,
        accountId: bonusAccount.id,
        source: input.source,
        promotionCode: input.promotionCode,
        amount: input.amount,
        required: input.amount * input.terms.multiplier,
        maxBet: input.terms.maxBet,
        contributions: input.terms.contributions,
        expiresAt: new Date(now().getTime() + input.terms.expiryDays * 86_400_000),
      });
      if (posted === 'grant-active') throw new AppError('bonus-grant-active');
      const grant = await repository.grantBySource(input.source);
      const result = toResult(posted, planned);
      if (!result.replayed) options.onMembersMoved?.([input.memberId]);
      return { ...result, grantId: grant!.id };
    },

    /**
     * Opens a free-spin grant (docs/decisions/0020-free-spins.md): `spins` rounds of `gameCode` at
     * `bet` centavos each, funded by the house when played, once per `source` (a retry opens
     * nothing more). No money moves now. Refused with `feature-unavailable` where the profile lets
     * the promotion give no bonus (BR: never), as a BONUS credit is: a free spin is a bonus given
     * before a bet.
     */
    async grantFreeSpins(input: {
      source: string;
      memberId: string;
      gameCode: string;
      spins: number;
      bet: number;
      /** The profile's promotion kind the wallet asks about, and the promotion's code. */
      promotion: string;
      promotionCode: string;
      expiryDays: number;
    }): Promise<{ grantId: string; replayed: boolean }> {
      const allowed = options.mayCreditBonus ? await options.mayCreditBonus(input.promotion) : false;
      if (!allowed) throw new AppError('feature-unavailable');
      const { grant, replayed } = await repository.openFreeSpinGrant({
        memberId: input.memberId,
        gameCode: input.gameCode,
        source: input.source,
        promotionCode: input.promotionCode,
        spinsTotal: input.spins,
        remaining: input.spins,
        bet: input.bet,
        expiresAt: new Date(now().getTime() + input.expiryDays * 86_400_000),
      });
      return { grantId: grant.id, replayed };
    },

    /** The member's free spins on a game, as the seamless answers carry them; null when none. */
    async freeSpinsOf(memberId: string, gameCode: string): Promise<SeamlessFreeSpins | null> {
      const [grant] = await repository.activeFreeSpinGrantsOf(memberId, gameCode);
      return grant ? { grantId: grant.id, remaining: grant.remaining, bet: grant.bet } : null;
    },

    /**
     * The movement of a free spin's stake (`FREE_SPIN`: the house BONUS account pays the vendor)
     * or of its refund (`FREE_SPIN_REFUND`: back to the house BONUS account); the member's
     * accounts are never in it. The seamless statements post it with the grant's spin.
     */
    planFreeSpin: (
      kind: 'FREE_SPIN' | 'FREE_SPIN_REFUND',
      input: FreeSpinMovement,
    ): Promise<PlannedMovement> => {
      const toVendor = kind === 'FREE_SPIN' ? input.amount : -input.amount;
      return service.plan({
        idempotencyKey: input.idempotencyKey,
        kind,
        memberId: input.memberId,
        reference: { ...input.reference, freeSpinGrant: input.grantId },
        legs: [
          { account: { house: 'BONUS' }, amount: -toVendor },
          { account: { vendor: input.vendor }, amount: toVendor },
        ],
      });
    },

    /**
     * Ends EXPIRED the free-spin grants whose time ran out by `at` (the expiry job), each once
     * whatever runs race. Answers the grants this run ended.
     */
    async expireFreeSpins(at: Date, limit = 500): Promise<Array<FreeSpinGrantView & { memberId: string }>> {
      const ended = await repository.expireFreeSpinGrants(at, limit);
      return ended.map((row) => ({ ...freeSpinView(row), memberId: row.memberId }));
    },

    /**
     * Ends a member's active grant for `status`: its BONUS balance back to the house, in one
     * transaction under the grant's lock. Null when there was none (or it ended meanwhile).
     */
    async forfeitBonus(memberId: string, status: BonusForfeit['status']): Promise<BonusGrantView | null> {
      for (let pass = 0; pass < FORFEIT_PASSES; pass += 1) {
        const grant = await repository.activeGrantOf(memberId);
        if (!grant) return null;
        try {
          const ended = await repository.forfeitGrant(memberId, await forfeitPlan(grant, status));
          return ended ? grantView(ended) : null;
        } catch (error) {
          if (!(error instanceof GrantChangedError)) throw error;
        }
      }
      throw new AppError('service-unavailable');
    },

    /**
     * Forfeits the grants whose time ran out by `at` (the expiry job): each in its own
     * transaction under its lock, so two instances running it forfeit each grant once. Answers
     * the grants this run ended.
     */
    async expireBonuses(at: Date, limit = 200): Promise<Array<BonusGrantView & { memberId: string }>> {
      const ended: Array<BonusGrantView & { memberId: string }> = [];
      for (const grant of await repository.expiredGrants(at, limit)) {
        const done = await repository
          .forfeitGrant(grant.memberId, await forfeitPlan(grant, 'FORFEITED_EXPIRED'))
          .catch((error: unknown) => {
            // A member's grant that converted and was replaced meanwhile: not this one's to end.
            if (error instanceof GrantChangedError) return null;
            throw error;
          });
        if (done) ended.push({ ...grantView(done), memberId: done.memberId });
      }
      return ended;
    },

    /** The member's active grant, if any (for the withdrawal page's warning). */
    activeBonusOf: async (memberId: string): Promise<BonusGrantView | null> => {
      const row = await repository.activeGrantOf(memberId);
      return row ? grantView(row) : null;
    },

    /** The bonus balance, the active grant with its progress, and the last grants. */
    async bonusDetailsOf(memberId: string): Promise<BonusDetailsResponse> {
      const [balance, rows, freeSpins] = await Promise.all([
        service.balanceOf(memberId, BONUS_WALLET),
        repository.grantsOf(memberId, BONUS_HISTORY),
        repository.activeFreeSpinGrantsOf(memberId),
      ]);
      const active = rows.find((row) => row.status === 'ACTIVE');
      return {
        balance,
        active: active ? grantView(active) : null,
        history: rows.filter((row) => row.status !== 'ACTIVE').map(grantView),
        freeSpins: freeSpins.map(freeSpinView),
      };
    },

    /**
     * The member's wallets: MAIN first, then each configured vendor wallet (0 before its first
     * movement), then any other vendor wallet still holding money after it left the configuration.
     */
    async walletsOf(memberId: string): Promise<Array<{ wallet: string; balance: number }>> {
      const mode = await walletMode();
      const balances = new Map(
        (await repository.accountsOf(memberId))
          .filter((account) => account.currency === currency)
          .map((account) => [account.wallet, account.balance]),
      );
      const configured = ['MAIN', ...(mode.isSingle ? [] : mode.vendorWallets)];
      // The BONUS wallet is no vendor's: the bonus details show it.
      const leftOver = [...balances.entries()]
        .filter(
          ([wallet, balance]) => !configured.includes(wallet) && wallet !== BONUS_WALLET && balance !== 0,
        )
        .map(([wallet]) => wallet);
      return [...configured, ...leftOver].map((wallet) => ({ wallet, balance: balances.get(wallet) ?? 0 }));
    },
  };
  return service;
};

export type WalletService = ReturnType<typeof createWalletService>;
