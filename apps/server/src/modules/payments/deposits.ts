import { randomUUID } from 'node:crypto';
import {
  cpfDigits,
  formatMoney,
  isValidCpf,
  maskCpf,
  type CreateDepositRequest,
  type DepositChannelsResponse,
  type DepositHistoryResponse,
  type DepositOrder,
  type ErrorCode,
  type PixWebhookEvent,
} from '@platform/contracts';
import type { z } from 'zod';
import { brasiliaDay } from '../../lib/day-range.js';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import type { PaymentsDeps, RequestMeta } from './payments.context.js';
import type { ChannelRow, DepositRow } from './payments.repository.js';

type ChargePaid = Extract<PixWebhookEvent, { type: 'charge.paid' }>['charge'];
type Page = { page: number; pageSize: number };

/** Charges a member may have waiting to be paid at once. */
const OPEN_CHARGES_MAX = 5;

/** The fee of a deposit: basis points of the amount, rounded down, plus the fixed part. */
export const depositFee = (channel: Pick<ChannelRow, 'feeBp' | 'feeFixed'>, amount: number): number =>
  Math.floor((amount * channel.feeBp) / 10_000) + channel.feeFixed;

/** A short reference people can read out to support: D + 12 base-36 characters. */
const newReference = (prefix: 'D' | 'W') =>
  `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;

/**
 * PIX deposits: a member opens a charge on a channel, pays it in their bank app, and the
 * gateway's signed webhook says so; only a payment from the member's own CPF is credited
 * (Brazilian rule), anything else goes back to the payer and is flagged. Never any credit.
 */
export const createDeposits = (deps: PaymentsDeps) => {
  const { repository, wallet, members, audit } = deps;

  const gatewayOf = (channel: ChannelRow) => {
    const gateway = deps.gateways.get(channel.gateway);
    if (!gateway) throw new AppError('channel-unavailable');
    return gateway;
  };

  const toOrder = async (row: DepositRow, channelName?: string): Promise<DepositOrder> => ({
    id: row.id,
    reference: row.reference,
    channelName: channelName ?? (await repository.channel(row.channelId))?.name ?? '',
    amount: row.amount,
    fee: row.fee,
    credited: row.amount - row.fee,
    status: row.status,
    brCode: row.brCode ?? '',
    qrSvg: row.brCode && row.status === 'PENDING' ? await deps.qrSvg(row.brCode) : '',
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    remark: row.remark,
  });

  /** A pending charge past its expiry is expired, whether or not the sweeper came by yet. */
  const expireIfDue = async (row: DepositRow): Promise<DepositRow> => {
    if (row.status !== 'PENDING' || row.expiresAt > deps.now()) return row;
    return (await repository.transitionDeposit(row.id, 'PENDING', { status: 'EXPIRED' })) ?? row;
  };

  /**
   * The credit of a paid charge: one wallet movement, keyed by the charge, so it happens once; then
   * the member's message, keyed the same way. Both come before `ledgerDone`, so a stop between them
   * leaves the charge to the sweeper, which does whichever is missing (each only once).
   */
  const credit = async (row: DepositRow) => {
    const moved = await wallet.move({
      idempotencyKey: `deposit:${row.id}`,
      kind: 'DEPOSIT',
      memberId: row.memberId,
      reference: { deposit: row.id, reference: row.reference },
      legs: [
        { account: { house: 'PAYMENTS_CLEARING' }, amount: -(row.amount - row.fee) },
        { account: { member: row.memberId }, amount: row.amount - row.fee },
      ],
    });
    await deps.inbox.deliver({
      kind: 'deposit-credited',
      memberId: row.memberId,
      subjectId: row.id,
      params: { amount: row.amount - row.fee, reference: row.reference },
    });
    // Deposit promotions, before ledgerDone: a stop in between leaves the sweeper to finish them
    // (each is once per deposit and promotion; a refused one is refused, not retried).
    await deps.onDepositCredited?.({
      depositId: row.id,
      memberId: row.memberId,
      reference: row.reference,
      credited: row.amount - row.fee,
      first: await repository.isFirstPaidDeposit({
        id: row.id,
        memberId: row.memberId,
        paidAt: row.paidAt ?? deps.now(),
      }),
    });
    await repository.updateDeposit(row.id, { ledgerDone: true });
    return moved;
  };

  const record = (row: DepositRow, action: 'deposit.credit' | 'deposit.return', detail: object) =>
    audit.record({
      action,
      result: action === 'deposit.credit' ? 'ok' : 'refused',
      memberId: row.memberId,
      ip: 'gateway',
      detail: { deposit: row.id, reference: row.reference, amount: row.amount, ...detail },
    });

  return {
    async channels(memberId: string): Promise<DepositChannelsResponse> {
      const [rows, payer, setting] = await Promise.all([
        repository.enabledChannels(),
        members.payerOf(memberId),
        deps.settings.getSetting('payments'),
      ]);
      return {
        channels: rows
          .filter((row) => deps.gateways.has(row.gateway))
          .map((row) => ({
            id: row.id,
            code: row.code,
            name: row.name,
            method: row.method,
            min: row.minAmount,
            max: row.maxAmount,
            feeBp: row.feeBp,
            feeFixed: row.feeFixed,
            presets: row.presets,
          })),
        cpfOnFile: payer.cpf !== null,
        maskedCpf: payer.cpf ? maskCpf(payer.cpf) : null,
        expiryMinutes: setting.depositExpiryMinutes,
      };
    },

    async create(
      memberId: string,
      input: z.output<typeof CreateDepositRequest>,
      meta: RequestMeta,
    ): Promise<DepositOrder> {
      const channel = await repository.channel(input.channelId);
      if (!channel?.enabled) throw new AppError('channel-unavailable');
      const gateway = gatewayOf(channel);
      if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
        const money = (value: number) => formatMoney(value, meta.language);
        const bounds = { min: channel.minAmount, max: channel.maxAmount };
        const issue = fieldIssue('amount', 'amountBounds', meta.language, {
          min: money(bounds.min),
          max: money(bounds.max),
        });
        throw fieldsRejected([{ ...issue, ...bounds }]);
      }
      let payer = await members.payerOf(memberId);
      if (!payer.cpf) {
        if (!input.cpf) throw new AppError('cpf-required');
        if (!isValidCpf(input.cpf)) throw fieldsRejected([fieldIssue('cpf', 'invalid', meta.language)]);
        await members.setCpfOnce(memberId, cpfDigits(input.cpf)!, { ip: meta.ip });
        payer = await members.payerOf(memberId);
      }
      // A charge per request is normal (a changed amount), an unbounded number is not; a retried
      // request still gets its charge.
      const retried = await repository.depositByRequest(memberId, input.requestId);
      if (retried) return toOrder(await expireIfDue(retried), channel.name);
      if ((await repository.countOpenDeposits(memberId, deps.now())) >= OPEN_CHARGES_MAX) {
        throw new AppError('deposit-open-limit');
      }
      const fee = depositFee(channel, input.amount);
      if (fee >= input.amount) {
        throw fieldsRejected([fieldIssue('amount', 'too_small', meta.language)]);
      }
      const setting = await deps.settings.getSetting('payments');
      const limits = (await deps.limits?.depositLimitsOf(memberId)) ?? [];
      const inserted = await repository.insertDepositWithinLimits(
        {
          id: randomUUID(),
          memberId,
          requestId: input.requestId,
          reference: newReference('D'),
          channelId: channel.id,
          amount: input.amount,
          fee,
          expectedCpf: payer.cpf!,
          expiresAt: new Date(deps.now().getTime() + setting.depositExpiryMinutes * 60_000),
        },
        limits,
        deps.now(),
      );
      /** No charge is opened: the refusal is audited, then answered. */
      const refuse = async (reason: ErrorCode, value?: Record<string, unknown>): Promise<never> => {
        await audit.record({
          action: 'deposit.create',
          result: 'refused',
          memberId,
          account: payer.account,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { reason, amount: input.amount, ...value },
        });
        throw new AppError(reason, value ? { value } : {});
      };
      // The member's pause, self-exclusion or unverified identity (docs/responsible-gaming.md).
      if ('onBreak' in inserted) return refuse(inserted.onBreak);
      // A limit the member set; their inbox says so once a day.
      if ('refusal' in inserted) {
        await deps.inbox.deliver({
          kind: 'limit-reached',
          memberId,
          subjectId: `DEPOSIT:${brasiliaDay(new Date())}`,
          params: { limit: 'DEPOSIT' },
        });
        return refuse('deposit-limit-reached', inserted.refusal);
      }
      const { row, created } = inserted;
      if (!created) return toOrder(row, channel.name);
      try {
        const charge = await gateway.createCharge({
          reference: row.reference,
          amount: row.amount,
          expiresAt: row.expiresAt,
          payer: { cpf: row.expectedCpf, name: payer.name },
          description: `Depósito ${row.reference}`,
        });
        await repository.updateDeposit(row.id, { gatewayChargeId: charge.chargeId, brCode: charge.brCode });
        await audit.record({
          action: 'deposit.create',
          result: 'ok',
          memberId,
          account: payer.account,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { deposit: row.id, reference: row.reference, amount: row.amount, channel: channel.code },
        });
        return toOrder({ ...row, gatewayChargeId: charge.chargeId, brCode: charge.brCode }, channel.name);
      } catch (error) {
        // No charge exists for it: the order can never be paid.
        await repository.transitionDeposit(row.id, 'PENDING', {
          status: 'EXPIRED',
          remark: 'gateway-unavailable',
        });
        deps.log.warn({ err: error, deposit: row.id }, 'the gateway did not open a charge');
        throw new AppError('service-unavailable');
      }
    },

    async order(memberId: string, id: string): Promise<DepositOrder> {
      const row = await repository.deposit(id);
      if (!row || row.memberId !== memberId) throw new AppError('deposit-not-found');
      return toOrder(await expireIfDue(row));
    },

    async history(memberId: string, page: Page): Promise<DepositHistoryResponse> {
      const { rows, totalPages } = await repository.depositsOf(memberId, page);
      const current = await Promise.all(rows.map(expireIfDue));
      return { list: await Promise.all(current.map((row) => toOrder(row))), totalPages };
    },

    async operatorList(
      filter: { status?: DepositRow['status'] | undefined; flagged?: boolean | undefined },
      page: Page,
    ) {
      const { rows, totalPages } = await repository.depositsWhere(filter, page);
      const names = await members.accountNamesOf([...new Set(rows.map((row) => row.memberId))]);
      const list = await Promise.all(
        rows.map(async (row) => {
          const { qrSvg: _qr, ...order } = await toOrder(row);
          return {
            ...order,
            memberAccount: names.get(row.memberId) ?? '',
            payerCpf: row.payerCpf,
            payerName: row.payerName,
            flagged: row.flagged,
          };
        }),
      );
      return { list, totalPages };
    },

    /**
     * The gateway says a charge was paid. Credited only if it is a pending charge of ours, for
     * the amount asked, paid from the CPF it was opened for; a payment from anyone else is
     * returned and flagged; one for an expired charge is returned too. Answers what was done.
     */
    async chargePaid(gatewayCode: string, charge: ChargePaid): Promise<string> {
      const found = await repository.depositByCharge(charge.id);
      if (!found || found.reference !== charge.reference) return 'unknown-charge';
      const channel = await repository.channel(found.channelId);
      if (channel?.gateway !== gatewayCode) return 'unknown-charge';
      const gateway = gatewayOf(channel);
      if (charge.amount !== found.amount) return 'amount-mismatch';
      const row = await expireIfDue(found);
      const payerCpf = cpfDigits(charge.payer.cpf) ?? charge.payer.cpf;
      const paidDetails = {
        payerCpf,
        payerName: charge.payer.name.slice(0, 120),
        endToEndId: charge.endToEndId,
        paidAt: deps.now(),
      };
      const giveBack = async (reason: 'third-party-payer' | 'expired', current: DepositRow) => {
        const returned = await repository.transitionDeposit(current.id, current.status, {
          ...paidDetails,
          status: 'RETURNED',
          flagged: reason === 'third-party-payer',
          remark: reason,
        });
        if (!returned) return 'already-handled';
        await gateway.refundCharge({ chargeId: charge.id, reason });
        await record(returned, 'deposit.return', { reason, payerCpf: maskCpf(payerCpf) });
        return `returned:${reason}`;
      };
      switch (row.status) {
        case 'PENDING':
          break;
        case 'EXPIRED':
          return giveBack('expired', row);
        case 'PAID':
        case 'RETURNED':
          return 'already-handled';
        default: {
          const never: never = row.status;
          throw new Error(`unknown deposit status ${String(never)}`);
        }
      }
      if (payerCpf !== row.expectedCpf) return giveBack('third-party-payer', row);
      const paid = await repository.transitionDeposit(row.id, 'PENDING', {
        ...paidDetails,
        status: 'PAID',
        ledgerDone: false,
      });
      if (!paid) return 'already-handled';
      const moved = await credit(paid);
      await record(paid, 'deposit.credit', { entryId: moved.entryId, credited: paid.amount - paid.fee });
      return 'credited';
    },

    /** Expires unpaid charges and finishes credits a stop interrupted. */
    async sweep(): Promise<{ expired: number; credited: number }> {
      let expired = 0;
      let credited = 0;
      for (const row of await repository.depositsDue(deps.now())) {
        if (row.status === 'PENDING') {
          if ((await expireIfDue(row)).status === 'EXPIRED') expired += 1;
        } else if (row.status === 'PAID' && !row.ledgerDone) {
          await credit(row);
          credited += 1;
        }
      }
      return { expired, credited };
    },
  };
};

export type Deposits = ReturnType<typeof createDeposits>;
export { newReference };
