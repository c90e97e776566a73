import { createHash } from 'node:crypto';
import type {
  RebateClaimResponse,
  RebatePage,
  RebateRecord,
  RebateSetting,
  RebateSummaryResponse,
  Whitelabel,
} from '@platform/contracts';
import { AppError, isAppError } from '@platform/server-kit';
import { brasiliaDay, brasiliaDayStart } from '../../lib/day-range.js';
import type { Principal } from '../../plugins/route-registry.js';
import type { AuditService } from '../audit/index.js';
import type { MovementInput, PlannedMovement } from '../wallet/index.js';
import type { ComputedRebate, RebateRepository, RebateRow } from './rebate.repository.js';
import { expiryOf, periodRange, periodsToCompute, ratesOfLevel, rebateLinesOf } from './rebate-rule.js';
import { nextRebateStatus } from './rebate-state.js';

/** Rows the job inserts, pays or expires per statement. */
const BATCH = 500;
/** A claim whose rows moved under it (a period computed, another claim) reads them again this often. */
const CLAIM_ATTEMPTS = 5;

type Meta = { ip: string; userAgent: string };
type Operator = { memberId: string; account: string } & Meta;

export type RebateDeps = {
  repository: RebateRepository;
  settings: {
    getSetting(key: 'whitelabel'): Promise<Whitelabel>;
    getSetting(key: 'rebate'): Promise<RebateSetting>;
    updateSetting(key: 'rebate', value: unknown): Promise<unknown>;
  };
  /** Whether the jurisdiction profile lets the rebate credit a bonus (BR: no, Lei 14.790 art. 29). */
  allowed: () => Promise<boolean>;
  /** Valid bets per member and game of the rounds closed in a range (seamless, decision 0017). */
  validTurnoverByGame: (range: {
    from: Date;
    to: Date;
    memberId?: string;
  }) => Promise<Array<{ memberId: string; gameCode: string; turnover: number }>>;
  /** Game code → game type (games' catalogue). */
  gameTypesOf: (gameCodes: readonly string[]) => Promise<Map<string, string>>;
  /** The member's VIP level now (loyalty). */
  vipLevelsOf: (memberIds: string[]) => Promise<Map<string, number>>;
  /** The wallet's plan of a movement, posted by the rebate's own transaction (wallet.plan). */
  planMovement: (input: MovementInput) => Promise<PlannedMovement>;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
};

/** The movement that pays rows: a cash BONUS from the house's BONUS account, kind REBATE. */
const movementOf = (memberId: string, rows: RebateRow[], idempotencyKey: string): MovementInput => {
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  return {
    idempotencyKey,
    kind: 'BONUS',
    memberId,
    // `promotion` is the profile's kind: the wallet refuses the credit where REBATE is off.
    reference: { promotion: 'REBATE', periods: rows.map((row) => row.period) },
    legs: [
      { account: { member: memberId }, amount },
      { account: { house: 'BONUS' }, amount: -amount },
    ],
  };
};

/** A claim's key names its rows: the same rows claimed twice are one movement in the ledger. */
const claimKeyOf = (memberId: string, rows: RebateRow[]) =>
  `rebate-claim:${memberId}:${createHash('sha256')
    .update(
      rows
        .map((row) => row.id)
        .sort()
        .join(','),
    )
    .digest('hex')
    .slice(0, 32)}`;

const toRecord = (row: RebateRow): RebateRecord => ({
  id: row.id,
  period: row.period,
  vipLevel: row.vipLevel,
  amount: row.amount,
  status: row.status,
  categories: row.categories,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * The player rebate (docs/rebate.md): computed per closed Brasília day by the job, one row per
 * member and period; paid as one cash BONUS per claim (the manualRebate page) or per row by the
 * job in automatic mode. Nothing here writes the ledger: the wallet plans each movement and
 * ledger_post posts it in the same transaction that moves the rows.
 */
export const createRebateService = (deps: RebateDeps) => {
  const now = deps.now ?? (() => new Date());

  const memberOf = (principal: Principal | null) => {
    if (!principal) throw new AppError('unauthorized');
    return principal.memberId;
  };

  /** The profile first (a market's rule), then the operator's MANPLAYREB3 flag for the page. */
  const assertOffered = async () => {
    if (!(await deps.allowed())) throw new AppError('feature-unavailable');
    const whitelabel = await deps.settings.getSetting('whitelabel');
    if (!whitelabel.MANPLAYREB3) throw new AppError('operation-not-allowed');
  };

  /** One member's rebate for one closed period, or null below the minimum payout. */
  const computeMember = (
    setting: RebateSetting,
    period: string,
    memberId: string,
    vipLevel: number,
    turnover: Array<{ gameType: string | undefined; turnover: number }>,
  ): ComputedRebate | null => {
    const { lines, amount } = rebateLinesOf(turnover, ratesOfLevel(setting, vipLevel));
    if (amount <= 0 || amount < setting.minimumPayout) return null;
    return {
      memberId,
      period,
      vipLevel,
      amount,
      categories: lines,
      expiresAt: expiryOf(period, setting.claimDays),
    };
  };

  const computePeriod = async (setting: RebateSetting, period: string): Promise<number> => {
    const turnover = await deps.validTurnoverByGame(periodRange(period));
    const types = await deps.gameTypesOf(turnover.map((row) => row.gameCode));
    const byMember = new Map<string, Array<{ gameType: string | undefined; turnover: number }>>();
    for (const row of turnover) {
      const list = byMember.get(row.memberId) ?? [];
      list.push({ gameType: types.get(row.gameCode), turnover: row.turnover });
      byMember.set(row.memberId, list);
    }
    // Each batch of members' VIP levels in two queries, where each member cost two of its own.
    let inserted = 0;
    const members = [...byMember.keys()];
    for (let start = 0; start < members.length; start += BATCH) {
      const batch = members.slice(start, start + BATCH);
      const levels = await deps.vipLevelsOf(batch);
      const rebates = batch
        .map((memberId) =>
          computeMember(setting, period, memberId, levels.get(memberId) ?? 0, byMember.get(memberId)!),
        )
        .filter((rebate): rebate is ComputedRebate => rebate !== null);
      inserted += await deps.repository.insertRebates(rebates);
    }
    await deps.repository.markComputed(period, byMember.size);
    return inserted;
  };

  /** Pays rows through one planned movement; 'changed' when a row moved first. */
  const settleRows = async (
    memberId: string,
    rows: RebateRow[],
    event: 'CLAIM' | 'PAY',
    idempotencyKey: string,
  ) => {
    const to = nextRebateStatus('PENDING', event);
    if (to !== 'CLAIMED' && to !== 'PAID') throw new Error(`rebate ${event} does not pay`);
    const movement = await deps.planMovement(movementOf(memberId, rows, idempotencyKey));
    return deps.repository.settle({ memberId, ids: rows.map((row) => row.id), to, movement });
  };

  /** The automatic mode's payout: each pending row once, under its own key. */
  const payPending = async (): Promise<number> => {
    let paid = 0;
    for (;;) {
      const rows = await deps.repository.pendingBatch(BATCH);
      let moved = 0;
      for (const row of rows) {
        const result = await settleRows(row.memberId, [row], 'PAY', `rebate:${row.id}`);
        if (result.outcome === 'changed') continue;
        moved += 1;
        await deps.audit.record({
          action: 'rebate.payout',
          result: 'ok',
          memberId: row.memberId,
          ip: 'job',
          detail: { rebateId: row.id, period: row.period, amount: row.amount, entryId: result.entryId },
        });
      }
      paid += moved;
      // Rows a claim took meanwhile are not pending any more; a full batch of them ends the run.
      if (rows.length < BATCH || moved === 0) return paid;
    }
  };

  return {
    /** The manualRebate page: pending sum, today's running lines, the history. */
    async summary(principal: Principal | null, query: RebatePage): Promise<RebateSummaryResponse> {
      const memberId = memberOf(principal);
      await assertOffered();
      const at = now();
      const [setting, pending, history, vipLevel, running] = await Promise.all([
        deps.settings.getSetting('rebate'),
        deps.repository.pendingOf(memberId),
        deps.repository.historyOf(memberId, {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        deps.vipLevelsOf([memberId]).then((levels) => levels.get(memberId) ?? 0),
        deps.validTurnoverByGame({ from: brasiliaDayStart(at), to: at, memberId }),
      ]);
      const types = await deps.gameTypesOf(running.map((row) => row.gameCode));
      const today = rebateLinesOf(
        running.map((row) => ({ gameType: types.get(row.gameCode), turnover: row.turnover })),
        ratesOfLevel(setting, vipLevel),
      );
      const pendingAmount = pending.reduce((sum, row) => sum + row.amount, 0);
      return {
        mode: setting.mode,
        claimable: pending.length > 0,
        pendingAmount,
        pendingCount: pending.length,
        minimumPayout: setting.minimumPayout,
        vipLevel,
        today: { period: brasiliaDay(at), categories: today.lines },
        history: history.rows.map(toRecord),
        page: query.page,
        totalPages: Math.ceil(history.total / query.pageSize),
        total: history.total,
      };
    },

    /** The member claims every pending rebate in one BONUS movement (audited, refusals too). */
    async claim(principal: Principal | null, meta: Meta): Promise<RebateClaimResponse> {
      const memberId = memberOf(principal);
      await assertOffered();
      const refused = (errorCode: string) =>
        deps.audit.record({
          action: 'rebate.claim',
          result: 'refused',
          memberId,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { errorCode },
        });
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
        const rows = await deps.repository.pendingOf(memberId);
        if (rows.length === 0) {
          await refused('rebate-nothing-to-claim');
          throw new AppError('rebate-nothing-to-claim');
        }
        let result;
        try {
          result = await settleRows(memberId, rows, 'CLAIM', claimKeyOf(memberId, rows));
        } catch (error) {
          if (isAppError(error)) await refused(error.code);
          throw error;
        }
        if (result.outcome === 'changed') continue;
        const amount = rows.reduce((sum, row) => sum + row.amount, 0);
        const periods = rows.map((row) => row.period);
        await deps.audit.record({
          action: 'rebate.claim',
          result: 'ok',
          memberId,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { amount, periods, rebateIds: rows.map((row) => row.id), entryId: result.entryId },
        });
        return { amount, periods, balance: result.memberBalance };
      }
      // The rows kept moving under it (the job paying them one by one): nothing was paid here.
      await refused('rebate-changed');
      throw new AppError('rebate-changed');
    },

    /**
     * The job: computes every closed period not yet computed, expires what was not claimed in
     * time and, in automatic mode, pays what is pending. Safe to run twice at once: rows are
     * unique per member and period and every move is conditional.
     */
    async run(): Promise<{ periods: string[]; computed: number; expired: number; paid: number }> {
      if (!(await deps.allowed())) return { periods: [], computed: 0, expired: 0, paid: 0 };
      const setting = await deps.settings.getSetting('rebate');
      const periods = periodsToCompute(now(), await deps.repository.lastComputedPeriod());
      let computed = 0;
      for (const period of periods) computed += await computePeriod(setting, period);
      let expired = 0;
      for (;;) {
        const rows = await deps.repository.expireDue(BATCH);
        expired += rows.length;
        if (rows.length < BATCH) break;
      }
      const paid = setting.mode === 'AUTO' ? await payPending() : 0;
      return { periods, computed, expired, paid };
    },

    async setting(): Promise<RebateSetting> {
      return deps.settings.getSetting('rebate');
    },

    /** An operator's change of the rule, audited with what it replaced; applies from the next period. */
    async changeSetting(operator: Operator, value: RebateSetting): Promise<RebateSetting> {
      const before = await deps.settings.getSetting('rebate');
      await deps.settings.updateSetting('rebate', value);
      await deps.audit.record({
        action: 'rebate.settings',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ip: operator.ip,
        userAgent: operator.userAgent,
        detail: { before, after: value },
      });
      return value;
    },
  };
};

export type RebateService = ReturnType<typeof createRebateService>;
