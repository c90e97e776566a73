import type { z } from 'zod';
import {
  maskWinnerName,
  MISSION_LEADERBOARD_SIZE,
  type ClaimMissionRequest,
  type ClaimMissionResponse,
  type MemberMission,
  type MissionLeaderboardRequest,
  type MissionLeaderboardResponse,
  type MissionRewardKind,
  type MissionSummaryResponse,
  type OperatorMission,
  type SaveMissionRequest,
  type SupportedLanguage,
} from '@platform/contracts';
import { AppError, isAppError } from '@platform/server-kit';
import { memberAuditor, type AuditService } from '../audit/index.js';
import type { WalletService } from '../wallet/index.js';
import { CLAIM_GRACE_MS, claimableUntil, periodOf } from './mission-period.js';
import { shownState } from './mission-state.js';
import type { MissionRow, MissionsRepository, ProgressRow } from './missions.repository.js';
import { createProgressCounter, type ProgressSources } from './mission-progress.js';

type RequestMeta = { ip: string; userAgent: string; language: SupportedLanguage };
type Who = { memberId: string; account: string };

/** Claims the job pays again per run when their payout was interrupted. */
const REPAY_BATCH = 100;
/** A claim is left to its own request this long before the job pays it instead. */
const REPAY_AFTER_MS = 60_000;
/** Source keys are kept this long: far beyond any period a late source could still count in. */
const SOURCE_KEY_RETENTION_MS = 35 * 86_400_000;

export type MissionsDependencies = ProgressSources & {
  repository: MissionsRepository;
  audit: Pick<AuditService, 'record'>;
  /** Whether the jurisdiction profile offers missions at all (promotion MISSIONS; BR: no). */
  offered(): Promise<boolean>;
  /** Whether a mission may pay a cash bonus (the profile's bonusCredits for MISSIONS). */
  bonusAllowed(): Promise<boolean>;
  /** Credits points once per source key (points.award). */
  awardPoints(input: { memberId: string; sourceKey: string; points: number }): Promise<{ point: number }>;
  wallet: Pick<WalletService, 'move' | 'codeOf'>;
  accountNamesOf(memberIds: string[]): Promise<Map<string, string>>;
  now?: () => Date;
};

const toOperator = (row: MissionRow): OperatorMission => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  category: row.category as OperatorMission['category'],
  minAmount: row.minAmount,
  target: row.target,
  period: row.period,
  rewardKind: row.rewardKind,
  rewardAmount: row.rewardAmount,
  names: row.names,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  enabled: row.enabled,
  sort: row.sort,
});

/**
 * Missions (docs/missions.md): the member's missions of the current periods, the claim that pays
 * a completed one once, the period's leaderboard, the operators' missions, and the two jobs
 * (progress from rounds and deposits; expiry and interrupted payouts).
 */
export const createMissionsService = (deps: MissionsDependencies) => {
  const { repository, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const counter = createProgressCounter({ ...deps, now });

  const audited = memberAuditor(audit);

  const assertOffered = async () => {
    if (!(await deps.offered())) throw new AppError('feature-unavailable');
  };

  /** Whether the profile lets a mission pay this kind of reward; points always may. */
  const rewardAllowed = async (kind: MissionRewardKind): Promise<boolean> => {
    switch (kind) {
      case 'POINTS':
        return true;
      case 'BONUS':
        return deps.bonusAllowed();
      default: {
        const unknown: never = kind;
        throw new Error(`unknown mission reward ${String(unknown)}`);
      }
    }
  };

  const toMember = (
    row: MissionRow,
    span: { key: string; endsAt: Date },
    progress: ProgressRow | null,
    language: SupportedLanguage,
    at: Date,
  ): MemberMission => {
    const until = claimableUntil(span.endsAt);
    return {
      id: row.id,
      code: row.code,
      name: row.names[language] || row.names.PT,
      kind: row.kind,
      category: row.category as MemberMission['category'],
      minAmount: row.minAmount,
      period: row.period,
      periodKey: span.key,
      target: progress?.target ?? row.target,
      progress: progress?.progress ?? 0,
      state: shownState(progress?.state ?? 'IN_PROGRESS', until, at),
      rewardKind: progress?.rewardKind ?? row.rewardKind,
      rewardAmount: progress?.rewardAmount ?? row.rewardAmount,
      periodEndsAt: span.endsAt.toISOString(),
      claimableUntil: until.toISOString(),
      secondsLeft: Math.max(0, Math.floor((span.endsAt.getTime() - at.getTime()) / 1000)),
    };
  };

  /**
   * Pays a claimed mission's reward, once whatever happens: points under the key
   * `mission:<progress>`, a bonus under the wallet's key `mission-claim:<progress>`. A bonus the
   * wallet refuses (the profile turned bonus credits off since) pays nothing and the claim is undone.
   */
  const pay = async (
    row: ProgressRow,
  ): Promise<{ point: number | null; balance: number | null; entryId: number | null }> => {
    switch (row.rewardKind) {
      case 'POINTS': {
        const { point } = await deps.awardPoints({
          memberId: row.memberId,
          sourceKey: `mission:${row.id}`,
          points: row.rewardAmount,
        });
        await repository.markPaid(row.id);
        return { point, balance: null, entryId: null };
      }
      case 'BONUS': {
        try {
          const moved = await deps.wallet.move({
            idempotencyKey: `mission-claim:${row.id}`,
            kind: 'BONUS',
            memberId: row.memberId,
            // `promotion` names the profile's kind: the wallet refuses the credit where it is off.
            reference: {
              promotion: 'MISSIONS',
              missionId: row.missionId,
              periodKey: row.periodKey,
              progressId: row.id,
            },
            legs: [
              { account: { member: row.memberId }, amount: row.rewardAmount },
              { account: { house: 'BONUS' }, amount: -row.rewardAmount },
            ],
          });
          await repository.markPaid(row.id);
          return {
            point: null,
            balance: moved.balances[deps.wallet.codeOf({ member: row.memberId })] ?? null,
            entryId: moved.entryId,
          };
        } catch (error) {
          if (isAppError(error)) await repository.undoClaim(row.id);
          throw error;
        }
      }
      default: {
        const unknown: never = row.rewardKind;
        throw new Error(`unknown mission reward ${String(unknown)}`);
      }
    }
  };

  return {
    // Members --------------------------------------------------------------------------------------
    /** MCSFE_getMissionSummaryDetails: the current periods' missions and those still claimable. */
    async summary(memberId: string, language: SupportedLanguage): Promise<MissionSummaryResponse> {
      await assertOffered();
      const at = now();
      const [missions, rows, bonus] = await Promise.all([
        repository.missions(),
        repository.progressOf(memberId, new Date(at.getTime() - CLAIM_GRACE_MS)),
        deps.bonusAllowed(),
      ]);
      const shown = new Map(
        missions
          .filter((row) => row.enabled && (row.rewardKind === 'POINTS' || bonus))
          .map((row) => [row.id, row]),
      );
      const current = [...shown.values()]
        .filter((row) => row.startsAt <= at && (row.endsAt === null || row.endsAt > at))
        .map((row) => {
          const span = periodOf(row.period, at);
          const progress =
            rows.find((item) => item.missionId === row.id && item.periodKey === span.key) ?? null;
          return { sort: row.sort, item: toMember(row, span, progress, language, at) };
        });
      // Completed in a period just ended and still within its claim window.
      const previous = rows
        .filter((item) => item.periodEndsAt <= at && item.state === 'COMPLETED' && shown.has(item.missionId))
        .map((item) => ({
          sort: shown.get(item.missionId)!.sort,
          item: toMember(
            shown.get(item.missionId)!,
            { key: item.periodKey, endsAt: item.periodEndsAt },
            item,
            language,
            at,
          ),
        }))
        .filter((entry) => entry.item.state === 'COMPLETED');
      const list = [...previous, ...current]
        .sort(
          (a, b) =>
            Number(b.item.state === 'COMPLETED') - Number(a.item.state === 'COMPLETED') ||
            a.sort - b.sort ||
            a.item.code.localeCompare(b.item.code) ||
            a.item.periodKey.localeCompare(b.item.periodKey),
        )
        .map((entry) => entry.item);
      return {
        list,
        claimableCount: list.filter((item) => item.state === 'COMPLETED').length,
        serverTime: at.toISOString(),
      };
    },

    /** MCSFE_claimMissionReward: a completed mission's reward, paid once; every claim audited. */
    async claim(
      member: Who,
      input: z.output<typeof ClaimMissionRequest>,
      meta: RequestMeta,
    ): Promise<ClaimMissionResponse> {
      const detail = { missionId: input.missionId, periodKey: input.periodKey };
      if (!(await deps.offered())) {
        await audited('mission.claim', meta, member, { ...detail, reason: 'feature-unavailable' }, 'refused');
        throw new AppError('feature-unavailable');
      }
      const row = await repository.missionById(input.missionId);
      if (!row || !row.enabled || !(await rewardAllowed(row.rewardKind))) {
        await audited('mission.claim', meta, member, { ...detail, reason: 'mission-not-found' }, 'refused');
        throw new AppError('mission-not-found');
      }
      const at = now();
      const claimed = await repository.claim({
        memberId: member.memberId,
        missionId: row.id,
        periodKey: input.periodKey,
        claimableAfter: new Date(at.getTime() - CLAIM_GRACE_MS),
      });
      switch (claimed.outcome) {
        case 'not-claimable':
          await audited(
            'mission.claim',
            meta,
            member,
            { ...detail, code: row.code, reason: 'mission-not-claimable', state: claimed.state },
            'refused',
          );
          throw new AppError('mission-not-claimable', { value: { state: claimed.state } });
        case 'claimed':
          break;
        default: {
          const unknown: never = claimed;
          throw new Error(`unknown claim outcome ${JSON.stringify(unknown)}`);
        }
      }
      const progress = claimed.row;
      const reward = {
        rewardKind: progress.rewardKind,
        rewardAmount: progress.rewardAmount,
        progressId: progress.id,
      };
      let paid: Awaited<ReturnType<typeof pay>>;
      try {
        paid = await pay(progress);
      } catch (error) {
        const reason = isAppError(error) ? error.code : 'payout-interrupted';
        await audited(
          'mission.claim',
          meta,
          member,
          { ...detail, code: row.code, ...reward, reason },
          'refused',
        );
        throw error;
      }
      await audited('mission.claim', meta, member, {
        ...detail,
        code: row.code,
        ...reward,
        entryId: paid.entryId,
      });
      const after = (await repository.progressRow(member.memberId, row.id, input.periodKey)) ?? progress;
      return {
        mission: toMember(
          row,
          { key: after.periodKey, endsAt: after.periodEndsAt },
          after,
          meta.language,
          at,
        ),
        point: paid.point,
        balance: paid.balance,
      };
    },

    /** getMissionLeaderboard: the period's leaders by missions completed, names masked. */
    async leaderboard(
      memberId: string,
      input: z.output<typeof MissionLeaderboardRequest>,
    ): Promise<MissionLeaderboardResponse> {
      await assertOffered();
      const span = periodOf(input.period, now());
      const { top, me } = await repository.leaderboard({
        period: input.period,
        periodKey: span.key,
        limit: MISSION_LEADERBOARD_SIZE,
        memberId,
      });
      const names = await deps.accountNamesOf(top.map((line) => line.memberId));
      return {
        period: input.period,
        periodKey: span.key,
        periodEndsAt: span.endsAt.toISOString(),
        list: top.map((line) => ({
          rank: line.rank,
          account: maskWinnerName(names.get(line.memberId) ?? ''),
          completed: line.completed,
          points: line.points,
        })),
        me: { rank: me?.rank ?? null, completed: me?.completed ?? 0, points: me?.points ?? 0 },
      };
    },

    // Operators ------------------------------------------------------------------------------------
    async missions(): Promise<{ list: OperatorMission[] }> {
      return { list: (await repository.missions()).map(toOperator) };
    },

    async save(
      operator: Who,
      input: z.output<typeof SaveMissionRequest>,
      meta: { ip: string; userAgent: string },
    ): Promise<OperatorMission> {
      const row = await repository.saveMission({
        code: input.code,
        kind: input.kind,
        category: input.category,
        minAmount: input.minAmount,
        target: input.target,
        period: input.period,
        rewardKind: input.rewardKind,
        rewardAmount: input.rewardAmount,
        names: input.names,
        startsAt: new Date(input.startsAt),
        endsAt: input.endsAt === null ? null : new Date(input.endsAt),
        enabled: input.enabled,
        sort: input.sort,
      });
      await audited('mission.save', meta, operator, { mission: toOperator(row) });
      return toOperator(row);
    },

    async disable(
      operator: Who,
      code: string,
      meta: { ip: string; userAgent: string },
    ): Promise<OperatorMission> {
      const row = await repository.disableMission(code);
      if (!row) {
        await audited('mission.disable', meta, operator, { code, reason: 'mission-not-found' }, 'refused');
        throw new AppError('mission-not-found');
      }
      await audited('mission.disable', meta, operator, { code });
      return toOperator(row);
    },

    // Jobs -----------------------------------------------------------------------------------------
    /** The progress job: settled rounds and paid deposits since the cursors, each counted once. */
    async countProgress(): Promise<{ rounds: number; deposits: number }> {
      return counter.run(await deps.offered());
    },

    /**
     * The settling job: missions past their claim window become EXPIRED, claims whose payout was
     * interrupted are paid (under the same keys, so never twice), old source keys are dropped.
     */
    async settle(): Promise<{ expired: number; repaid: number }> {
      const at = now();
      const expired = await repository.expire(new Date(at.getTime() - CLAIM_GRACE_MS));
      let repaid = 0;
      for (const row of await repository.unpaidClaims(new Date(at.getTime() - REPAY_AFTER_MS), REPAY_BATCH)) {
        try {
          const paid = await pay(row);
          repaid += 1;
          await audited(
            'mission.payout',
            { ip: 'job' },
            { memberId: row.memberId },
            {
              progressId: row.id,
              rewardKind: row.rewardKind,
              rewardAmount: row.rewardAmount,
              entryId: paid.entryId,
            },
          );
        } catch (error) {
          if (!isAppError(error)) throw error;
          await audited(
            'mission.payout',
            { ip: 'job' },
            { memberId: row.memberId },
            { progressId: row.id, errorCode: error.code },
            'refused',
          );
        }
      }
      await repository.pruneSources(new Date(at.getTime() - SOURCE_KEY_RETENTION_MS));
      return { expired, repaid };
    },
  };
};

export type MissionsService = ReturnType<typeof createMissionsService>;
