import {
  formatMoney,
  isAgentType,
  type SupportedLanguage,
  type TransferLimitsResponse,
  type TransferResponse,
  type Turnover,
} from '@platform/contracts';
import type { Principal } from '../plugins/route-registry.js';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import type { AccountsService } from '../modules/accounts/index.js';
import type { AuditService } from '../modules/audit/index.js';
import type { JurisdictionService } from '../modules/jurisdiction/index.js';
import type { TurnoverRules } from '../modules/payments/index.js';
import type { WalletService } from '../modules/wallet/index.js';

type RequestMeta = { ip: string; userAgent: string; language: SupportedLanguage };
type TransferInput = { requestId: string; amount: number; paymentPassword: string };

/**
 * Money between members and agents, always within one's own line: a member sends to the agent
 * directly above (upline); an agent sends to anyone below them (downline). Steps: who may, the
 * payment password, the counterpart, the amount bounds, then one wallet movement — a single
 * movement, so there is nothing to compensate.
 *
 * A transfer carries only money its sender could withdraw now (docs/decisions/0008): while the
 * sender still has turnover to bet on deposits or bonuses, it is refused. Otherwise a deposit
 * could reach a PIX account other than its payer's without ever being played (deposit → send to
 * the agent → the agent withdraws). The check and the movement run under the sender's ledger
 * lock (wallet.moveWhen), so a deposit credited meanwhile cannot slip through.
 */
export const createTransfersWorkflow = (deps: {
  accounts: AccountsService;
  wallet: WalletService;
  audit: AuditService;
  turnover: Pick<TurnoverRules, 'of' | 'metBy'>;
  /** Money between players exists only where the profile allows it (BR: none, Portaria 615/2024). */
  jurisdiction?: Pick<JurisdictionService, 'assertTransfer'>;
}) => {
  const { accounts, wallet, audit, turnover } = deps;

  const send = async (input: {
    action: 'transfer.upline' | 'transfer.downline';
    from: Principal;
    to: { id: string; account: string };
    transfer: TransferInput;
    meta: RequestMeta;
  }): Promise<TransferResponse> => {
    const { from, to, transfer, meta } = input;
    const limits = await wallet.transferLimits();
    let senderTurnover: Turnover | undefined;
    const record = (result: 'ok' | 'refused', detail: Record<string, unknown>) =>
      audit.record({
        action: input.action,
        result,
        memberId: from.memberId,
        account: from.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: {
          to: to.account,
          amount: transfer.amount,
          ...(senderTurnover ? { turnover: senderTurnover } : {}),
          ...detail,
        },
      });
    try {
      if (transfer.amount < limits.min || transfer.amount > limits.max) {
        // The bounds travel with the message, so a form can also show them by the field.
        const money = (value: number) => formatMoney(value, meta.language);
        const issue = fieldIssue('amount', 'amountBounds', meta.language, {
          min: money(limits.min),
          max: money(limits.max),
        });
        throw fieldsRejected([{ ...issue, ...limits }]);
      }
      await accounts.member.verifyPaymentPassword(from.memberId, transfer.paymentPassword);
      const moved = await wallet.moveWhen(
        {
          idempotencyKey: `${input.action}:${from.memberId}:${transfer.requestId}`,
          kind: 'TRANSFER',
          memberId: from.memberId,
          reference: { to: to.id, direction: input.action },
          legs: [
            { account: { member: from.memberId }, amount: -transfer.amount },
            { account: { member: to.id }, amount: transfer.amount },
          ],
        },
        await turnover.metBy(from.memberId, 'transfer-turnover-not-met', (seen) => {
          senderTurnover = seen;
        }),
      );
      await record('ok', { entryId: moved.entryId, replayed: moved.replayed });
      return { balance: moved.balances[wallet.codeOf({ member: from.memberId })]!, counterpart: to.account };
    } catch (error) {
      if (error instanceof AppError) await record('refused', { reason: error.code });
      throw error;
    }
  };

  return {
    /**
     * Bounds of one transfer and the caller's turnover, so forms can say them before the server
     * refuses.
     */
    async limits(principal: Principal | null): Promise<TransferLimitsResponse> {
      if (!principal) throw new AppError('unauthorized');
      const [bounds, turnoverNow] = await Promise.all([
        wallet.transferLimits(),
        turnover.of(principal.memberId),
      ]);
      return { ...bounds, turnover: turnoverNow };
    },

    async toUpline(principal: Principal | null, transfer: TransferInput, meta: RequestMeta) {
      if (!principal) throw new AppError('unauthorized');
      await deps.jurisdiction?.assertTransfer('UPLINE');
      if (isAgentType(principal.type)) throw new AppError('members-only');
      const upline = await accounts.member.uplineOf(principal.memberId);
      if (!upline) throw new AppError('operation-not-allowed');
      return send({ action: 'transfer.upline', from: principal, to: upline, transfer, meta });
    },

    async toDownline(
      principal: Principal | null,
      transfer: TransferInput & { account: string },
      meta: RequestMeta,
    ) {
      if (!principal) throw new AppError('unauthorized');
      await deps.jurisdiction?.assertTransfer('DOWNLINE');
      if (!isAgentType(principal.type)) throw new AppError('agents-only');
      const member = await accounts.member.downlineMember(principal.memberId, transfer.account);
      if (!member) throw new AppError('not-in-downline');
      return send({ action: 'transfer.downline', from: principal, to: member, transfer, meta });
    },
  };
};

export type TransfersWorkflow = ReturnType<typeof createTransfersWorkflow>;
