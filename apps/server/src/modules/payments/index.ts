// Public surface of the payments module: PIX deposits and withdrawals, the gateways' webhook and
// the operators' desk. Money moves only through the wallet service it is given.
export type { PaymentGateway, PixParty } from './gateway.js';
export type { PaymentMembers } from './payments.context.js';
export { createPaymentsRepository } from './payments.repository.js';
export { createPaymentsService, type PaymentsService } from './payments.service.js';
export { registerPaymentsRoutes } from './payments.routes.js';
export { seedPaymentChannels } from './payments.seed.js';
export { depositFee } from './deposits.js';
export type { TurnoverRules } from './turnover.js';
export { paymentsModule } from './payments.module.js';
