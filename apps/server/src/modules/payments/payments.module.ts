import type { PlatformModule } from '../../platform-module.js';
import { renderQrSvg } from '../../lib/pix/qr-svg.js';
import type { PaymentGateway } from './gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import { registerPaymentsRoutes } from './payments.routes.js';
import { seedPaymentChannels } from './payments.seed.js';
import { createPaymentsService } from './payments.service.js';

/** The gateway payouts go through: the sandbox's, until a PSP's adapter joins it. */
const PAYOUT_GATEWAY = 'sandbox';
/** Charges expire, unanswered withdrawals count as received, interrupted money moves (docs/payments.md). */
const PAYMENTS_SWEEP_EVERY_MS = 60_000;

/** PIX deposits and withdrawals, the gateways' webhook and the operators' desk. */
export const paymentsModule: PlatformModule<'payments'> = {
  name: 'payments',
  seed: seedPaymentChannels,
  start({ app, db, jobs, use }) {
    // Gateways are reached through the PaymentGateway interface (docs/payments.md).
    const sandbox = use('pixSandbox');
    const gateways = new Map<string, PaymentGateway>(sandbox ? [[sandbox.code, sandbox]] : []);
    const accounts = use('accounts');
    const payments = createPaymentsService({
      repository: createPaymentsRepository(db),
      wallet: use('wallet'),
      members: {
        payerOf: (memberId) => accounts.member.payerOf(memberId),
        setCpfOnce: (memberId, cpf, meta) => accounts.member.setCpfOnce(memberId, cpf, meta),
        verifyPaymentPassword: (memberId, password) =>
          accounts.member.verifyPaymentPassword(memberId, password),
        accountNamesOf: (memberIds) => accounts.member.accountNamesOf(memberIds),
      },
      audit: use('audit'),
      inbox: use('inbox'),
      gateways,
      limits: { depositLimitsOf: (memberId) => use('responsibleGaming').depositLimitsOf(memberId) },
      payoutGateway: PAYOUT_GATEWAY,
      settings: use('system').settings,
      qrSvg: renderQrSvg,
      // Promotions start after payments: reached from inside the call.
      onDepositCredited: (deposit) => use('promotions').onDepositCredited(deposit),
      log: app.log,
    });
    registerPaymentsRoutes(app, payments, { webhookGateways: [...gateways.keys()] });
    jobs.every(
      'payments.sweep',
      { everyMs: PAYMENTS_SWEEP_EVERY_MS },
      async () => {
        const counts = await payments.sweep();
        if (Object.values(counts).some((value) => value > 0)) app.log.info(counts, 'payments swept');
      },
      { retryLimit: 2, timeoutSeconds: 120 },
    );
    return payments;
  },
};
