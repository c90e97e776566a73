import type {
  ConsolidatedFundsResponse,
  ContractActionKind,
  ContractParty,
  ContractStatus,
  ContractTerms,
  ContractType,
} from '@platform/contracts';
import { checkWithinUpline, isHigherRate, type ContractErrorCode } from './terms.js';

/**
 * One contract as the rules see it. `uplineId` is who offered it: the holder's direct upline, or
 * null when the operator offered it to a top agent (no upline rate to stay under).
 */
export type ContractRecord = {
  id: string;
  type: ContractType;
  holderId: string;
  uplineId: string | null;
  terms: ContractTerms;
  status: ContractStatus;
  terminationRequestedBy: ContractParty | null;
};

/** What happens to one contract: a party's action (spec section 4), or the system superseding it. */
export type ContractEvent = { kind: ContractActionKind; by: ContractParty } | { kind: 'SUPERSEDE' };

export type ContractRefusal = { ok: false; code: ContractErrorCode };
export type ContractTransition = { ok: true; contract: ContractRecord } | ContractRefusal;

const refuse = (code: ContractErrorCode): ContractRefusal => ({ ok: false, code });
const moveTo = (
  contract: ContractRecord,
  status: ContractStatus,
  terminationRequestedBy: ContractParty | null = null,
): ContractTransition => ({ ok: true, contract: { ...contract, status, terminationRequestedBy } });

const otherParty = (party: ContractParty): ContractParty => (party === 'UPLINE' ? 'HOLDER' : 'UPLINE');

/** Still binding and paying: active, or active with a termination request awaiting an answer. */
export const isInForce = (status: ContractStatus): boolean => {
  switch (status) {
    case 'ACTIVE':
    case 'TERMINATION_REQUESTED':
      return true;
    case 'OFFERED':
    case 'REJECTED':
    case 'WITHDRAWN':
    case 'TERMINATED':
    case 'SUPERSEDED':
      return false;
    default: {
      const unknown: never = status;
      throw new RangeError(`unknown contract status ${String(unknown)}`);
    }
  }
};

/**
 * The contract state machine, one contract at a time:
 *   OFFERED → ACTIVE (holder accepts) | REJECTED (holder rejects) | WITHDRAWN (upline withdraws)
 *   ACTIVE → TERMINATION_REQUESTED (either party) | SUPERSEDED (a higher-rate one accepted)
 *   TERMINATION_REQUESTED → TERMINATED (the other party accepts) | ACTIVE (the other party rejects)
 *                         | SUPERSEDED
 * REJECTED, WITHDRAWN, TERMINATED and SUPERSEDED are final. A refusal names why: the action does
 * not apply in this state (`contract-state-changed`, also what the loser of a race sees) or belongs
 * to the other party (`contract-party-not-allowed`). Rules across contracts live in
 * decideContractCommand.
 */
export const transitionContract = (contract: ContractRecord, event: ContractEvent): ContractTransition => {
  const { status } = contract;
  switch (status) {
    case 'OFFERED':
      switch (event.kind) {
        case 'ACCEPT':
          return event.by === 'HOLDER' ? moveTo(contract, 'ACTIVE') : refuse('contract-party-not-allowed');
        case 'REJECT':
          return event.by === 'HOLDER' ? moveTo(contract, 'REJECTED') : refuse('contract-party-not-allowed');
        case 'WITHDRAW':
          return event.by === 'UPLINE' ? moveTo(contract, 'WITHDRAWN') : refuse('contract-party-not-allowed');
        default:
          return refuse('contract-state-changed');
      }
    case 'ACTIVE':
      switch (event.kind) {
        case 'REQUEST_TERMINATION':
          return moveTo(contract, 'TERMINATION_REQUESTED', event.by);
        case 'SUPERSEDE':
          return moveTo(contract, 'SUPERSEDED');
        default:
          return refuse('contract-state-changed');
      }
    case 'TERMINATION_REQUESTED': {
      const answering = contract.terminationRequestedBy ? otherParty(contract.terminationRequestedBy) : null;
      switch (event.kind) {
        case 'ACCEPT_TERMINATION':
          return event.by === answering
            ? moveTo(contract, 'TERMINATED')
            : refuse('contract-party-not-allowed');
        case 'REJECT_TERMINATION':
          return event.by === answering ? moveTo(contract, 'ACTIVE') : refuse('contract-party-not-allowed');
        case 'SUPERSEDE':
          return moveTo(contract, 'SUPERSEDED');
        default:
          return refuse('contract-state-changed');
      }
    }
    case 'REJECTED':
    case 'WITHDRAWN':
    case 'TERMINATED':
    case 'SUPERSEDED':
      return refuse('contract-state-changed');
    default: {
      const unknown: never = status;
      throw new RangeError(`unknown contract status ${String(unknown)}`);
    }
  }
};

/**
 * A new offer: the service gives it an id and names the holder's direct upline (null: the
 * operator); its type is its terms' type.
 */
export type ContractOffer = Omit<ContractRecord, 'type' | 'status' | 'terminationRequestedBy'>;

export type ContractCommand =
  | { kind: 'OFFER'; offer: ContractOffer }
  | { kind: ContractActionKind; contractId: string; by: ContractParty };

/**
 * One contract's new version; `from` is the status it must still have when written (null for a new
 * offer), so the service writes it as `update … where id = $1 and status = $from` and a racing
 * request that changed it first makes this one fail instead of both passing.
 */
export type ContractChange = { contract: ContractRecord; from: ContractStatus | null };

export type ContractDecision = { ok: true; changes: ContractChange[] } | ContractRefusal;

const inForceOfType = (book: readonly ContractRecord[], holderId: string, type: ContractType) =>
  book.filter(
    (contract) => contract.holderId === holderId && contract.type === type && isInForce(contract.status),
  );

/**
 * Whether `terms`, held by `holderId` under `uplineId`, respects both neighbours in force: at most
 * its upline's rate, and at least the rate of every contract the holder itself gave a downline.
 */
const checkNeighbours = (
  book: readonly ContractRecord[],
  contract: Pick<ContractRecord, 'holderId' | 'uplineId' | 'type' | 'terms'>,
): ContractErrorCode | null => {
  if (contract.uplineId !== null) {
    const upline = inForceOfType(book, contract.uplineId, contract.type)[0];
    if (!upline) return 'contract-upline-has-none';
    const refusal = checkWithinUpline(contract.terms, upline.terms);
    if (refusal) return refusal;
  }
  const given = book.filter(
    (other) =>
      other.uplineId === contract.holderId && other.type === contract.type && isInForce(other.status),
  );
  return given.some((downline) => checkWithinUpline(downline.terms, contract.terms) !== null)
    ? 'contract-rate-below-downline'
    : null;
};

const acceptOffer = (
  book: readonly ContractRecord[],
  offer: ContractRecord,
  by: ContractParty,
): ContractDecision => {
  const accepted = transitionContract(offer, { kind: 'ACCEPT', by });
  if (!accepted.ok) return accepted;
  // The upline may have ended its own contract, or the holder raised a downline, since the offer.
  const neighbours = checkNeighbours(book, offer);
  if (neighbours) return refuse(neighbours);
  const current = inForceOfType(book, offer.holderId, offer.type);
  const changes: ContractChange[] = [{ contract: accepted.contract, from: offer.status }];
  for (const lower of current) {
    if (!isHigherRate(offer.terms, lower.terms)) return refuse('contract-rate-not-higher');
    const superseded = transitionContract(lower, { kind: 'SUPERSEDE' });
    if (!superseded.ok) return superseded;
    changes.push({ contract: superseded.contract, from: lower.status });
  }
  return { ok: true, changes };
};

/**
 * Decides one command against the contracts it concerns, with no I/O. `book` must hold, read under
 * lock in the same transaction: the target contract (or, for an offer, the holder's contracts of
 * that type), the upline's contracts of that type, and the contracts of that type the holder gave
 * its own downlines. Rules across contracts:
 * - at most one open offer and one contract in force per type per holder;
 * - accepting a higher-rate contract supersedes the one in force; a lower or equal one is refused;
 * - a holder's rate never exceeds its upline's, nor falls below one it gave a downline.
 */
export const decideContractCommand = (
  book: readonly ContractRecord[],
  command: ContractCommand,
): ContractDecision => {
  if (command.kind === 'OFFER') {
    const offer: ContractRecord = {
      ...command.offer,
      type: command.offer.terms.type,
      status: 'OFFERED',
      terminationRequestedBy: null,
    };
    const pending = book.some(
      (contract) =>
        contract.holderId === offer.holderId && contract.type === offer.type && contract.status === 'OFFERED',
    );
    if (pending) return refuse('contract-offer-pending');
    const neighbours = checkNeighbours(book, offer);
    if (neighbours) return refuse(neighbours);
    if (
      inForceOfType(book, offer.holderId, offer.type).some(
        (current) => !isHigherRate(offer.terms, current.terms),
      )
    ) {
      return refuse('contract-rate-not-higher');
    }
    return { ok: true, changes: [{ contract: offer, from: null }] };
  }
  const contract = book.find((candidate) => candidate.id === command.contractId);
  if (!contract) return refuse('contract-not-found');
  switch (command.kind) {
    case 'ACCEPT':
      return acceptOffer(book, contract, command.by);
    case 'REJECT':
    case 'WITHDRAW':
    case 'REQUEST_TERMINATION':
    case 'ACCEPT_TERMINATION':
    case 'REJECT_TERMINATION': {
      const result = transitionContract(contract, { kind: command.kind, by: command.by });
      return result.ok
        ? { ok: true, changes: [{ contract: result.contract, from: contract.status }] }
        : result;
    }
    default: {
      const unknown: never = command;
      throw new RangeError(`unknown contract command ${JSON.stringify(unknown)}`);
    }
  }
};

/** Applies decided changes to a book (what the database does with them), for callers and tests alike. */
export const applyContractChanges = (
  book: readonly ContractRecord[],
  changes: readonly ContractChange[],
): ContractRecord[] => {
  const next = new Map(book.map((contract) => [contract.id, contract]));
  for (const { contract } of changes) next.set(contract.id, contract);
  return [...next.values()];
};

/** Whether `memberId` is the party a contract now waits on: an offer to it, or a termination asked of it. */
export const awaitsMember = (contract: ContractRecord, memberId: string): boolean => {
  if (contract.status === 'OFFERED') return contract.holderId === memberId;
  if (contract.status !== 'TERMINATION_REQUESTED' || !contract.terminationRequestedBy) return false;
  const answering = otherParty(contract.terminationRequestedBy);
  return answering === 'HOLDER' ? contract.holderId === memberId : contract.uplineId === memberId;
};

/**
 * GET /wps/member/info/funds/consolidated from the contracts where the member is holder or upline.
 * The `*req` flags say a request of that type awaits the member (so the popup opens); the type
 * flags say the member holds one in force: `enableCt` dividend, `dailySalary`, `hourSalary`, and
 * `salary` the real-time salary.
 */
export const consolidatedFlags = (
  memberId: string,
  contracts: readonly ContractRecord[],
): ConsolidatedFundsResponse => {
  const awaits = (type: ContractType) =>
    contracts.some((contract) => contract.type === type && awaitsMember(contract, memberId));
  const holds = (type: ContractType) => inForceOfType(contracts, memberId, type).length > 0;
  return {
    divtypereq: awaits('DIVIDEND'),
    dailysalreq: awaits('DAILY_SALARY'),
    contracthoursalreq: awaits('HOURLY_SALARY'),
    realtimesalreqtype: awaits('REALTIME_SALARY'),
    enableCt: holds('DIVIDEND'),
    dailySalary: holds('DAILY_SALARY'),
    hourSalary: holds('HOURLY_SALARY'),
    salary: holds('REALTIME_SALARY'),
  };
};
