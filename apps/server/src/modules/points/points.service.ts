import type { z } from 'zod';
import type {
  ConvertPointRequest,
  PointBalanceResponse,
  PointConfig,
  PointEntry,
  PointPageQuery,
  PointRedeem,
  PointRedeemResponse,
  PointRewardResponse,
  PointTransactionsResponse,
  RedeemPointListResponse,
  RedeemPointRequest,
  SupportedLanguage,
} from '@platform/contracts';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import type { AuditService } from '../audit/index.js';
import type { MovementInput, PlannedMovement } from '../wallet/index.js';
import type { PointRedeemRow, PointRewardRow, PointsRepository, SpendInput } from './points.repository.js';

/** Rounds the earning job reads per run; a backlog is worked off over the following minutes. */
export const EARN_BATCH = 500;
/**
 * How long after a round's close time the earning job waits before reading it: a round's
 * closed_at is taken in its statement, so a later commit could otherwise land behind the cursor.
 */
export const EARN_SETTLE_MS = 60_000;

type RequestMeta = { ip: string; userAgent: string; language: SupportedLanguage };
type Member = { memberId: string; account: string };

export type PointsDependencies = {
  repository: PointsRepository;
  audit: Pick<AuditService, 'record'>;
  /** Rounds closed since a time with their valid bet (seamless.countedRoundsClosed). */
  countedRoundsClosed(
    range: { after: Date; before: Date },
    limit: number,
  ): Promise<Array<{ vendorCode: string; roundId: string; memberId: string; closedAt: Date; stake: number }>>;
  /** Throws incorrect-payment-password / too-many-requests; the attempt is taken before the check. */
  verifyPaymentPassword(memberId: string, password: string): Promise<void>;
  /** Whether points may become cash (the jurisdiction profile's bonusCredits); goods always may. */
  mayConvertToCash(): Promise<boolean>;
  /** The wallet's plan of a movement, posted by the points' own transaction (wallet.plan). */
  planMovement(input: MovementInput): Promise<PlannedMovement>;
  now?: () => Date;
};

const nameIn = (names: Record<string, string>, language: SupportedLanguage): string =>
  names[language] ?? names.PT ?? Object.values(names)[0] ?? '';

const toRedeem = (row: PointRedeemRow): PointRedeem => ({
  id: row.id,
  kind: row.kind,
  rewardName: row.rewardName,
  quantity: row.quantity,
  points: row.points,
  cash: row.cash,
  receivingAddress: row.receivingAddress,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

const pageOf = (query: z.output<typeof PointPageQuery>) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** The points mall's rules (docs/points.md). Trial accounts never get here: every route refuses them. */
export const createPointsService = (deps: PointsDependencies) => {
  const { repository, audit } = deps;

  const configOf = async (): Promise<PointConfig> => {
    const { turnoverPerPoint, cashPerPoint, minConvertPoints } = await repository.config();
    return { turnoverPerPoint, cashPerPoint, minConvertPoints };
  };

  /** Spends points after the payment password, audits the outcome, and answers it. */
  const spend = async (
    member: Member,
    input: Omit<SpendInput, 'memberId'>,
    password: string,
    meta: RequestMeta,
  ): Promise<PointRedeemResponse> => {
    const action = input.kind === 'CASH' ? 'points.convert' : 'points.redeem';
    const record = (result: 'ok' | 'refused', detail: Record<string, unknown>) =>
      audit.record({ action, result, memberId: member.memberId, account: member.account, ...meta, detail });
    const base = { requestId: input.requestId, points: input.points, quantity: input.quantity };
    try {
      await deps.verifyPaymentPassword(member.memberId, password);
    } catch (error) {
      if (error instanceof AppError) await record('refused', { ...base, reason: error.code });
      throw error;
    }
    const spent = await repository.spend({ ...input, memberId: member.memberId });
    switch (spent.outcome) {
      case 'done':
        await record('ok', { ...base, redeemId: spent.redeem.id, cash: spent.redeem.cash });
        return { redeem: toRedeem(spent.redeem), point: spent.point, balance: spent.cashBalance };
      case 'replayed':
        return {
          redeem: toRedeem(spent.redeem),
          point: await repository.balanceOf(member.memberId),
          balance: null,
        };
      case 'insufficient':
        await record('refused', { ...base, reason: 'insufficient-points' });
        throw new AppError('insufficient-points', { value: { point: spent.point } });
      case 'sold-out':
        await record('refused', { ...base, reason: 'point-reward-sold-out' });
        throw new AppError('point-reward-sold-out');
      default: {
        const unknown: never = spent;
        throw new Error(`unknown spend outcome ${JSON.stringify(unknown)}`);
      }
    }
  };

  return {
    config: configOf,

    async saveConfig(operator: Member, config: PointConfig, meta: RequestMeta): Promise<PointConfig> {
      const before = await configOf();
      await repository.saveConfig(config);
      await audit.record({
        action: 'points.config',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ...meta,
        detail: { before, after: config },
      });
      return configOf();
    },

    async balance(memberId: string): Promise<PointBalanceResponse> {
      const [point, config, convertible] = await Promise.all([
        repository.balanceOf(memberId),
        configOf(),
        deps.mayConvertToCash(),
      ]);
      return { point, cashValue: point * config.cashPerPoint, config, convertible };
    },

    async rewards(language: SupportedLanguage): Promise<PointRewardResponse> {
      const [rows, convertible] = await Promise.all([repository.activeRewards(), deps.mayConvertToCash()]);
      return {
        list: rows
          .filter((row: PointRewardRow) => convertible || row.kind !== 'CASH')
          .map((row: PointRewardRow) => ({
            id: row.id,
            kind: row.kind,
            name: nameIn(row.names, language),
            points: row.points,
            available: row.available,
            cash: row.cash,
          })),
      };
    },

    async redeemList(
      memberId: string,
      query: z.output<typeof PointPageQuery>,
    ): Promise<RedeemPointListResponse> {
      const { list, total } = await repository.redeemsOf(memberId, pageOf(query));
      return { list: list.map(toRedeem), page: query.page, pageSize: query.pageSize, total };
    },

    async transactions(
      memberId: string,
      query: z.output<typeof PointPageQuery>,
    ): Promise<PointTransactionsResponse> {
      const { list, total } = await repository.entriesOf(memberId, pageOf(query));
      const entries: PointEntry[] = list.map((row) => ({
        id: String(row.id),
        kind: row.kind,
        points: row.points,
        balance: row.balanceAfter,
        createdAt: row.createdAt.toISOString(),
      }));
      return { list: entries, page: query.page, pageSize: query.pageSize, total };
    },

    /** MCS2_redeemPointReward: a catalogue item for points, after the payment password. */
    async redeem(
      member: Member,
      input: z.output<typeof RedeemPointRequest>,
      meta: RequestMeta,
    ): Promise<PointRedeemResponse> {
      const reward = await repository.rewardById(input.rewardId);
      if (!reward) throw new AppError('point-reward-not-found');
      const address = input.receivingAddress ?? '';
      switch (reward.kind) {
        case 'GOODS':
          if (address === '')
            throw fieldsRejected([fieldIssue('receivingAddress', 'required', meta.language)]);
          break;
        case 'CASH':
          // Cash has its own call with its own amount; the catalogue's cash card leads there.
          throw new AppError('point-reward-not-found');
        default: {
          const unknown: never = reward.kind;
          throw new Error(`unknown reward kind ${String(unknown)}`);
        }
      }
      return spend(
        member,
        {
          requestId: input.requestId,
          reward,
          kind: 'GOODS',
          rewardName: nameIn(reward.names, meta.language),
          quantity: input.quantity,
          points: reward.points * input.quantity,
          cash: null,
          receivingAddress: address,
          status: 'IN_PROCESS',
          movement: null,
        },
        input.paymentPassword,
        meta,
      );
    },

    /** convertPoint: points to cash balance at the configured ratio, credited from the house's BONUS account. */
    async convert(
      member: Member,
      input: z.output<typeof ConvertPointRequest>,
      meta: RequestMeta,
    ): Promise<PointRedeemResponse> {
      if (!(await deps.mayConvertToCash())) throw new AppError('feature-unavailable');
      const config = await configOf();
      if (input.points < config.minConvertPoints) {
        throw fieldsRejected([
          fieldIssue('points', 'pointsMinimum', meta.language, { min: config.minConvertPoints }),
        ]);
      }
      const cash = input.points * config.cashPerPoint;
      const movement = await deps.planMovement({
        idempotencyKey: `points-conversion:${member.memberId}:${input.requestId}`,
        kind: 'POINTS_CONVERSION',
        memberId: member.memberId,
        reference: { requestId: input.requestId, points: input.points },
        legs: [
          { account: { member: member.memberId }, amount: cash },
          { account: { house: 'BONUS' }, amount: -cash },
        ],
      });
      return spend(
        member,
        {
          requestId: input.requestId,
          reward: null,
          kind: 'CASH',
          rewardName: '',
          quantity: 1,
          points: input.points,
          cash,
          receivingAddress: null,
          // Nothing to send: the cash is credited in the same transaction.
          status: 'APPROVED',
          movement,
        },
        input.paymentPassword,
        meta,
      );
    },

    /** An operator approves (sent) or rejects (points back, once) a goods redeem in process. */
    async decide(
      operator: Member,
      input: { id: string; decision: 'APPROVE' | 'REJECT' },
      meta: RequestMeta,
    ): Promise<{ redeem: PointRedeem }> {
      const decided = await repository.decide({
        id: input.id,
        approve: input.decision === 'APPROVE',
        operator: operator.account,
      });
      const record = (result: 'ok' | 'refused', detail: Record<string, unknown>) =>
        audit.record({
          action: 'points.decide',
          result,
          memberId: operator.memberId,
          account: operator.account,
          ...meta,
          detail: { id: input.id, decision: input.decision, ...detail },
        });
      switch (decided.outcome) {
        case 'done':
          await record('ok', { member: decided.redeem.memberId, points: decided.redeem.points });
          return { redeem: toRedeem(decided.redeem) };
        case 'not-found':
          throw new AppError('point-redeem-not-found');
        case 'decided':
          await record('refused', { reason: 'point-redeem-decided', status: decided.redeem.status });
          throw new AppError('point-redeem-decided', { value: { status: decided.redeem.status } });
        default: {
          const unknown: never = decided;
          throw new Error(`unknown decision outcome ${JSON.stringify(unknown)}`);
        }
      }
    },

    /**
     * Points another module rewards (a claimed mission), credited once per source key however
     * often it is asked (the history line's unique key, under the member's row lock). Shown in the
     * history as a mission's reward (or a check-in's, kind CHECK_IN). Answers whether this call
     * credited them and the points now.
     */
    async award(input: {
      memberId: string;
      sourceKey: string;
      points: number;
      kind?: 'MISSION' | 'CHECK_IN' | 'PROMOTION';
    }) {
      const credited = await repository.earn([{ ...input, kind: input.kind ?? 'MISSION' }], null);
      return { credited: credited > 0, point: await repository.balanceOf(input.memberId) };
    },

    /**
     * The earning job: rounds closed after the cursor (and at least EARN_SETTLE_MS ago), each
     * earning floor(valid bet / turnoverPerPoint) points once (key earn:<vendor>:<round>).
     * Answers how many rounds were credited in this run.
     */
    async earn(): Promise<number> {
      const { turnoverPerPoint, earnedUntil } = await repository.config();
      const before = new Date((deps.now?.() ?? new Date()).getTime() - EARN_SETTLE_MS);
      const rounds = await deps.countedRoundsClosed({ after: earnedUntil, before }, EARN_BATCH);
      const earning = rounds
        .map((round) => ({
          memberId: round.memberId,
          sourceKey: `earn:${round.vendorCode}:${round.roundId}`,
          points: Math.floor(round.stake / turnoverPerPoint),
        }))
        .filter((round) => round.points > 0);
      return repository.earn(earning, rounds.at(-1)?.closedAt ?? null);
    },
  };
};

export type PointsService = ReturnType<typeof createPointsService>;
