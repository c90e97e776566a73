import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  maskPixKey,
  normalisePixKey,
  type ConfirmWithdrawalRequest,
  type CreateWithdrawalRequest,
  type OperatorWithdrawal,
  type Payee,
  type PixWebhookEvent,
  type SetPayeeRequest,
  type Withdrawal,
  type WithdrawHistoryResponse,
  type WithdrawOverviewResponse,
} from '@platform/contracts';
import type { z } from 'zod';
import { AppError, isAppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import { brasiliaDayStart } from '../../lib/day-range.js';
import { decodeProofImages } from '../../lib/proof-images.js';
import { newReference } from './deposits.js';
import type { PaymentGateway } from './gateway.js';
import type { PaymentsDeps, RequestMeta } from './payments.context.js';
import type { WithdrawalRow, WithdrawalState } from './payments.repository.js';
import type { TurnoverRules } from './turnover.js';
import { createWithdrawalMoney, payoutFailedRemark, stateOf } from './withdrawal-money.js';

type Page = { page: number; pageSize: number };
type Payout = Extract<PixWebhookEvent, { type: 'payout.paid' | 'payout.failed' }>;
type Operator = { memberId: string; account: string };

/** How long a state may wait for its money before the sweeper finishes it. */
const MONEY_GRACE_MS = 60_000;

/**
 * Withdrawals to the member's own-name PIX key (docs/payments.md): the payee, the request and its
 * rules, the confirmation, operators' decisions and the gateway's payout events. Each transition
 * is claimed by one conditional update and its money follows (withdrawal-money.ts); a stop
 * between the two leaves `ledgerDone` false for the sweeper.
 */
export const createWithdrawals = (
  deps: PaymentsDeps & { gateway: PaymentGateway | null; turnover: TurnoverRules },
) => {
  const { repository, wallet, members, audit, turnover } = deps;
  /** Without a payout gateway (none configured) withdrawals can be asked and rejected, not paid. */
  const gateway = () => {
    if (!deps.gateway) throw new AppError('service-unavailable');
    return deps.gateway;
  };

  const toWithdrawal = (row: WithdrawalRow, proofCount = 0): Withdrawal => ({
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    keyType: row.keyType,
    maskedKey: maskPixKey(row.keyType, row.pixKey),
    status: row.status,
    confirmation: row.confirmation,
    confirmBy: row.confirmBy?.toISOString() ?? null,
    proofCount,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const withProofCounts = async (rows: WithdrawalRow[]) => {
    const counts = await repository.proofCounts(rows.map((row) => row.id));
    return rows.map((row) => toWithdrawal(row, counts.get(row.id) ?? 0));
  };

  const audited = (
    row: Pick<WithdrawalRow, 'id' | 'memberId' | 'amount' | 'reference'>,
    action: Parameters<typeof audit.record>[0]['action'],
    extra: { result?: 'ok' | 'refused'; ip?: string; userAgent?: string; detail?: object } = {},
  ) =>
    audit.record({
      action,
      result: extra.result ?? 'ok',
      memberId: row.memberId,
      ip: extra.ip ?? 'system',
      ...(extra.userAgent ? { userAgent: extra.userAgent } : {}),
      detail: { withdrawal: row.id, reference: row.reference, amount: row.amount, ...extra.detail },
    });

  const { ensureHold, settleMoney } = createWithdrawalMoney({
    repository,
    wallet,
    gateway,
    turnover,
    inbox: deps.inbox,
  });

  /** Claims a transition and moves its money; the claim fails if someone else moved it first. */
  const transition = async (
    id: string,
    from: WithdrawalState,
    patch: Parameters<typeof repository.transitionWithdrawal>[2],
  ): Promise<WithdrawalRow> => {
    const moved = await repository.transitionWithdrawal(id, from, { ...patch, ledgerDone: false });
    if (!moved) {
      const current = await repository.withdrawal(id);
      throw new AppError(current ? 'withdrawal-state-changed' : 'withdrawal-not-found');
    }
    await settleMoney(moved);
    return (await repository.withdrawal(id))!;
  };

  const PENDING: WithdrawalState = { status: 'PENDING', confirmation: null };
  const DISPUTED: WithdrawalState = { status: 'PAID', confirmation: 'NOT_RECEIVED' };

  /** An operator's decision: the transition (with its money), who made it, and the audit record. */
  const decide = async (input: {
    operator: Operator;
    id: string;
    meta: RequestMeta;
    remark?: string | undefined;
    action: 'withdrawal.approve' | 'withdrawal.reject' | 'withdrawal.force-received' | 'withdrawal.return';
    from: WithdrawalState;
    to: Pick<Parameters<typeof repository.transitionWithdrawal>[2], 'status' | 'confirmation'>;
  }): Promise<Withdrawal> => {
    const row = await transition(input.id, input.from, {
      ...input.to,
      decidedBy: input.operator.memberId,
      ...(input.remark === undefined ? {} : { remark: input.remark }),
    });
    await audited(row, input.action, {
      ip: input.meta.ip,
      detail: { operator: input.operator.account, status: row.status, confirmation: row.confirmation },
    });
    return toWithdrawal(row);
  };

  // Member ----------------------------------------------------------------------------------------
  const payeeView = (row: { keyType: Payee['keyType']; pixKey: string; holderName: string }): Payee => ({
    keyType: row.keyType,
    maskedKey: maskPixKey(row.keyType, row.pixKey),
    holderName: row.holderName,
  });

  return {
    async setPayee(
      memberId: string,
      input: z.output<typeof SetPayeeRequest>,
      meta: RequestMeta,
    ): Promise<Payee> {
      const payer = await members.payerOf(memberId);
      const key = normalisePixKey(input.keyType, input.key);
      if (!key) throw fieldsRejected([fieldIssue('key', 'invalid', meta.language)]);
      await members.verifyPaymentPassword(memberId, input.paymentPassword);
      const refuse = async (
        code: 'cpf-required' | 'pix-key-not-found' | 'pix-key-not-own' | 'withdrawal-pending',
      ) => {
        await audit.record({
          action: 'payee.set',
          result: 'refused',
          memberId,
          account: payer.account,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { keyType: input.keyType, reason: code },
        });
        return new AppError(code);
      };
      if (!payer.cpf) throw await refuse('cpf-required');
      // The key a pending payout goes to cannot change under it.
      if (await repository.openWithdrawalOf(memberId)) throw await refuse('withdrawal-pending');
      const holder = await gateway().lookupKey({ keyType: input.keyType, key });
      if (!holder) throw await refuse('pix-key-not-found');
      if (holder.cpf !== payer.cpf) throw await refuse('pix-key-not-own');
      // The same CPF as the account's: the name on the account stands in where the directory gave none.
      const holderName = holder.name || payer.name;
      await repository.savePayee({
        memberId,
        keyType: input.keyType,
        pixKey: key,
        holderCpf: holder.cpf,
        holderName,
      });
      await audit.record({
        action: 'payee.set',
        result: 'ok',
        memberId,
        account: payer.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { keyType: input.keyType, key: maskPixKey(input.keyType, key) },
      });
      return payeeView({ keyType: input.keyType, pixKey: key, holderName });
    },

    async overview(memberId: string): Promise<WithdrawOverviewResponse> {
      const [payer, payeeRow, setting, balance, turnoverNow, open, awaiting, usedToday] = await Promise.all([
        members.payerOf(memberId),
        repository.payeeOf(memberId),
        deps.settings.getSetting('payments'),
        wallet.balanceOf(memberId),
        turnover.of(memberId),
        repository.openWithdrawalOf(memberId),
        repository.awaitingConfirmationOf(memberId),
        repository.countWithdrawalsSince(memberId, brasiliaDayStart(deps.now())),
      ]);
      return {
        payee: payeeRow ? payeeView(payeeRow) : null,
        paymentPasswordSet: payer.paymentPasswordSet,
        balance,
        limits: { ...setting.withdrawal, usedToday },
        turnover: turnoverNow,
        open: open ? (await withProofCounts([open]))[0]! : null,
        awaitingConfirmation: await withProofCounts(awaiting),
      };
    },

    /**
     * A withdrawal request: every rule in turn, each refusal with its own message and nothing
     * changed; then the withdrawal row and the hold of its amount.
     */
    async request(
      memberId: string,
      input: z.output<typeof CreateWithdrawalRequest>,
      meta: RequestMeta,
    ): Promise<Withdrawal> {
      const payer = await members.payerOf(memberId);
      const refuse = async (error: AppError) => {
        await audit.record({
          action: 'withdrawal.request',
          result: 'refused',
          memberId,
          account: payer.account,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { amount: input.amount, reason: error.code },
        });
        return error;
      };
      const setting = await deps.settings.getSetting('payments');
      const { min, max, dailyCount } = setting.withdrawal;
      if (input.amount < min || input.amount > max) {
        const money = (value: number) => formatMoney(value, meta.language);
        const bounds = { min, max };
        const issue = fieldIssue('amount', 'amountBounds', meta.language, {
          min: money(min),
          max: money(max),
        });
        throw await refuse(fieldsRejected([{ ...issue, ...bounds }]));
      }
      const payeeRow = await repository.payeeOf(memberId);
      if (!payeeRow) throw await refuse(new AppError('payee-not-set'));
      await members.verifyPaymentPassword(memberId, input.paymentPassword).catch(async (error: unknown) => {
        throw isAppError(error) ? await refuse(error) : error;
      });
      if (await repository.openWithdrawalOf(memberId)) throw await refuse(new AppError('withdrawal-pending'));
      const usedToday = await repository.countWithdrawalsSince(memberId, brasiliaDayStart(deps.now()));
      if (usedToday >= dailyCount) throw await refuse(new AppError('withdrawal-daily-limit'));
      // Early answers, before a row is written; the hold below checks both again under the
      // member's ledger lock, and that check is the one that binds.
      const turnoverNow = await turnover.of(memberId);
      if (turnoverNow.remaining > 0) {
        throw await refuse(new AppError('turnover-not-met', { value: turnoverNow }));
      }
      if ((await wallet.balanceOf(memberId)) < input.amount)
        throw await refuse(new AppError('insufficient-funds'));

      const inserted = await repository.insertWithdrawal({
        id: randomUUID(),
        memberId,
        requestId: input.requestId,
        reference: newReference('W'),
        amount: input.amount,
        keyType: payeeRow.keyType,
        pixKey: payeeRow.pixKey,
        holderCpf: payeeRow.holderCpf,
        holderName: payeeRow.holderName,
      });
      if (!inserted) throw await refuse(new AppError('withdrawal-pending'));
      if (!inserted.created) return toWithdrawal(inserted.row);
      const row = inserted.row;
      const refused = await ensureHold(row);
      if (refused) {
        // The balance or the turnover moved since they were read (a bet in another tab, a
        // deposit credited meanwhile): nothing was held.
        await repository.deleteWithdrawal(row.id);
        throw await refuse(refused);
      }
      await repository.markWithdrawalMoneyDone(row.id, stateOf(row));
      await audited(row, 'withdrawal.request', { ip: meta.ip, userAgent: meta.userAgent });
      return toWithdrawal({ ...row, ledgerDone: true });
    },

    async history(memberId: string, page: Page): Promise<WithdrawHistoryResponse> {
      const { rows, totalPages } = await repository.withdrawalsOf(memberId, page);
      return { list: await withProofCounts(rows), totalPages };
    },

    /** The member's answer on a paid withdrawal: it arrived, or it did not (with proof images). */
    async confirm(
      memberId: string,
      input: z.output<typeof ConfirmWithdrawalRequest>,
      meta: RequestMeta,
    ): Promise<Withdrawal> {
      const row = await repository.withdrawal(input.id);
      if (!row || row.memberId !== memberId) throw new AppError('withdrawal-not-found');
      if (row.confirmation !== 'AWAITING') throw new AppError('withdrawal-state-changed');
      const proofs = input.outcome === 'NOT_RECEIVED' ? decodeProofImages(input.proofs) : [];
      const moved = await repository.transitionWithdrawal(row.id, stateOf(row), {
        confirmation: input.outcome,
        remark: input.remark ?? row.remark,
      });
      if (!moved) throw new AppError('withdrawal-state-changed');
      await repository.insertProofs(
        proofs.map((proof) => ({
          withdrawalId: row.id,
          name: proof.name,
          contentType: proof.contentType,
          data: proof.base64,
        })),
      );
      await audited(row, 'withdrawal.confirm', {
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { outcome: input.outcome, proofs: proofs.length },
      });
      return toWithdrawal(moved, proofs.length);
    },

    // Operators -----------------------------------------------------------------------------------
    async list(
      filter: {
        status?: WithdrawalRow['status'] | undefined;
        confirmation?: WithdrawalRow['confirmation'] | undefined;
      },
      page: Page,
    ): Promise<{ list: OperatorWithdrawal[]; totalPages: number }> {
      const { rows, totalPages } = await repository.withdrawalsWhere(
        { status: filter.status, confirmation: filter.confirmation ?? undefined },
        page,
      );
      const [names, views] = await Promise.all([
        members.accountNamesOf([...new Set(rows.map((row) => row.memberId))]),
        withProofCounts(rows),
      ]);
      return {
        list: rows.map((row, index) => ({
          ...views[index]!,
          memberAccount: names.get(row.memberId) ?? '',
          holderName: row.holderName,
          pixKey: row.pixKey,
        })),
        totalPages,
      };
    },

    approve: (operator: Operator, id: string, meta: RequestMeta) =>
      decide({ operator, id, meta, action: 'withdrawal.approve', from: PENDING, to: { status: 'APPROVED' } }),

    reject: (operator: Operator, id: string, remark: string | undefined, meta: RequestMeta) =>
      decide({
        operator,
        id,
        meta,
        remark,
        action: 'withdrawal.reject',
        from: PENDING,
        to: { status: 'REJECTED' },
      }),

    /** Closes a "not received" dispute: the payout stands, nothing is returned. */
    forceReceived: (operator: Operator, id: string, remark: string | undefined, meta: RequestMeta) =>
      decide({
        operator,
        id,
        meta,
        remark,
        action: 'withdrawal.force-received',
        from: DISPUTED,
        to: { confirmation: 'FORCED_RECEIVED' },
      }),

    /** Closes a "not received" dispute the other way: the amount goes back to the balance. */
    returnAmount: (operator: Operator, id: string, remark: string | undefined, meta: RequestMeta) =>
      decide({
        operator,
        id,
        meta,
        remark,
        action: 'withdrawal.return',
        from: DISPUTED,
        to: { confirmation: 'RETURNED' },
      }),

    async proof(id: string, index: number) {
      const proof = await repository.proof(id, index);
      if (!proof) throw new AppError('not-found');
      return { contentType: proof.contentType, bytes: Buffer.from(proof.data, 'base64') };
    },

    // The gateway ---------------------------------------------------------------------------------
    /** payout.paid / payout.failed from the gateway's webhook; answers what was done. */
    async payoutSettled(event: Payout): Promise<string> {
      const row = await repository.withdrawalByReference(event.payout.reference);
      if (!row || row.amount !== event.payout.amount) return 'unknown-payout';
      if (row.status !== 'APPROVED') return 'already-handled';
      const setting = await deps.settings.getSetting('payments');
      if (event.type === 'payout.paid') {
        const paid = await repository.transitionWithdrawal(row.id, stateOf(row), {
          status: 'PAID',
          confirmation: 'AWAITING',
          confirmBy: new Date(deps.now().getTime() + setting.confirmMinutes * 60_000),
          ledgerDone: false,
        });
        if (!paid) return 'already-handled';
        await settleMoney(paid);
        await audited(paid, 'withdrawal.paid', { detail: { payout: event.payout.id } });
        return 'paid';
      }
      const failed = await repository.transitionWithdrawal(row.id, stateOf(row), {
        status: 'REJECTED',
        remark: payoutFailedRemark(event.payout.reason),
        ledgerDone: false,
      });
      if (!failed) return 'already-handled';
      await settleMoney(failed);
      await audited(failed, 'withdrawal.payout-failed', {
        result: 'refused',
        detail: { payout: event.payout.id },
      });
      return 'returned';
    },

    /** The scheduled job: unanswered confirmations count as received; money a stop left behind moves. */
    async sweep(): Promise<{ autoConfirmed: number; settled: number }> {
      const confirmed = await repository.autoConfirm(deps.now());
      for (const row of confirmed) await audited(row, 'withdrawal.auto-confirm');
      const due = await repository.withdrawalsWithMoneyDue(new Date(deps.now().getTime() - MONEY_GRACE_MS));
      for (const row of due) await settleMoney(row);
      return { autoConfirmed: confirmed.length, settled: due.length };
    },
  };
};

export type Withdrawals = ReturnType<typeof createWithdrawals>;
