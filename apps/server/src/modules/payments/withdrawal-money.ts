import { isAppError } from '../../lib/app-error.js';
import type { WalletService } from '../wallet/index.js';
import type { PaymentGateway } from './gateway.js';
import type { PaymentsRepository, WithdrawalRow, WithdrawalState } from './payments.repository.js';

export const stateOf = (row: WithdrawalRow): WithdrawalState => ({
  status: row.status,
  confirmation: row.confirmation,
});

/**
 * The money of a withdrawal's states, each an idempotent wallet movement keyed by the withdrawal:
 *   request   member → PENDING_WITHDRAWAL            (the hold)
 *   reject    PENDING_WITHDRAWAL → member            (the hold returned)
 *   paid      PENDING_WITHDRAWAL → PAYMENTS_CLEARING (the payout left)
 *   returned  PAYMENTS_CLEARING → member             (a payout that never arrived, refunded)
 * `settleMoney` moves what the current state calls for and marks it done, so the request, an
 * operator, the webhook and the sweeper all finish a state the same way.
 */
export const createWithdrawalMoney = (deps: {
  repository: PaymentsRepository;
  wallet: WalletService;
  /** The payout gateway; refuses when none is configured. */
  gateway: () => PaymentGateway;
}) => {
  const { repository, wallet, gateway } = deps;

  const hold = (row: WithdrawalRow) =>
    wallet.move({
      idempotencyKey: `withdrawal-hold:${row.id}`,
      kind: 'WITHDRAWAL_HOLD',
      memberId: row.memberId,
      reference: { withdrawal: row.id, reference: row.reference },
      legs: [
        { account: { member: row.memberId }, amount: -row.amount },
        { account: { house: 'PENDING_WITHDRAWAL' }, amount: row.amount },
      ],
    });

  /** The hold, posted now if a stop kept it from being posted; false when the money is not there. */
  const ensureHold = async (row: WithdrawalRow): Promise<boolean> => {
    try {
      await hold(row);
      return true;
    } catch (error) {
      if (isAppError(error) && error.code === 'insufficient-funds') return false;
      throw error;
    }
  };

  const release = (row: WithdrawalRow, key: 'return' | 'refund') =>
    wallet.move({
      idempotencyKey: `withdrawal-${key}:${row.id}`,
      kind: 'WITHDRAWAL_RETURN',
      memberId: row.memberId,
      reference: { withdrawal: row.id, reference: row.reference },
      legs: [
        {
          account: { house: key === 'return' ? 'PENDING_WITHDRAWAL' : 'PAYMENTS_CLEARING' },
          amount: -row.amount,
        },
        { account: { member: row.memberId }, amount: row.amount },
      ],
    });

  const paidOut = (row: WithdrawalRow) =>
    wallet.move({
      idempotencyKey: `withdrawal-paid:${row.id}`,
      kind: 'WITHDRAWAL_PAID',
      memberId: row.memberId,
      reference: { withdrawal: row.id, reference: row.reference },
      legs: [
        { account: { house: 'PENDING_WITHDRAWAL' }, amount: -row.amount },
        { account: { house: 'PAYMENTS_CLEARING' }, amount: row.amount },
      ],
    });

  /** Moves the money the withdrawal's current state calls for (each step idempotent), then marks it done. */
  const settleMoney = async (row: WithdrawalRow): Promise<void> => {
    let payoutId: string | undefined;
    switch (row.status) {
      case 'PENDING':
        if (!(await ensureHold(row))) {
          await repository.transitionWithdrawal(row.id, stateOf(row), {
            status: 'REJECTED',
            remark: 'insufficient-funds',
            ledgerDone: true,
          });
          return;
        }
        break;
      case 'APPROVED':
        if (!(await ensureHold(row))) {
          await repository.transitionWithdrawal(row.id, stateOf(row), {
            status: 'REJECTED',
            remark: 'insufficient-funds',
            ledgerDone: true,
          });
          return;
        }
        payoutId = (
          await gateway().createPayout({
            reference: row.reference,
            amount: row.amount,
            keyType: row.keyType,
            key: row.pixKey,
            holderCpf: row.holderCpf,
          })
        ).payoutId;
        break;
      case 'REJECTED':
        // The hold is posted first if a stop kept it back, so the return never takes another's money.
        if (await ensureHold(row)) await release(row, 'return');
        break;
      case 'PAID':
        await paidOut(row);
        if (row.confirmation === 'RETURNED') await release(row, 'refund');
        break;
      default: {
        const never: never = row.status;
        throw new Error(`unknown withdrawal status ${String(never)}`);
      }
    }
    await repository.markWithdrawalMoneyDone(
      row.id,
      stateOf(row),
      payoutId ? { gatewayPayoutId: payoutId } : {},
    );
  };

  return { ensureHold, settleMoney };
};
