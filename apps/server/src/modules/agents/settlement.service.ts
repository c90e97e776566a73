import type { ContractType } from '@platform/contracts';
import type { AuditService } from '../audit/index.js';
import type { WalletService } from '../wallet/index.js';
import {
  lastClosedPeriod,
  memberFiguresFromBets,
  periodAfter,
  periodOf,
  settlePeriod,
  settleRealtimeWindow,
  settlementPeriodKind,
  type Period,
  type PeriodKind,
  type SettlingContract,
  type TeamTree,
} from './contracts/index.js';
import type { SettlementRepository, SettlingRow } from './settlement.repository.js';

/** The contract types settled on each kind of period (a dividend on the period its terms name). */
const TYPES_OF: Record<PeriodKind, readonly ContractType[]> = {
  D: ['DIVIDEND', 'DAILY_SALARY'],
  W: ['DIVIDEND'],
  H: ['DIVIDEND'],
  M: ['DIVIDEND'],
  HOUR: ['HOURLY_SALARY'],
  FIVE_MINUTES: ['REALTIME_SALARY'],
};

/**
 * Periods one run settles at most, oldest first: a week of 5-minute windows. After a longer
 * outage the next runs go on from where this one stopped (the records say where).
 */
export const MAX_PERIODS_PER_RUN = 2_016;

/** How long after a period's end it is settled (the jobs run this long after each period starts). */
export const SETTLE_GRACE_MS = 60_000;

export type SettlementCounts = { periods: number; lines: number; paid: number; centavos: number };

const inForceDuring = (contract: SettlingRow, period: Period) =>
  contract.activatedAt < period.end && (contract.endedAt === null || contract.endedAt > period.start);

/**
 * Settles agent contracts (docs/agents.md "Settlement"): for every closed period a contract was in
 * force in and has no record for yet, the figures of its holder's team from the rounds settled in
 * the period, the pure settlement (settlePeriod, settleRealtimeWindow), one record per (contract,
 * period) and one COMMISSION movement from the house's COMMISSIONS account keyed by
 * `contract-settlement:<contract>:<period>`. The record is written before the money moves and
 * holds the amount; a run that finds it unpaid pays that stored amount with the same key, which
 * the wallet posts once. So a period replayed, or settled by two instances at once, pays once.
 */
export const createSettlementService = (deps: {
  repository: SettlementRepository;
  wallet: Pick<WalletService, 'move'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  const { repository } = deps;

  const pay = async (
    line: { contractId: string; holderId: string; type: ContractType; idempotencyKey: string },
    period: Period,
    amount: number,
  ) => {
    const result = await deps.wallet.move({
      idempotencyKey: line.idempotencyKey,
      kind: 'COMMISSION',
      memberId: line.holderId,
      reference: { contractId: line.contractId, periodKey: period.key, type: line.type },
      legs: [
        { account: { house: 'COMMISSIONS' }, amount: -amount },
        { account: { member: line.holderId }, amount },
      ],
    });
    await repository.markPaid(line.contractId, period.key, result.entryId);
    if (!result.replayed) {
      await deps.audit.record({
        action: 'contract.settle',
        result: 'ok',
        memberId: line.holderId,
        ip: 'job',
        detail: { contractId: line.contractId, periodKey: period.key, amount, entryId: result.entryId },
      });
    }
  };

  /** Settles one period of one kind for the given contracts (those not in force in it are skipped). */
  const settleOne = async (
    kind: PeriodKind,
    period: Period,
    contracts: readonly SettlingRow[],
    counts: SettlementCounts,
    trees: Map<string, Promise<TeamTree>>,
  ) => {
    for (const type of TYPES_OF[kind]) {
      // One contract per holder: of two in force in the period (one superseded the other), the later.
      const byHolder = new Map<string, SettlingRow>();
      const superseded: SettlingRow[] = [];
      for (const contract of contracts) {
        if (contract.type !== type || settlementPeriodKind(contract.terms) !== kind) continue;
        if (!inForceDuring(contract, period)) continue;
        const other = byHolder.get(contract.holderId);
        if (!other || other.activatedAt < contract.activatedAt) {
          if (other) superseded.push(other);
          byHolder.set(contract.holderId, contract);
        } else {
          superseded.push(contract);
        }
      }
      if (byHolder.size === 0) continue;
      // The earlier one is recorded as settled with nothing, naming the one that was paid: its
      // periods are done and no later run looks at it again.
      for (const contract of superseded) {
        await repository.record({
          contractId: contract.id,
          holderId: contract.holderId,
          type,
          period,
          amount: 0,
          line: {
            contractId: contract.id,
            periodKey: period.key,
            amount: 0,
            paidUnder: byHolder.get(contract.holderId)!.id,
          },
        });
        counts.lines += 1;
      }
      const holders = [...byHolder.keys()];
      const settling: SettlingContract[] = [...byHolder.values()].map((contract) => ({
        contractId: contract.id,
        holderId: contract.holderId,
        terms: contract.terms,
      }));
      // One read of the tree per run and set of holders: a catch-up of many periods reads it once.
      const treeKey = [...holders].sort().join(',');
      let tree = trees.get(treeKey);
      if (!tree) {
        tree = repository.treeUnder(holders);
        trees.set(treeKey, tree);
      }
      const [treeRead, bets] = await Promise.all([tree, repository.settledBets(holders, period)]);
      let team = treeRead;
      if (bets.some((bet) => !team.has(bet.memberId))) {
        // A member joined the team after this run read the tree: read it again.
        const fresh = repository.treeUnder(holders);
        trees.set(treeKey, fresh);
        team = await fresh;
      }
      const lines =
        type === 'REALTIME_SALARY'
          ? settleRealtimeWindow({ period, tree: team, bets, contracts: settling })
          : settlePeriod({
              period,
              tree: team,
              figures: memberFiguresFromBets(bets, period),
              contracts: settling,
            });
      for (const line of lines) {
        // A real-time line's bets are stored beside it, not in it.
        const { bets, ...figures } = line.type === 'REALTIME_SALARY' ? line : { ...line, bets: undefined };
        const stored = await repository.record({
          contractId: line.contractId,
          holderId: line.holderId,
          type: line.type,
          period,
          amount: line.amount,
          line: figures as unknown as Record<string, unknown>,
          bets,
        });
        counts.lines += 1;
        if (stored.state === 'PENDING') {
          await pay(line, period, stored.amount);
          counts.paid += 1;
          counts.centavos += stored.amount;
        }
      }
    }
  };

  return {
    /**
     * Settles every closed period of `kind` up to `now` that a contract still waits for: the one
     * that just ended, and any missed while no instance ran (from each contract's last record, or
     * its activation). Idempotent: run it as often and on as many instances as you like.
     */
    async settleDue(kind: PeriodKind, now: Date): Promise<SettlementCounts> {
      const counts: SettlementCounts = { periods: 0, lines: 0, paid: 0, centavos: 0 };
      // A period is settled once SETTLE_GRACE_MS have passed since it ended, so a round that
      // closed at its last instant has committed before its figures are read.
      const last = lastClosedPeriod(kind, new Date(now.getTime() - SETTLE_GRACE_MS));
      const contracts = (await repository.contractsToSettle(TYPES_OF[kind])).filter(
        (contract) => settlementPeriodKind(contract.terms) === kind,
      );
      if (contracts.length === 0) return counts;
      const firsts = contracts.map((contract) =>
        periodOf(kind, contract.settledUntil ?? contract.activatedAt).start.getTime(),
      );
      const trees = new Map<string, Promise<TeamTree>>();
      let period = periodOf(kind, new Date(Math.min(...firsts)));
      while (period.start <= last.start && counts.periods < MAX_PERIODS_PER_RUN) {
        const waiting = contracts.filter(
          (contract) =>
            inForceDuring(contract, period) &&
            (contract.settledUntil === null || contract.settledUntil < period.end),
        );
        if (waiting.length > 0) {
          // The holders already settled for this period still take part: the difference rule needs them.
          await settleOne(kind, period, contracts, counts, trees);
          counts.periods += 1;
        }
        period = periodAfter(period);
      }
      return counts;
    },

    /** Settles one given period of `kind` (a replay, or a test): a recorded (contract, period) pays nothing again. */
    async settlePeriod(kind: PeriodKind, period: Period): Promise<SettlementCounts> {
      const counts: SettlementCounts = { periods: 1, lines: 0, paid: 0, centavos: 0 };
      const contracts = await repository.contractsInForceDuring(TYPES_OF[kind], period);
      await settleOne(kind, period, contracts, counts, new Map());
      return counts;
    },
  };
};

export type SettlementService = ReturnType<typeof createSettlementService>;
