import { PixWebhookEvent } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { verifyPixSignature } from '../../lib/pix/webhook-signature.js';
import { createDeposits } from './deposits.js';
import type { PaymentsDeps } from './payments.context.js';
import { createTurnover } from './turnover.js';
import { createWithdrawals } from './withdrawals.js';

export type PaymentsServiceOptions = Omit<PaymentsDeps, 'now'> & {
  /** The gateway payouts go through (a code of `gateways`). */
  payoutGateway: string;
  now?: () => Date;
};

/**
 * Payments (docs/payments.md): PIX deposits and withdrawals, the gateways' webhook, the
 * operators' desk and the job that expires charges, auto-confirms withdrawals and finishes money
 * a stop left behind.
 */
export const createPaymentsService = (options: PaymentsServiceOptions) => {
  const deps: PaymentsDeps = { ...options, now: options.now ?? (() => new Date()) };
  const gateway = deps.gateways.get(options.payoutGateway) ?? null;
  const deposits = createDeposits(deps);
  const turnover = createTurnover({ wallet: deps.wallet, settings: deps.settings });
  const withdrawals = createWithdrawals({ ...deps, gateway, turnover });
  const { repository } = deps;

  /** Logs a webhook call that did nothing, and refuses it. */
  const refuseWebhook = async (gatewayCode: string, rawBody: string, outcome: string, error: AppError) => {
    await repository.logWebhookEvent({
      gateway: gatewayCode,
      eventId: null,
      signatureValid: false,
      outcome,
      body: rawBody,
    });
    await deps.audit.record({
      action: 'deposit.webhook-refused',
      result: 'refused',
      ip: 'gateway',
      detail: { gateway: gatewayCode, outcome },
    });
    deps.log.warn({ gateway: gatewayCode, outcome }, 'payment webhook refused');
    return error;
  };

  return {
    deposits,
    withdrawals,
    /** Money figures the agent centre shows of a downline (the agents module asks by member id). */
    memberTotals: {
      of: (memberId: string) => repository.moneyTotalsOf(memberId),
      depositorsAmong: (memberIds: string[]) => repository.depositorsAmong(memberIds),
      depositTotalsOf: (memberIds: string[]) => repository.depositTotalsOf(memberIds),
      /** Deposits paid within a time range, oldest first (the missions' progress job reads them). */
      paidDepositsBetween: (range: { after: Date; before: Date }, limit: number) =>
        repository.paidDepositsBetween(range, limit),
    },
    /** Deposits a member asked for since `from` (charges paid or still payable): a deposit limit's usage. */
    depositedSince: (memberId: string, from: Date) => repository.depositedSince(memberId, from, deps.now()),
    /** Turnover of deposits and bonuses: what money leaving a member (withdrawal, transfer) asks first. */
    turnover,

    /** The webhook secret of a gateway, for the built-in sandbox to sign with. */
    async webhookSecretOf(gatewayCode: string): Promise<string | null> {
      const [channel] = await repository.channelsOfGateway(gatewayCode);
      return channel?.webhookSecret ?? null;
    },

    /**
     * A gateway's notification. The signature is checked over the exact bytes before anything is
     * read; each event acts once (a replay is answered and logged, and changes nothing).
     */
    async webhook(gatewayCode: string, signature: string | undefined, rawBody: string) {
      const channels = await repository.channelsOfGateway(gatewayCode);
      const signed = channels.some((channel) =>
        verifyPixSignature({ secret: channel.webhookSecret, header: signature, rawBody, now: deps.now() }),
      );
      if (!signed)
        throw await refuseWebhook(gatewayCode, rawBody, 'bad-signature', new AppError('invalid-signature'));
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        json = null;
      }
      const parsed = PixWebhookEvent.safeParse(json);
      if (!parsed.success) {
        throw await refuseWebhook(gatewayCode, rawBody, 'malformed', new AppError('malformed-request'));
      }
      const event = parsed.data;
      if (await repository.webhookEventSeen(gatewayCode, event.eventId)) {
        await repository.logWebhookEvent({
          gateway: gatewayCode,
          eventId: null,
          signatureValid: true,
          outcome: `replayed:${event.eventId}`,
          body: rawBody,
        });
        return { outcome: 'replayed' };
      }
      const outcome =
        event.type === 'charge.paid'
          ? await deposits.chargePaid(gatewayCode, event.charge)
          : await withdrawals.payoutSettled(event);
      await repository.logWebhookEvent({
        gateway: gatewayCode,
        eventId: event.eventId,
        signatureValid: true,
        outcome,
        body: rawBody,
      });
      if (outcome.startsWith('unknown') || outcome === 'amount-mismatch') {
        deps.log.warn(
          { gateway: gatewayCode, eventId: event.eventId, outcome },
          'payment webhook changed nothing',
        );
      }
      return { outcome };
    },

    /** The operator's rules: limits, turnover, expiry and confirmation minutes. */
    rules: () => deps.settings.getSetting('payments'),
    async setRules(operator: { memberId: string; account: string }, value: unknown, ip: string) {
      const saved = await deps.settings.updateSetting('payments', value);
      await deps.audit.record({
        action: 'payments.rules',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ip,
        detail: saved,
      });
      return saved;
    },

    /** The scheduled job (every minute, on every instance: each step is a conditional update). */
    async sweep() {
      const [charges, payouts] = [await deposits.sweep(), await withdrawals.sweep()];
      return { ...charges, ...payouts };
    },
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
