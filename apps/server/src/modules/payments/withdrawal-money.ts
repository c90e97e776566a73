import { maskPixKey } from '@platform/contracts';
import { isAppError, type AppError } from '@platform/server-kit';
import type { InboxDelivery } from '../inbox/index.js';
import type { WalletService } from '../wallet/index.js';
import type { PaymentGateway } from './gateway.js';
import type { PaymentsRepository, WithdrawalRow, WithdrawalState } from './payments.repository.js';
import type { TurnoverRules } from './turnover.js';

export const stateOf = (row: WithdrawalRow): WithdrawalState => ({
  status: row.status,
  confirmation: row.confirmation,
});

/** The remark of a withdrawal the gateway could not pay (it is rejected and its hold returned). */
const PAYOUT_FAILED = 'payout-failed';
export const payoutFailedRemark = (reason: string | null | undefined) =>
  `${PAYOUT_FAILED}: ${reason ?? 'unknown'}`.slice(0, 140);

/**
 * The money of a withdrawal's states, each an idempotent wallet movement keyed by the withdrawal:
 *   request   member → PENDING_WITHDRAWAL            (the hold)
 *   reject    PENDING_WITHDRAWAL → member            (the hold returned)
 *   paid      PENDING_WITHDRAWAL → PAYMENTS_CLEARING (the payout left)
 *   returned  PAYMENTS_CLEARING → member             (a payout that never arrived, refunded)
 * `settleMoney` moves what the current state calls for, tells the member of a payout or a
 * rejection (one inbox message per withdrawal and outcome), and only then marks it done, so the
 * request, an operator, the webhook and the sweeper all finish a state the same way and a stop in
 * between leaves nothing half told.
 */
export const createWithdrawalMoney = (deps: {
  repository: PaymentsRepository;
  wallet: WalletService;
  /** The payout gateway; refuses when none is configured. */
  gateway: () => PaymentGateway;
  turnover: TurnoverRules;
  inbox: InboxDelivery;
}) => {
  const { repository, wallet, gateway, turnover, inbox } = deps;

  /**
   * The hold, posted only while the member's turnover is met, both read and posted under the
   * member's ledger lock (wallet.moveWhen), the member's active bonus grant forfeited first: a deposit credited between the request's own checks
   * and this hold cannot leave unwagered. A hold posted before answers as posted.
   */
  const hold = async (row: WithdrawalRow) =>
    wallet.moveWhen(
      {
        idempotencyKey: `withdrawal-hold:${row.id}`,
        kind: 'WITHDRAWAL_HOLD',
        memberId: row.memberId,
        reference: { withdrawal: row.id, reference: row.reference },
        legs: [
          { account: { member: row.memberId }, amount: -row.amount },
          { account: { house: 'PENDING_WITHDRAWAL' }, amount: row.amount },
        ],
      },
      await turnover.metBy(row.memberId, 'turnover-not-met'),
      // Asking for a withdrawal gives up an active bonus: forfeited in the hold's transaction
      // (docs/promotions.md), so the bonus is gone exactly when the withdrawal is held.
      { forfeitBonusOf: row.memberId },
    );

  /**
   * The hold, posted now if a stop kept it from being posted; null once held, otherwise why it
   * cannot be (`insufficient-funds`, `turnover-not-met`), with nothing moved.
   */
  const ensureHold = async (row: WithdrawalRow): Promise<AppError | null> => {
    try {
      await hold(row);
      return null;
    } catch (error) {
      if (isAppError(error) && (error.code === 'insufficient-funds' || error.code === 'turnover-not-met'))
        return error;
      throw error;
    }
  };

  const tellRejected = (row: WithdrawalRow, reason: 'operator' | 'payout-failed' | 'funds') =>
    inbox.deliver({
      kind: 'withdrawal-rejected',
      memberId: row.memberId,
      subjectId: row.id,
      params: {
        amount: row.amount,
        reference: row.reference,
        reason,
        remark: reason === 'operator' ? row.remark : null,
      },
    });

  /** A withdrawal whose hold cannot be posted ends rejected, with the reason as its remark. */
  const rejectUnheld = async (row: WithdrawalRow, refused: AppError) => {
    const rejected = await repository.transitionWithdrawal(row.id, stateOf(row), {
      status: 'REJECTED',
      remark: refused.code,
      ledgerDone: true,
    });
    if (rejected) await tellRejected(rejected, 'funds');
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
      case 'PENDING': {
        const refused = await ensureHold(row);
        if (refused) {
          await rejectUnheld(row, refused);
          return;
        }
        break;
      }
      case 'APPROVED': {
        const refused = await ensureHold(row);
        if (refused) {
          await rejectUnheld(row, refused);
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
      }
      case 'REJECTED':
        // The hold is posted first if a stop kept it back, so the return never takes another's money.
        if (!(await ensureHold(row))) await release(row, 'return');
        await tellRejected(row, row.remark?.startsWith(PAYOUT_FAILED) ? 'payout-failed' : 'operator');
        break;
      case 'PAID':
        await paidOut(row);
        if (row.confirmation === 'RETURNED') await release(row, 'refund');
        await inbox.deliver({
          kind: 'withdrawal-paid',
          memberId: row.memberId,
          subjectId: row.id,
          params: {
            amount: row.amount,
            reference: row.reference,
            maskedKey: maskPixKey(row.keyType, row.pixKey),
          },
        });
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
