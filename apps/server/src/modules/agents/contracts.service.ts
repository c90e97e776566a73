import { randomUUID } from 'node:crypto';
import {
  CONTRACT_POLICY_NAMES,
  ContractSettlementLine,
  type ReportCsvResponse,
  type SupportedLanguage,
  type ContractTerms,
  type ConsolidatedFundsResponse,
  type ContractActionKind,
  type ContractListResponse,
  type ContractParty,
  type ContractRelayResponse,
  type ContractSettlementBetsResponse,
  type ContractSettlementsResponse,
  type ContractType,
  type ContractView,
} from '@platform/contracts';
import type { Principal } from '../../plugins/route-registry.js';
import { AppError, isAppError } from '@platform/server-kit';
import type { AuditService } from '../audit/index.js';
import type { InboxDelivery } from '../inbox/index.js';
import { asAgentType, policyOf } from './agent-policy.js';
import { resolvePeriod } from './reports/report-period.js';
import { settlementsCsv } from './settlement-records.js';
import { recordOf, type ContractsRepository, type EventActor } from './contracts.repository.js';
import {
  awaitsMember,
  consolidatedFlags,
  decideContractCommand,
  type ContractChange,
} from './contracts/index.js';

type RequestMeta = { ip: string; userAgent: string };
type SettlementsInput = {
  type?: ContractType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  nonZero?: boolean | undefined;
};

/**
 * A record list's filter: its days, when it asks for some (both ends, real days, in order: the
 * reports' rule), with the type and the paid-only switch.
 */
const filterOf = (query: SettlementsInput, language: SupportedLanguage) => {
  const range =
    query.from === undefined && query.to === undefined ? null : resolvePeriod(query, new Date(), language);
  return { range, filter: { type: query.type, from: range?.from, to: range?.to, nonZero: query.nonZero } };
};

/** The members a stored line names besides its holder: sub-agents (a real-time window's bettors come with its bets). */
const membersNamedBy = (line: Record<string, unknown>): string[] => {
  const parsed = ContractSettlementLine.safeParse(line);
  if (!parsed.success) return [];
  switch (parsed.data.kind) {
    case 'PERIOD':
      return parsed.data.subAgents.map((share) => share.holderId);
    case 'REALTIME':
    case 'SUPERSEDED':
      return [];
    default: {
      const unknown: never = parsed.data;
      throw new Error(`no line kind ${String(unknown)}`);
    }
  }
};

export type OfferInput = { requestId: string; account: string; terms: ContractTerms };
export type ActionInput = { contractId: string; action: ContractActionKind };
export type RelayInput = ({ action: 'OFFER' } & OfferInput) | ActionInput;

type Row = NonNullable<Awaited<ReturnType<ContractsRepository['viewOf']>>>;

const viewOf = (row: Row, callerId: string | null): ContractView => ({
  id: row.contract.id,
  type: row.contract.type,
  status: row.contract.status,
  holder: row.holder,
  upline: row.upline,
  terms: row.contract.terms,
  terminationRequestedBy: row.contract.terminationRequestedBy ?? null,
  awaitsYou: callerId !== null && awaitsMember(recordOf(row.contract), callerId),
  offeredAt: row.contract.offeredAt.toISOString(),
  activatedAt: row.contract.activatedAt?.toISOString() ?? null,
  endedAt: row.contract.endedAt?.toISOString() ?? null,
  updatedAt: row.contract.updatedAt.toISOString(),
});

/**
 * Agent contracts: offers, the parties' actions, the consolidated flags and the settlement
 * records (docs/agents.md "Contracts"). Every command runs in one transaction holding the contract
 * locks of the holder and its upline for the type, reads the contracts the rules need, asks the
 * pure state machine (decideContractCommand) and writes what it decided as conditional updates.
 * Every command, allowed or refused, is audited; the holder of a new offer gets an inbox message.
 */
export const createContractsService = (deps: {
  repository: ContractsRepository;
  settings: { getSetting(key: 'whitelabel'): Promise<{ AGENTPOLICY3: boolean }> };
  audit: Pick<AuditService, 'record'>;
  inbox: InboxDelivery;
}) => {
  const { repository } = deps;

  const audited = async <T>(
    event: {
      action: 'contract.offer' | 'contract.action';
      memberId: string;
      account: string;
      detail: object;
    },
    meta: RequestMeta,
    run: () => Promise<T>,
  ): Promise<T> => {
    try {
      const result = await run();
      await deps.audit.record({ ...event, result: 'ok', ...meta, detail: { ...event.detail } });
      return result;
    } catch (error) {
      if (isAppError(error)) {
        await deps.audit.record({
          ...event,
          result: 'refused',
          ...meta,
          detail: { ...event.detail, errorCode: error.code },
        });
      }
      throw error;
    }
  };

  const viewById = async (id: string, callerId: string | null): Promise<ContractView> => {
    const row = await repository.viewOf(id);
    if (!row) throw new AppError('contract-not-found');
    return viewOf(row, callerId);
  };

  /**
   * An offer by `offeredBy` to `holderId`; `uplineId` null for an operator's offer to a top agent.
   * The holder's message is keyed by the contract: a retried request, which answers the contract
   * it made, writes it if a stop kept it back, and never a second one.
   */
  const offer = async (input: {
    holderId: string;
    uplineId: string | null;
    /** The offering agent's account, as the holder's message names it; null for an operator. */
    uplineAccount: string | null;
    offeredBy: string;
    actor: EventActor;
    requestId: string;
    terms: ContractTerms;
  }): Promise<ContractView> => {
    const { type } = input.terms;
    const id = await repository.underLocks(type, [input.holderId, input.uplineId], async (locked) => {
      // The same request again (a retry) answers the contract it made.
      const earlier = await locked.findByRequest(input.offeredBy, input.requestId);
      if (earlier) return earlier.id;
      const book = await locked.book(input.holderId, input.uplineId, type);
      const decision = decideContractCommand(book, {
        kind: 'OFFER',
        offer: { id: randomUUID(), holderId: input.holderId, uplineId: input.uplineId, terms: input.terms },
      });
      if (!decision.ok) throw new AppError(decision.code);
      const written = await locked.apply(
        decision.changes,
        { offeredBy: input.offeredBy, requestId: input.requestId },
        () => ({ kind: 'OFFER', ...input.actor }),
      );
      if (!written) throw new AppError('contract-state-changed');
      return decision.changes[0]!.contract.id;
    });
    await deps.inbox.deliver({
      kind: 'contract-offered',
      memberId: input.holderId,
      subjectId: id,
      params: { contractType: type, upline: input.uplineAccount },
    });
    return viewById(id, input.uplineId);
  };

  /**
   * One party's action on a contract of `type`. The caller must be its holder or its upline (an
   * operator stands for the upline of a top agent's contract); anyone else, or a contract of
   * another type, finds nothing.
   */
  const act = async (
    type: ContractType | null,
    caller: { memberId: string } | { operator: string },
    input: ActionInput,
  ): Promise<ContractView> => {
    const found = await repository.find(input.contractId);
    if (!found || (type !== null && found.type !== type)) throw new AppError('contract-not-found');
    let by: ContractParty;
    let actor: EventActor;
    if ('operator' in caller) {
      if (found.uplineId !== null) throw new AppError('contract-not-found');
      by = 'UPLINE';
      actor = { actor: 'OPERATOR', actorId: caller.operator };
    } else if (caller.memberId === found.holderId) {
      by = 'HOLDER';
      actor = { actor: 'HOLDER', actorId: caller.memberId };
    } else if (caller.memberId === found.uplineId) {
      by = 'UPLINE';
      actor = { actor: 'UPLINE', actorId: caller.memberId };
    } else {
      throw new AppError('contract-not-found');
    }
    await repository.underLocks(found.type, [found.holderId, found.uplineId], async (locked) => {
      const target = await locked.contractForUpdate(found.id);
      if (!target) throw new AppError('contract-not-found');
      const book = await locked.book(found.holderId, found.uplineId, found.type);
      // A contract no longer open is not in the book; the state machine still answers for it.
      const withTarget = book.some((contract) => contract.id === target.id)
        ? book
        : [...book, recordOf(target)];
      const decision = decideContractCommand(withTarget, { kind: input.action, contractId: found.id, by });
      if (!decision.ok) throw new AppError(decision.code);
      const written = await locked.apply(decision.changes, null, (change: ContractChange) =>
        change.contract.id === found.id
          ? { kind: input.action, ...actor }
          : { kind: 'SUPERSEDE', actor: 'SYSTEM', actorId: null },
      );
      if (!written) throw new AppError('contract-state-changed');
    });
    return viewById(found.id, 'memberId' in caller ? caller.memberId : null);
  };

  const contractTypesOf = async (principal: Principal) => {
    const agentType = asAgentType(principal.type);
    if (!agentType) return [];
    const { AGENTPOLICY3 } = await deps.settings.getSetting('whitelabel');
    return policyOf(agentType, AGENTPOLICY3).contractTypes;
  };

  const offerAsAgent = async (principal: Principal, type: ContractType, input: OfferInput) => {
    if (input.terms.type !== type) throw new AppError('validation-failed');
    if (!asAgentType(principal.type)) throw new AppError('agents-only');
    if (!(await contractTypesOf(principal)).includes(CONTRACT_POLICY_NAMES[type])) {
      throw new AppError('contract-type-not-allowed');
    }
    const holder = await repository.downlineByAccount(principal.memberId, input.account);
    if (!holder) throw new AppError('not-in-downline');
    if (!holder.direct) throw new AppError('contract-direct-downline-only');
    return offer({
      holderId: holder.id,
      uplineId: principal.memberId,
      uplineAccount: principal.account,
      offeredBy: principal.memberId,
      actor: { actor: 'UPLINE', actorId: principal.memberId },
      requestId: input.requestId,
      terms: input.terms,
    });
  };

  return {
    /**
     * The four relay calls (MCS2_processDividendReq, processDailySalContract,
     * processContractHourSalary, MCSFE_processRealTimeSalaryContract), one per type.
     */
    async relay(
      type: ContractType,
      principal: Principal | null,
      input: RelayInput,
      meta: RequestMeta,
    ): Promise<ContractRelayResponse> {
      if (!principal) throw new AppError('unauthorized');
      const event = {
        action: input.action === 'OFFER' ? ('contract.offer' as const) : ('contract.action' as const),
        memberId: principal.memberId,
        account: principal.account,
        detail:
          input.action === 'OFFER'
            ? { type, holder: input.account, requestId: input.requestId }
            : { type, contractId: input.contractId, kind: input.action },
      };
      const contract = await audited(event, meta, () =>
        input.action === 'OFFER'
          ? offerAsAgent(principal, type, input)
          : act(type, { memberId: principal.memberId }, input),
      );
      return { contract };
    },

    /** An operator offers a top agent (no agent above it) a contract: the start of every chain. */
    async operatorOffer(
      operator: { memberId: string; account: string },
      input: OfferInput,
      meta: RequestMeta,
    ): Promise<ContractRelayResponse> {
      const event = {
        action: 'contract.offer' as const,
        memberId: operator.memberId,
        account: operator.account,
        detail: { type: input.terms.type, holder: input.account, requestId: input.requestId, operator: true },
      };
      const contract = await audited(event, meta, async () => {
        const holder = await repository.topAgentByAccount(input.account);
        if (!holder || !asAgentType(holder.type)) throw new AppError('contract-not-found');
        return offer({
          holderId: holder.id,
          uplineId: null,
          uplineAccount: null,
          offeredBy: operator.memberId,
          actor: { actor: 'OPERATOR', actorId: operator.memberId },
          requestId: input.requestId,
          terms: input.terms,
        });
      });
      return { contract };
    },

    /** An operator acts as the upline of a top agent's contract (withdraw, end it, answer its request to end). */
    async operatorAction(
      operator: { memberId: string; account: string },
      input: ActionInput,
      meta: RequestMeta,
    ): Promise<ContractRelayResponse> {
      const event = {
        action: 'contract.action' as const,
        memberId: operator.memberId,
        account: operator.account,
        detail: { contractId: input.contractId, kind: input.action, operator: true },
      };
      const contract = await audited(event, meta, () => act(null, { operator: operator.memberId }, input));
      return { contract };
    },

    /** The caller's contracts, as holder or as upline, newest first. */
    async list(principal: Principal | null): Promise<ContractListResponse> {
      if (!principal) throw new AppError('unauthorized');
      return {
        contracts: (await repository.viewsOf(principal.memberId)).map((row) =>
          viewOf(row, principal.memberId),
        ),
      };
    },

    /** GET /wps/member/info/funds/consolidated from the member's open contracts. */
    async consolidated(memberId: string): Promise<ConsolidatedFundsResponse> {
      return consolidatedFlags(memberId, await repository.openContractsOf(memberId));
    },

    /**
     * The caller's settlements as a holder, newest period first, with the filter's totals and the
     * account names its lines name (members of its own tree only).
     */
    async settlements(
      principal: Principal | null,
      query: SettlementsInput & { page: number; pageSize: number },
      language: SupportedLanguage = 'PT',
    ): Promise<ContractSettlementsResponse> {
      if (!principal) throw new AppError('unauthorized');
      const { filter } = filterOf(query, language);
      const [rows, totals] = await Promise.all([
        repository.settlementsOf(principal.memberId, {
          ...filter,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repository.settlementTotals(principal.memberId, filter),
      ]);
      const accounts = await repository.accountsInTree(
        principal.memberId,
        rows.flatMap((row) => membersNamedBy(row.line)),
      );
      return {
        list: rows.map((row) => ({
          contractId: row.contractId,
          type: row.type,
          periodKey: row.periodKey,
          periodStart: row.periodStart.toISOString(),
          periodEnd: row.periodEnd.toISOString(),
          amount: row.amount,
          state: row.state,
          line: row.line,
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: totals.count,
        totalPages: Math.ceil(totals.count / query.pageSize),
        totals,
        accounts,
      };
    },

    /**
     * One page of the bets the caller's real-time window (contract, period) paid on, each with
     * the rate earned on it, and the account names of the page's bettors (its own tree only).
     */
    async settlementBets(
      principal: Principal | null,
      query: { contractId: string; periodKey: string; page: number; pageSize: number },
    ): Promise<ContractSettlementBetsResponse> {
      if (!principal) throw new AppError('unauthorized');
      const found = await repository.realtimeBetsOf(principal.memberId, query, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      if (!found) throw new AppError('settlement-not-found');
      const accounts = await repository.accountsInTree(
        principal.memberId,
        found.bets.map((bet) => bet.memberId),
      );
      return {
        list: found.bets,
        page: query.page,
        pageSize: query.pageSize,
        total: found.total,
        totalPages: Math.ceil(found.total / query.pageSize),
        accounts,
      };
    },

    /** The same records as CSV: every row of the filter and the totals row. */
    async settlementsCsv(
      principal: Principal | null,
      query: SettlementsInput,
      language: SupportedLanguage,
    ): Promise<ReportCsvResponse> {
      if (!principal) throw new AppError('unauthorized');
      const { range, filter } = filterOf(query, language);
      const [records, totals] = await Promise.all([
        repository.allSettlementsOf(principal.memberId, filter),
        repository.settlementTotals(principal.memberId, filter),
      ]);
      return settlementsCsv({ type: query.type, records, totals, range, language });
    },
  };
};

export type ContractsService = ReturnType<typeof createContractsService>;
