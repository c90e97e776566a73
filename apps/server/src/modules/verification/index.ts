// Public surface of the verification module: one-time codes by SMS and e-mail, image captchas,
// TOTP helpers and message delivery. It knows nothing of members; the accounts module calls it.
export { createVerificationRepository, type CodeChannel, type OutboxRow } from './verification.repository.js';
export {
  createVerificationService,
  type CodePurpose,
  type VerificationService,
  type VerificationServiceOptions,
} from './verification.service.js';
export { registerVerificationRoutes, readCaptchaId } from './verification.routes.js';
export {
  createChannelDelivery,
  createDeliveryFromConfig,
  createOutboxDelivery,
  createSmtpDelivery,
  type MessageDelivery,
  type OutgoingMessage,
} from './delivery.js';
export { generateTotpSecret, matchTotpStep, totpAuthUrl, totpCode, verifyTotp } from './totp.js';
export { verificationModule } from './verification.module.js';
