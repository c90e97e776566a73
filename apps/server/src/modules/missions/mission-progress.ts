import type { MissionRow, CountedSource, MissionsRepository, Contribution } from './missions.repository.js';
import { claimableUntil, periodOf } from './mission-period.js';

/** Sources read per run and kind; a backlog is worked off over the following minutes. */
export const PROGRESS_BATCH = 500;
/**
 * How long after a round closes or a deposit is paid the job waits before reading it: both times
 * are taken before their transaction commits, so a later commit could otherwise land behind the
 * cursor (as the points mall's earning waits, docs/points.md).
 */
export const PROGRESS_SETTLE_MS = 60_000;

/** Where progress comes from: other modules' reads, wired in the module's start. */
export type ProgressSources = {
  /** Settled rounds with their game and valid bet (seamless.countedRoundsClosed). */
  countedRoundsClosed(
    range: { after: Date; before: Date },
    limit: number,
  ): Promise<
    Array<{
      vendorCode: string;
      roundId: string;
      memberId: string;
      gameCode: string;
      closedAt: Date;
      stake: number;
    }>
  >;
  /** The catalogue game type of each game code (games.gameTypesOf). */
  gameTypesOf(gameCodes: readonly string[]): Promise<Map<string, string>>;
  /** Paid deposits (payments.memberTotals.paidDepositsBetween). */
  paidDepositsBetween(
    range: { after: Date; before: Date },
    limit: number,
  ): Promise<Array<{ id: string; memberId: string; amount: number; paidAt: Date }>>;
};

/** What one source adds to each mission it counts for, in the period of the source's time. */
const contributionsOf = (
  missions: MissionRow[],
  source: { memberId: string; at: Date; counts: (mission: MissionRow) => number },
  now: Date,
): Contribution[] =>
  missions.flatMap((mission) => {
    if (mission.startsAt > source.at || (mission.endsAt !== null && mission.endsAt <= source.at)) return [];
    const amount = source.counts(mission);
    if (amount <= 0) return [];
    const span = periodOf(mission.period, source.at);
    // A source read after its period's claim window closed completes nothing any more.
    if (claimableUntil(span.endsAt) <= now) return [];
    return [
      {
        memberId: source.memberId,
        missionId: mission.id,
        period: mission.period,
        periodKey: span.key,
        periodEndsAt: span.endsAt,
        target: mission.target,
        rewardKind: mission.rewardKind,
        rewardAmount: mission.rewardAmount,
        amount,
      },
    ];
  });

/** How much a settled round adds to a mission: its valid bet (WAGER) or one round (ROUNDS). */
const roundCounts =
  (round: { stake: number }, gameType: string | null) =>
  (mission: MissionRow): number => {
    const inCategory = mission.category === null || mission.category === gameType;
    switch (mission.kind) {
      case 'WAGER':
        return inCategory ? round.stake : 0;
      case 'ROUNDS':
        return inCategory && round.stake >= (mission.minAmount ?? 1) ? 1 : 0;
      case 'DEPOSIT':
        return 0;
      default: {
        const unknown: never = mission.kind;
        throw new Error(`unknown mission kind ${String(unknown)}`);
      }
    }
  };

/** How much a paid deposit adds to a mission: one deposit, if it is at least the mission's minimum. */
const depositCounts =
  (deposit: { amount: number }) =>
  (mission: MissionRow): number => {
    switch (mission.kind) {
      case 'DEPOSIT':
        return deposit.amount >= (mission.minAmount ?? 1) ? 1 : 0;
      case 'WAGER':
      case 'ROUNDS':
        return 0;
      default: {
        const unknown: never = mission.kind;
        throw new Error(`unknown mission kind ${String(unknown)}`);
      }
    }
  };

/**
 * The progress job's work (docs/missions.md, "Progress"): each source kind read from its cursor,
 * a page at a time, and counted once (missions.repository.ts countSources). Where the profile does
 * not offer missions the cursors still move, so nothing played meanwhile counts later.
 */
export const createProgressCounter = (
  deps: ProgressSources & { repository: MissionsRepository; now: () => Date },
) => {
  const { repository } = deps;

  const countRounds = async (offered: boolean, before: Date, now: Date): Promise<number> => {
    const after = await repository.cursorOf('rounds', before);
    const rounds = await deps.countedRoundsClosed({ after, before }, PROGRESS_BATCH);
    if (rounds.length === 0) return 0;
    const until = rounds.at(-1)!.closedAt;
    if (!offered) return repository.countSources('rounds', [], until).then(() => 0);
    const [missions, types] = await Promise.all([
      repository.enabledMissionsSince(rounds[0]!.closedAt),
      deps.gameTypesOf(rounds.map((round) => round.gameCode)),
    ]);
    const sources: CountedSource[] = rounds.map((round) => ({
      sourceKey: `round:${round.vendorCode}:${round.roundId}`,
      contributions: contributionsOf(
        missions,
        {
          memberId: round.memberId,
          at: round.closedAt,
          counts: roundCounts(round, types.get(round.gameCode) ?? null),
        },
        now,
      ),
    }));
    return repository.countSources('rounds', sources, until);
  };

  const countDeposits = async (offered: boolean, before: Date, now: Date): Promise<number> => {
    const after = await repository.cursorOf('deposits', before);
    const deposits = await deps.paidDepositsBetween({ after, before }, PROGRESS_BATCH);
    if (deposits.length === 0) return 0;
    const until = deposits.at(-1)!.paidAt;
    if (!offered) return repository.countSources('deposits', [], until).then(() => 0);
    const missions = await repository.enabledMissionsSince(deposits[0]!.paidAt);
    const sources: CountedSource[] = deposits.map((deposit) => ({
      sourceKey: `deposit:${deposit.id}`,
      contributions: contributionsOf(
        missions,
        { memberId: deposit.memberId, at: deposit.paidAt, counts: depositCounts(deposit) },
        now,
      ),
    }));
    return repository.countSources('deposits', sources, until);
  };

  return {
    /** One run: answers how many rounds and deposits it counted. */
    async run(offered: boolean): Promise<{ rounds: number; deposits: number }> {
      const now = deps.now();
      const before = new Date(now.getTime() - PROGRESS_SETTLE_MS);
      const rounds = await countRounds(offered, before, now);
      const deposits = await countDeposits(offered, before, now);
      return { rounds, deposits };
    },
  };
};
