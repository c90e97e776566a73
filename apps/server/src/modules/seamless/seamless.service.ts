import { createHash, randomBytes } from 'node:crypto';
import type {
  SeamlessAdjustRequest,
  SeamlessAdjustResponse,
  SeamlessBetRequest,
  SeamlessRollbackRequest,
  SeamlessWinBatchRequest,
  SeamlessWinRequest,
} from '@platform/contracts';
import {
  CURRENCY,
  DEFAULT_VALID_TURNOVER,
  type SeamlessBalanceResponse,
  type SeamlessWinBatchResponse,
  type SeamlessWinBatchResult,
  type ValidTurnoverSetting,
} from '@platform/contracts';
import type { z } from 'zod';
import {
  AppError,
  createInstanceCache,
  isTimestampedBodySigned,
  isWithinSignatureWindow,
  signTimestampedBody,
} from '@platform/server-kit';
import { brasiliaDay, dayRange } from '../../lib/day-range.js';
import type { AuditService } from '../audit/index.js';
import type { MovementInput, PlannedMovement, WalletService } from '../wallet/index.js';
import type {
  PostOutcome,
  SeamlessRepository,
  VendorRow,
  VendorTransactionRow,
} from './seamless.repository.js';

/** A signed request older or newer than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;
const LAUNCH_TOKEN_MINUTES = 10;
/**
 * Vendors are read on every signed call, but change only when an operator edits one: a disabled
 * vendor or a rotated secret takes effect within this time on every instance.
 */
export const VENDOR_CACHE_MS = 10_000;
const SESSION_HOURS = 24;
const SESSION_CACHE_MS = 60_000;
const MAX_CACHED_SESSIONS = 50_000;
const MAX_CACHED_VENDORS = 1_000;
/** A rollback reads its bet again at most this often when the bet arrives while it runs. */
const ROLLBACK_PASSES = 3;
/** An adjustment plans its take-back again at most this often when the balance moves meanwhile. */
const ADJUST_PASSES = 3;
/** A batched win runs again at most this often when it raced another request. */
const WIN_BATCH_PASSES = 3;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A seamless call's x-signature, as a vendor computes it (the kit's, shared with the studio). */
export const signSeamlessBody = (secret: string, timestamp: string, body: string): string =>
  signTimestampedBody(secret, timestamp, body);

export type SignedRequest = {
  vendorCode: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
};

/** Members the seamless wallet may name: the accounts module answers who they are. */
export type PlayerDirectory = { nicknameOf(memberId: string): Promise<string | null> };

/**
 * The seamless wallet game vendors call: authenticate, balance, bet, win and rollback. Every call
 * is signed; every money call is idempotent by the vendor's transaction id and moves money only
 * through the wallet. See docs/seamless-wallet.md.
 */
export const createSeamlessService = (options: {
  repository: SeamlessRepository;
  wallet: WalletService;
  players: PlayerDirectory;
  /** Where adjustments of closed rounds are audited (every one, done or refused). */
  audit?: Pick<AuditService, 'record'>;
  /** The operator's valid-turnover policy (the `validTurnover` setting); the default's when absent. */
  validTurnover?: () => Promise<ValidTurnoverSetting>;
  /**
   * Told when a bet is refused by one of the member's own limits (the inbox's `limit-reached`,
   * once per limit and Brasília day). Asked on that refusal only, never on a bet that passes.
   */
  limitReached?: (
    memberId: string,
    limit: 'LOSS' | 'WAGER' | 'BET_COUNT' | 'SESSION_TIME',
  ) => Promise<unknown>;
  now?: () => Date;
}) => {
  const { repository, wallet } = options;
  const now = options.now ?? (() => new Date());

  const clock = () => now().getTime();
  const vendors = createInstanceCache<VendorRow>({ maxEntries: MAX_CACHED_VENDORS, now: clock });
  const vendorNamed = async (code: string): Promise<VendorRow | null> => {
    const cached = vendors.get(code);
    if (cached) return cached;
    const row = await repository.findVendor(code);
    // Unknown codes are not remembered: a caller cannot fill the cache with made-up vendors.
    return row ? vendors.set(code, row, clock() + VENDOR_CACHE_MS) : null;
  };

  const answer = async (memberId: string, duplicate?: boolean): Promise<SeamlessBalanceResponse> => ({
    playerId: memberId,
    currency: CURRENCY,
    // What the player may bet with: cash plus an active bonus (docs/promotions.md).
    balance: await wallet.playableBalanceOf(memberId),
    ...(duplicate === undefined ? {} : { duplicate }),
  });
  /** The balance answer with the member's free spins on the session's game, when they have any. */
  const answerWithFreeSpins = async (
    memberId: string,
    gameCode: string,
  ): Promise<SeamlessBalanceResponse> => {
    const [balance, freeSpins] = await Promise.all([
      answer(memberId),
      wallet.freeSpinsOf(memberId, gameCode),
    ]);
    return freeSpins ? { ...balance, freeSpins } : balance;
  };
  /** A repeat of a processed transaction: the same request gets the stored answer, another is refused. */
  const repeatOf = (
    existing: Pick<VendorTransactionRow, 'type' | 'fingerprint' | 'response'>,
    fingerprint: string,
  ): SeamlessBalanceResponse => {
    if (existing.type === 'tombstone') throw new AppError('already-rolled-back');
    if (existing.fingerprint !== fingerprint) throw new AppError('duplicate-conflict');
    return { ...(existing.response as SeamlessBalanceResponse), duplicate: true };
  };

  /**
   * Ledger keys. A vendor's bet or win is keyed by its own transaction id, a refund by the bet's id
   * under another prefix: no transaction id a vendor can choose makes a key of the other kind.
   */
  const walletKey = (vendor: VendorRow, transactionId: string) => `vendor:${vendor.code}:${transactionId}`;
  const refundKey = (vendor: VendorRow, betTransactionId: string) =>
    `vendor-refund:${vendor.code}:${betTransactionId}`;

  /**
   * The wallet movement of a vendor's bet or win: between the member (first leg) and the vendor's
   * house account, keyed by the vendor's transaction id.
   */
  const vendorMovement = (
    vendor: VendorRow,
    kind: 'BET' | 'WIN',
    memberId: string,
    input: { transactionId: string; roundId: string; gameCode: string; amount: number },
  ): MovementInput => {
    const toMember = kind === 'BET' ? -input.amount : input.amount;
    return {
      idempotencyKey: walletKey(vendor, input.transactionId),
      kind,
      memberId,
      reference: {
        vendor: vendor.code,
        round: input.roundId,
        game: input.gameCode,
        transaction: input.transactionId,
      },
      legs: [
        { account: { member: memberId }, amount: toMember },
        { account: { vendor: vendor.code }, amount: -toMember },
      ],
    };
  };

  /** The refund of a bet: one key per bet, whichever rollback asks for it. */
  const refundMovement = (
    vendor: VendorRow,
    bet: Pick<VendorTransactionRow, 'transactionId' | 'roundId' | 'amount'> & { memberId: string },
  ): MovementInput => ({
    idempotencyKey: refundKey(vendor, bet.transactionId),
    kind: 'ROLLBACK',
    memberId: bet.memberId,
    reference: { vendor: vendor.code, round: bet.roundId, bet: bet.transactionId },
    legs: [
      { account: { vendor: vendor.code }, amount: -bet.amount },
      { account: { member: bet.memberId }, amount: bet.amount },
    ],
  });

  // Vendor sessions never change once created, so each instance remembers them until they expire
  // (at most SESSION_CACHE_MS): a bet then costs no session lookup.
  const sessions = createInstanceCache<{ memberId: string }>({ maxEntries: MAX_CACHED_SESSIONS, now: clock });
  const sessionOf = async (vendor: VendorRow, sessionToken: string) => {
    const tokenHash = sha256(sessionToken);
    const key = `${vendor.code}:${tokenHash}`;
    const cached = sessions.get(key);
    if (cached) return cached;
    const row = await repository.findSession(tokenHash, vendor.code);
    if (!row) return null;
    const until = Math.min(row.expiresAt.getTime(), clock() + SESSION_CACHE_MS);
    return sessions.set(key, { memberId: row.memberId }, until);
  };

  /** A win's request fingerprint: a repeat of its transaction id must carry the same request. */
  const winFingerprint = (input: {
    playerId: string;
    roundId: string;
    gameCode: string;
    amount: number;
    closeRound: boolean;
    reason?: string | undefined;
  }) =>
    sha256(
      JSON.stringify([
        'win',
        input.playerId,
        input.roundId,
        input.gameCode,
        input.amount,
        input.closeRound,
        // Only when given, so an ordinary win keeps the fingerprint it had before reasons existed.
        ...(input.reason ? [input.reason] : []),
      ]),
    );

  /**
   * A win's movement and the member's account. A win is never refused for eligibility or an
   * expired token: the bet was accepted. It pays into accounts that exist already (the bet's), so
   * a made-up player opens nothing (no account: null).
   */
  const winPlan = async (
    vendor: VendorRow,
    input: { playerId: string; transactionId: string; roundId: string; gameCode: string; amount: number },
  ): Promise<{ movement: PlannedMovement | null; memberAccountId: string | null }> => {
    const movement =
      input.amount > 0
        ? await wallet.planFromExisting(vendorMovement(vendor, 'WIN', input.playerId, input))
        : null;
    return {
      movement,
      memberAccountId: movement ? movement.accounts[0]!.id : await wallet.accountIdOf(input.playerId),
    };
  };

  /** The member's limit each limit refusal names. */
  const LIMIT_OF_REFUSAL = {
    'loss-limit-reached': 'LOSS',
    'wager-limit-reached': 'WAGER',
    'bet-count-limit-reached': 'BET_COUNT',
    'session-time-limit-reached': 'SESSION_TIME',
  } as const;

  /** The vendor's answer to what seamless_bet or seamless_win did. */
  const answerPosted = async (
    vendor: VendorRow,
    transactionId: string,
    memberId: string,
    fingerprint: string,
    posted: PostOutcome,
  ): Promise<SeamlessBalanceResponse> => {
    switch (posted.outcome) {
      case 'done':
        return { playerId: memberId, currency: CURRENCY, balance: posted.balance, duplicate: false };
      case 'repeat':
        return repeatOf(
          posted as Pick<VendorTransactionRow, 'type' | 'fingerprint' | 'response'>,
          fingerprint,
        );
      case 'raced': {
        const existing = await repository.findTransaction(vendor.code, transactionId);
        return repeatOf(existing!, fingerprint);
      }
      case 'insufficient-funds':
        throw new AppError('insufficient-funds', { value: await answer(memberId) });
      case 'duplicate-conflict':
      case 'round-closed':
      case 'round-has-wins':
      case 'already-rolled-back':
      case 'not-eligible':
      case 'bet-not-found':
      case 'play-paused':
      case 'self-excluded':
      case 'identity-not-verified':
      case 'bonus-max-bet-exceeded':
      case 'free-spins-exhausted':
      case 'free-spin-bet-mismatch':
        throw new AppError(posted.outcome);
      case 'loss-limit-reached':
      case 'wager-limit-reached':
      case 'bet-count-limit-reached':
      case 'session-time-limit-reached':
        await options.limitReached?.(memberId, LIMIT_OF_REFUSAL[posted.outcome]);
        throw new AppError(posted.outcome);
      case 'bet-arrived':
        // Only a rollback answers this, and it plans again instead of answering.
        throw new Error('seamless: bet-arrived reached the answer');
      default: {
        const unknown: never = posted;
        throw new Error(`seamless: unknown outcome ${JSON.stringify(unknown)}`);
      }
    }
  };

  /**
   * One batched win's answer: the single win's answer to what seamless_win did with it, as data
   * (a refusal is the entry's error code, the other entries are still answered).
   */
  const batchResultOf = async (
    vendor: VendorRow,
    win: { transactionId: string; playerId: string },
    fingerprint: string,
    posted: PostOutcome,
  ): Promise<SeamlessWinBatchResult> => {
    const key = { transactionId: win.transactionId, playerId: win.playerId };
    try {
      const { balance, duplicate } = await answerPosted(
        vendor,
        win.transactionId,
        win.playerId,
        fingerprint,
        posted,
      );
      return {
        ...key,
        success: true,
        duplicate: duplicate ?? false,
        ...(balance === undefined ? {} : { balance }),
      };
    } catch (error) {
      if (error instanceof AppError) return { ...key, success: false, errorCode: error.code };
      throw error;
    }
  };

  /**
   * One adjustment attempt: plan what moves (all of a positive one; of a negative one, what the
   * balance last read covers) and run the statement, which checks that plan under the locks.
   */
  const adjustOnce = async (
    vendor: VendorRow,
    input: z.output<typeof SeamlessAdjustRequest>,
    fingerprint: string,
    balance: number,
  ) => {
    const applied = input.amount > 0 ? input.amount : -Math.min(-input.amount, Math.max(balance, 0));
    const movement =
      applied !== 0
        ? await wallet.planFromExisting(
            vendorMovement(vendor, 'WIN', input.playerId, { ...input, amount: applied }),
          )
        : null;
    const memberAccountId = movement ? movement.accounts[0]!.id : await wallet.accountIdOf(input.playerId);
    if (!memberAccountId) return { outcome: 'round-not-found' } as const;
    return repository.adjust({
      vendorCode: vendor.code,
      transactionId: input.transactionId,
      memberId: input.playerId,
      roundId: input.roundId,
      gameCode: input.gameCode,
      requested: input.amount,
      applied: applied === 0 ? null : applied,
      fingerprint,
      currency: CURRENCY,
      movement,
      memberAccountId,
    });
  };

  /**
   * A free spin (docs/decisions/0020-free-spins.md): the house BONUS account pays the stake, one
   * spin comes off the grant, in one statement (seamless_free_spin_bet); the member's money is
   * never touched.
   */
  const freeSpinBet = async (
    vendor: VendorRow,
    input: z.output<typeof SeamlessBetRequest> & { freeSpinGrantId: string },
    memberId: string,
    fingerprint: string,
  ): Promise<SeamlessBalanceResponse> => {
    const [movement, memberAccountId] = await Promise.all([
      wallet.planFreeSpin('FREE_SPIN', {
        idempotencyKey: walletKey(vendor, input.transactionId),
        memberId,
        vendor: vendor.code,
        grantId: input.freeSpinGrantId,
        amount: input.amount,
        reference: {
          vendor: vendor.code,
          round: input.roundId,
          game: input.gameCode,
          transaction: input.transactionId,
        },
      }),
      wallet.openAccountOf(memberId),
    ]);
    const posted = await repository.placeFreeSpinBet({
      vendorCode: vendor.code,
      transactionId: input.transactionId,
      memberId,
      roundId: input.roundId,
      gameCode: input.gameCode,
      amount: input.amount,
      fingerprint,
      currency: CURRENCY,
      movement,
      memberAccountId,
      freeSpinGrantId: input.freeSpinGrantId,
    });
    return answerPosted(vendor, input.transactionId, memberId, fingerprint, posted);
  };

  /** The refund a rollback plans for a bet: to the member, or a free spin's to the house. */
  const refundPlanOf = async (
    vendor: VendorRow,
    bet: VendorTransactionRow,
    memberId: string,
  ): Promise<{ movement: PlannedMovement; memberAccountId: string | null }> => {
    if (bet.freeSpinGrantId) {
      const [movement, memberAccountId] = await Promise.all([
        wallet.planFreeSpin('FREE_SPIN_REFUND', {
          idempotencyKey: refundKey(vendor, bet.transactionId),
          memberId,
          vendor: vendor.code,
          grantId: bet.freeSpinGrantId,
          amount: bet.amount,
          reference: { vendor: vendor.code, round: bet.roundId, bet: bet.transactionId },
        }),
        wallet.accountIdOf(memberId),
      ]);
      return { movement, memberAccountId };
    }
    const movement = await wallet.plan(refundMovement(vendor, { ...bet, memberId }));
    const memberCode = wallet.codeOf({ member: memberId });
    return {
      movement,
      memberAccountId: movement.accounts.find((account) => account.code === memberCode)!.id,
    };
  };

  const validTurnoverOfMany = async (memberIds: readonly string[], range: { from: Date; to: Date }) =>
    repository.validTurnoverOf(memberIds, range, (await options.validTurnover?.()) ?? DEFAULT_VALID_TURNOVER);

  return {
    /** The names of the given vendors (those it knows), for records and vendor wallets. */
    async vendorNamesOf(codes: readonly string[]): Promise<Map<string, string>> {
      const rows = await Promise.all([...new Set(codes)].map((code) => vendorNamed(code)));
      return new Map(rows.flatMap((row) => (row ? [[row.code, row.name] as const] : [])));
    },

    /**
     * Replaces a vendor's signing secret: the composition root, at start, from the environment
     * (before any call could have cached the vendor here; other instances re-read it within
     * VENDOR_CACHE_MS).
     */
    async setVendorSecret(code: string, secret: string): Promise<void> {
      if (!(await repository.setVendorSecret(code, secret))) {
        throw new Error(`the ${code} vendor is missing: was the database seeded?`);
      }
    },

    /** Checks the signature and the timestamp window; answers the calling vendor. */
    async verify(request: SignedRequest): Promise<VendorRow> {
      const vendor = request.vendorCode ? await vendorNamed(request.vendorCode) : null;
      const timestamp = Number(request.timestamp);
      if (!vendor || !vendor.enabled || !request.signature || !Number.isFinite(timestamp)) {
        throw new AppError('invalid-signature');
      }
      if (!isWithinSignatureWindow(timestamp, now().getTime(), SIGNATURE_WINDOW_MS))
        throw new AppError('invalid-signature');
      const signed = isTimestampedBodySigned({
        secret: vendor.secret,
        timestamp: request.timestamp!,
        body: request.rawBody,
        signature: request.signature,
      });
      if (!signed) throw new AppError('invalid-signature');
      return vendor;
    },

    /** The betting record: one line per round, with what was bet and won. */
    async betRecordsOf(
      memberId: string,
      query: {
        from: string;
        to: string;
        vendor?: string | undefined;
        status?: string | undefined;
        page: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await repository.roundsOf(memberId, {
        ...dayRange(query.from, query.to),
        vendor: query.vendor,
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { content: rows, page: query.page, totalPages: Math.ceil(total / query.pageSize), total };
    },

    /**
     * Valid-bet turnover: what the member staked in rounds started within a time range, as the
     * operator's policy counts cash-outs and voided rounds (settled rounds always count, bets
     * refunded in a round that went on never). Rewards for betting (VIP levels, rebates) count this.
     */
    validTurnoverOf: async (memberId: string, range: { from: Date; to: Date }) =>
      (await validTurnoverOfMany([memberId], range)).get(memberId) ?? 0,

    /** As validTurnoverOf, for many members in one query (members with none left out). */
    validTurnoverOfMany,

    /** Rounds closed within a time range with their game and valid bet, oldest first (points and missions count them). */
    countedRoundsClosed: async (range: { after: Date; before: Date }, limit: number) =>
      repository.countedRoundsClosed(
        range,
        limit,
        (await options.validTurnover?.()) ?? DEFAULT_VALID_TURNOVER,
      ),

    /** Valid bets per member and game of the rounds closed in a time range (the rebate's periods). */
    validTurnoverByGame: async (range: { from: Date; to: Date; memberId?: string }) =>
      repository.validTurnoverByGame(range, (await options.validTurnover?.()) ?? DEFAULT_VALID_TURNOVER),

    /** The winners board's source: each player's best net win per game since a time. */
    bestNetWins: (since: Date, limit: number) => repository.bestNetWins(since, limit),

    /** The hot labels' source: games by rounds played since a time. */
    mostPlayed: (since: Date, limit: number) => repository.mostPlayed(since, limit),

    /** Personal profit and loss: per Brasília day and in total, from settled and open rounds. */
    async profitOf(memberId: string, query: { from: string; to: string }) {
      const { rows } = await repository.roundsOf(memberId, {
        ...dayRange(query.from, query.to),
        limit: 100_000,
        offset: 0,
      });
      const byDay = new Map<string, { bets: number; betAmount: number; winAmount: number }>();
      for (const round of rows) {
        if (round.status === 'rolled-back') continue;
        const key = brasiliaDay(new Date(round.time));
        const day = byDay.get(key) ?? { bets: 0, betAmount: 0, winAmount: 0 };
        day.bets += 1;
        day.betAmount += round.betAmount;
        day.winAmount += round.winAmount;
        byDay.set(key, day);
      }
      const days = [...byDay.entries()]
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([day, totals]) => ({ day, ...totals, profit: totals.winAmount - totals.betAmount }));
      const total = days.reduce(
        (sum, day) => ({
          bets: sum.bets + day.bets,
          betAmount: sum.betAmount + day.betAmount,
          winAmount: sum.winAmount + day.winAmount,
          profit: sum.profit + day.profit,
        }),
        { bets: 0, betAmount: 0, winAmount: 0, profit: 0 },
      );
      return { days, total };
    },

    /** For the games module: a one-time token the game's launch URL carries to the vendor. */
    async createLaunchToken(input: {
      memberId: string;
      vendorCode: string;
      gameCode: string;
    }): Promise<string> {
      const token = newToken();
      await repository.insertToken({
        tokenHash: sha256(token),
        kind: 'launch',
        ...input,
        expiresAt: new Date(now().getTime() + LAUNCH_TOKEN_MINUTES * 60_000),
      });
      return token;
    },

    /** Exchanges a launch token (once) for a player session the vendor uses for bets. */
    async authenticate(vendor: VendorRow, launchToken: string) {
      const launch = await repository.useLaunchToken(sha256(launchToken), vendor.code);
      if (!launch) throw new AppError('invalid-token');
      const sessionToken = newToken();
      await repository.insertToken({
        tokenHash: sha256(sessionToken),
        kind: 'session',
        vendorCode: vendor.code,
        memberId: launch.memberId,
        gameCode: launch.gameCode,
        expiresAt: new Date(now().getTime() + SESSION_HOURS * 3_600_000),
      });
      const nickname = (await options.players.nicknameOf(launch.memberId)) ?? '';
      return { sessionToken, nickname, ...(await answerWithFreeSpins(launch.memberId, launch.gameCode)) };
    },

    async balance(vendor: VendorRow, sessionToken: string): Promise<SeamlessBalanceResponse> {
      const session = await repository.findSession(sha256(sessionToken), vendor.code);
      if (!session) throw new AppError('invalid-token');
      return answerWithFreeSpins(session.memberId, session.gameCode);
    },

    /**
     * Debits a bet. Refused for a bad token, a settled round, a rolled-back id, an ineligible
     * member, a player limit it would pass (docs/responsible-gaming.md) or missing funds; the checks, the posting and the record are one statement.
     */
    async bet(
      vendor: VendorRow,
      input: z.output<typeof SeamlessBetRequest>,
    ): Promise<SeamlessBalanceResponse> {
      const fingerprint = sha256(
        JSON.stringify([
          'bet',
          input.roundId,
          input.gameCode,
          input.amount,
          // Only for a free spin, so an ordinary bet keeps the fingerprint it had before them.
          ...(input.freeSpinGrantId ? [input.freeSpinGrantId] : []),
        ]),
      );
      const session = await sessionOf(vendor, input.sessionToken);
      if (!session) {
        // A repeat is answered as before even after its session has ended.
        const existing = await repository.findTransaction(vendor.code, input.transactionId);
        if (existing) return repeatOf(existing, fingerprint);
        throw new AppError('invalid-token');
      }
      const { memberId } = session;
      const { freeSpinGrantId } = input;
      if (freeSpinGrantId) return freeSpinBet(vendor, { ...input, freeSpinGrantId }, memberId, fingerprint);
      const movement = await wallet.plan(vendorMovement(vendor, 'BET', memberId, input));
      const posted = await repository.placeBet({
        vendorCode: vendor.code,
        transactionId: input.transactionId,
        memberId,
        roundId: input.roundId,
        gameCode: input.gameCode,
        amount: input.amount,
        fingerprint,
        currency: CURRENCY,
        movement,
        memberAccountId: movement.accounts[0]!.id,
      });
      return answerPosted(vendor, input.transactionId, memberId, fingerprint, posted);
    },

    /** Credits a win on a round that had a bet; by default the win settles (closes) the round. */
    async win(
      vendor: VendorRow,
      input: z.output<typeof SeamlessWinRequest>,
    ): Promise<SeamlessBalanceResponse> {
      const fingerprint = winFingerprint(input);
      const { movement, memberAccountId } = await winPlan(vendor, input);
      if (!memberAccountId) {
        const existing = await repository.findTransaction(vendor.code, input.transactionId);
        if (existing) return repeatOf(existing, fingerprint);
        throw new AppError('bet-not-found');
      }
      const posted = await repository.settleWin({
        vendorCode: vendor.code,
        transactionId: input.transactionId,
        memberId: input.playerId,
        roundId: input.roundId,
        gameCode: input.gameCode,
        amount: input.amount,
        closeRound: input.closeRound,
        reason: input.reason ?? null,
        fingerprint,
        currency: CURRENCY,
        movement,
        memberAccountId,
      });
      return answerPosted(vendor, input.transactionId, input.playerId, fingerprint, posted);
    },

    /**
     * Closing wins in one call (decision 0021): planned here as single wins are, applied in one
     * statement and transaction, each answered on its own. An entry for a player the wallet has
     * never seen is answered without the statement (as the single win answers it). A batch that
     * raced another request is run again whole: its entries already done then answer as repeats.
     */
    async winBatch(
      vendor: VendorRow,
      input: z.output<typeof SeamlessWinBatchRequest>,
    ): Promise<SeamlessWinBatchResponse> {
      const planned = await Promise.all(
        input.wins.map(async (win) => {
          const fingerprint = winFingerprint({ ...win, closeRound: true });
          return { win, fingerprint, ...(await winPlan(vendor, win)) };
        }),
      );
      const results = new Array<SeamlessWinBatchResult>(planned.length);
      // An entry for a player the wallet has never seen: a repeat of its id, or no bet to pay.
      await Promise.all(
        planned.map(async ({ win, fingerprint, memberAccountId }, index) => {
          if (memberAccountId) return;
          const existing = await repository.findTransaction(vendor.code, win.transactionId);
          results[index] = existing
            ? await batchResultOf(vendor, win, fingerprint, { outcome: 'repeat', ...existing })
            : {
                transactionId: win.transactionId,
                playerId: win.playerId,
                success: false,
                errorCode: 'bet-not-found',
              };
        }),
      );
      const known = planned.flatMap((entry, index) => (entry.memberAccountId ? [index] : []));
      for (let pass = 0; known.length > 0; pass += 1) {
        if (pass === WIN_BATCH_PASSES) throw new AppError('service-unavailable');
        const posted = await repository.settleWins(
          vendor.code,
          CURRENCY,
          known.map((index) => {
            const { win, fingerprint, movement, memberAccountId } = planned[index]!;
            return {
              transactionId: win.transactionId,
              memberId: win.playerId,
              roundId: win.roundId,
              gameCode: win.gameCode,
              amount: win.amount,
              reason: win.reason ?? null,
              fingerprint,
              movement,
              memberAccountId,
            };
          }),
        );
        if (posted.outcome === 'raced') continue;
        await Promise.all(
          posted.entries.map(async (outcome, position) => {
            const index = known[position]!;
            const { win, fingerprint } = planned[index]!;
            results[index] = await batchResultOf(vendor, win, fingerprint, outcome);
          }),
        );
        break;
      }
      return { currency: CURRENCY, results };
    },

    /**
     * Refunds a bet of an open round, once, in one statement under the round's lock; or, for a bet
     * never seen, records a tombstone so the bet is refused if it comes (only for a player who
     * opened this vendor's games). Never answers success without having done one of the two.
     */
    async rollback(
      vendor: VendorRow,
      input: z.output<typeof SeamlessRollbackRequest>,
    ): Promise<SeamlessBalanceResponse> {
      const fingerprint = sha256(JSON.stringify(['rollback', input.playerId, input.betTransactionId]));
      // A bet that arrives between reading it and the statement makes the statement answer
      // 'bet-arrived'; it is there to be read the next time, so a second pass settles it.
      for (let pass = 0; pass < ROLLBACK_PASSES; pass += 1) {
        const bet = await repository.findTransaction(vendor.code, input.betTransactionId);
        const refundable = bet?.type === 'bet' && bet.memberId === input.playerId ? bet : null;
        const refund = refundable ? await refundPlanOf(vendor, refundable, input.playerId) : null;
        const movement = refund?.movement ?? null;
        const posted = await repository.rollBack({
          vendorCode: vendor.code,
          transactionId: input.transactionId,
          memberId: input.playerId,
          betTransactionId: input.betTransactionId,
          roundId: input.roundId ?? null,
          fingerprint,
          currency: CURRENCY,
          betAmount: refundable?.amount ?? null,
          movement,
          memberAccountId: refund ? refund.memberAccountId : await wallet.accountIdOf(input.playerId),
        });
        if (posted.outcome !== 'bet-arrived') {
          return answerPosted(vendor, input.transactionId, input.playerId, fingerprint, posted);
        }
      }
      throw new AppError('service-unavailable');
    },

    /**
     * Moves money on a closed round (settled or rolled back): a positive amount pays more, a
     * negative one takes back at most what the round paid, and of that at most the member's
     * balance; the rest is recorded as unrecovered (decision 0016). Idempotent by transactionId;
     * every answer, done or refused, is audited.
     */
    async adjust(
      vendor: VendorRow,
      input: z.output<typeof SeamlessAdjustRequest>,
      context: { ip: string },
    ): Promise<SeamlessAdjustResponse> {
      const fingerprint = sha256(
        JSON.stringify(['adjust', input.playerId, input.roundId, input.gameCode, input.amount]),
      );
      const audited = async (result: 'ok' | 'refused', detail: Record<string, unknown>) =>
        options.audit?.record({
          action: 'seamless.adjust',
          result,
          memberId: input.playerId,
          account: vendor.code,
          ip: context.ip,
          detail: {
            vendor: vendor.code,
            round: input.roundId,
            transaction: input.transactionId,
            requested: input.amount,
            ...detail,
          },
        });
      try {
        let balance = input.amount < 0 ? await wallet.balanceOf(input.playerId) : 0;
        for (let pass = 0; pass < ADJUST_PASSES; pass += 1) {
          const posted = await adjustOnce(vendor, input, fingerprint, balance);
          switch (posted.outcome) {
            case 'done': {
              await audited('ok', { applied: posted.applied, unrecovered: posted.unrecovered });
              return {
                playerId: input.playerId,
                currency: CURRENCY,
                balance: posted.balance,
                duplicate: false,
                applied: posted.applied,
                unrecovered: posted.unrecovered,
              };
            }
            case 'replan':
              balance = posted.balance;
              continue;
            case 'repeat':
            case 'raced': {
              const existing =
                posted.outcome === 'repeat'
                  ? { ...posted, response: posted.response as Record<string, unknown> }
                  : (await repository.findTransaction(vendor.code, input.transactionId))!;
              // A repeat moves nothing: answered as before, and not audited again.
              return repeatOf(existing, fingerprint) as SeamlessAdjustResponse;
            }
            case 'round-not-found':
            case 'round-not-settled':
            case 'adjustment-exceeds-paid':
            case 'duplicate-conflict':
              throw new AppError(posted.outcome);
            default: {
              const unknown: never = posted;
              throw new Error(`seamless: unknown adjustment outcome ${JSON.stringify(unknown)}`);
            }
          }
        }
        throw new AppError('service-unavailable');
      } catch (error) {
        if (error instanceof AppError) await audited('refused', { errorCode: error.code });
        throw error;
      }
    },

    /** The adjustments whose take-back the members' balances did not cover, oldest first. */
    unrecoveredAdjustments: (limit = 100) => repository.unrecoveredAdjustments(limit),
  };
};

export type SeamlessService = ReturnType<typeof createSeamlessService>;
