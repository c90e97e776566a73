import { ERROR_MESSAGES_CN, FIELD_MESSAGES_CN } from './error-messages-cn.js';
import { ERROR_MESSAGES_EN, FIELD_MESSAGES_EN } from './error-messages-en.js';
import { ERROR_MESSAGES_PT, FIELD_MESSAGES_PT } from './error-messages-pt.js';
import type { SupportedLanguage } from './languages.js';

/**
 * The error catalogue (spec section 8 plus the platform's generic failures). Codes are stable
 * strings clients switch on; each has an HTTP status and a message in every supported language.
 * The web app maps the same codes to its i18n keys (`errors.<code>`).
 */
export const ERROR_CATALOGUE = {
  // Spec section 8
  'invalid-phone-number': { status: 400 },
  'missing-phone-number': { status: 400 },
  'too-many-requests': { status: 429 },
  unknown: { status: 500 },
  'invalid-verification-code': { status: 400 },
  'missing-verification-code': { status: 400 },
  'captcha-check-failed': { status: 400 },
  'quota-exceeded': { status: 403 },
  'operation-not-allowed': { status: 403 },
  'code-expired': { status: 400 },
  'popup-closed-by-user': { status: 400 },
  'username-email-not-found': { status: 404 },
  'incorrect-credentials': { status: 401 },
  'verification-required': { status: 403 },
  'region-restricted': { status: 451 },
  maintenance: { status: 503 },
  'game-maintenance': { status: 503 },
  'agents-only': { status: 403 },
  'members-only': { status: 403 },
  'in-need-true-account': { status: 403 },
  // Accounts (spec sections 5 and 8, and the rules a regulated operator adds)
  'captcha-required': { status: 400 },
  'duplicate-username': { status: 409 },
  'duplicate-mobile': { status: 409 },
  'duplicate-email': { status: 409 },
  'duplicate-id-number': { status: 409 },
  'invalid-invitation-code': { status: 400 },
  'incorrect-password': { status: 400 },
  'account-locked': { status: 403 },
  'reset-link-invalid': { status: 400 },
  // Wallet
  'insufficient-funds': { status: 400 },
  'bonus-max-bet-exceeded': { status: 403 },
  'bonus-grant-active': { status: 409 },
  'free-spins-exhausted': { status: 409 },
  'free-spin-bet-mismatch': { status: 400 },
  'free-spin-game-not-found': { status: 404 },
  'duplicate-conflict': { status: 409 },
  'not-eligible': { status: 403 },
  'payment-password-not-set': { status: 400 },
  'incorrect-payment-password': { status: 400 },
  'not-in-downline': { status: 403 },
  // Agent centre
  'sub-agent-not-allowed': { status: 403 },
  'invitation-limit-reached': { status: 400 },
  'transfer-turnover-not-met': { status: 400 },
  // Payments
  'operators-only': { status: 403 },
  'cpf-required': { status: 400 },
  'channel-unavailable': { status: 400 },
  'deposit-not-found': { status: 404 },
  'payee-not-set': { status: 400 },
  'pix-key-not-found': { status: 400 },
  'pix-key-not-own': { status: 400 },
  'turnover-not-met': { status: 400 },
  'withdrawal-daily-limit': { status: 400 },
  'withdrawal-pending': { status: 409 },
  'withdrawal-not-found': { status: 404 },
  'withdrawal-state-changed': { status: 409 },
  'proof-required': { status: 400 },
  'invalid-proof-image': { status: 400 },
  'charge-expired': { status: 409 },
  'deposit-open-limit': { status: 409 },
  'charge-already-paid': { status: 409 },
  // Promotions
  'promotion-not-found': { status: 404 },
  'promotion-not-started': { status: 400 },
  'promotion-closed': { status: 400 },
  'promotion-already-joined': { status: 409 },
  'promotion-not-eligible': { status: 403 },
  'promotion-target-not-met': { status: 409 },
  'promotion-wrong-entry': { status: 400 },
  'promotion-application-not-found': { status: 404 },
  'promotion-application-state-changed': { status: 409 },
  // Seamless wallet (game vendors)
  'invalid-token': { status: 401 },
  'invalid-signature': { status: 401 },
  'bet-not-found': { status: 404 },
  'already-rolled-back': { status: 409 },
  'round-closed': { status: 409 },
  'round-has-wins': { status: 409 },
  'round-not-settled': { status: 409 },
  'adjustment-exceeds-paid': { status: 409 },
  // Games
  'game-not-found': { status: 404 },
  'invalid-bet': { status: 400 },
  // The studio's games
  'bet-out-of-range': { status: 400 },
  'invalid-game-choice': { status: 400 },
  'invalid-client-seed': { status: 400 },
  'round-in-progress': { status: 409 },
  'round-not-found': { status: 404 },
  'betting-closed': { status: 409 },
  'cash-out-closed': { status: 409 },
  'round-not-started': { status: 409 },
  'shots-too-fast': { status: 429 },
  // The sportsbook (docs/sportsbook.md)
  'sports-event-not-found': { status: 404 },
  'sports-selection-unknown': { status: 400 },
  'sports-market-suspended': { status: 409 },
  'sports-event-closed': { status: 409 },
  'sports-odds-changed': { status: 409 },
  'sports-legs-same-event': { status: 400 },
  'sports-shape-invalid': { status: 400 },
  'sports-stake-out-of-range': { status: 400 },
  'sports-liability-reached': { status: 409 },
  'sports-cash-out-unavailable': { status: 409 },
  'sports-cash-out-changed': { status: 409 },
  'sports-market-limit-reached': { status: 409 },
  'sports-event-limit-reached': { status: 409 },
  'sports-operator-key-invalid': { status: 401 },
  'sports-operator-api-off': { status: 403 },
  'sports-builder-legs': { status: 400 },
  'sports-builder-quarter-lines': { status: 400 },
  'sports-builder-contradictory': { status: 400 },
  'sports-builder-redundant': { status: 400 },
  'sports-builder-too-likely': { status: 400 },
  'sports-builder-unsupported': { status: 400 },
  // The lottery (docs/lottery.md)
  'lottery-draw-not-found': { status: 404 },
  'lottery-betting-closed': { status: 409 },
  'lottery-liability-reached': { status: 409 },
  'lottery-selection-invalid': { status: 400 },
  'lottery-stake-out-of-range': { status: 400 },
  'lottery-draw-not-drawn': { status: 409 },
  'lottery-draw-not-cancellable': { status: 409 },
  'lottery-special-draw-invalid': { status: 400 },
  'lottery-launch-invalid': { status: 400 },
  // Agent contracts (docs/agents.md)
  'contract-not-found': { status: 404 },
  'settlement-not-found': { status: 404 },
  'contract-state-changed': { status: 409 },
  'contract-party-not-allowed': { status: 403 },
  'contract-offer-pending': { status: 409 },
  'contract-rate-not-higher': { status: 409 },
  'contract-rate-above-upline': { status: 400 },
  'contract-upline-has-none': { status: 400 },
  'contract-period-mismatch': { status: 400 },
  'contract-rate-below-downline': { status: 400 },
  'contract-type-not-allowed': { status: 403 },
  'contract-direct-downline-only': { status: 400 },
  // Member inbox
  'message-not-found': { status: 404 },
  // Feedback and the support chat (docs/feedback.md, docs/customer-service.md)
  'feedback-word-count': { status: 400 },
  'feedback-content-missing': { status: 400 },
  'favorites-limit-reached': { status: 409 },
  'feedback-not-found': { status: 404 },
  'feedback-state-changed': { status: 409 },
  'feedback-rate-limited': { status: 429 },
  'support-rate-limited': { status: 429 },
  'support-conversation-not-found': { status: 404 },
  // Chat room (docs/chat-room.md)
  'chat-muted': { status: 403 },
  'chat-too-fast': { status: 429 },
  'chat-message-not-found': { status: 404 },
  'chat-member-not-found': { status: 404 },
  // Points mall (docs/points.md)
  'insufficient-points': { status: 400 },
  'point-reward-not-found': { status: 404 },
  'point-reward-sold-out': { status: 409 },
  'point-redeem-not-found': { status: 404 },
  'point-redeem-decided': { status: 409 },
  // Player rebate (docs/rebate.md)
  'rebate-nothing-to-claim': { status: 409 },
  'rebate-changed': { status: 409 },
  // VIP and referral rewards, the daily check-in (docs/referral-vip.md, docs/check-in.md)
  'reward-nothing-to-claim': { status: 409 },
  'check-in-done': { status: 409 },
  // Lucky draws (docs/lucky-draws.md)
  'lucky-draw-closed': { status: 404 },
  'lucky-draw-no-ticket': { status: 409 },
  'lucky-draw-ticket-used': { status: 409 },
  'lucky-draw-busy': { status: 409 },
  'lucky-draw-not-found': { status: 404 },
  'lucky-draw-nothing-to-claim': { status: 409 },
  // Missions (docs/missions.md)
  'mission-not-found': { status: 404 },
  // Announcements (docs/messaging.md)
  'announcement-not-found': { status: 404 },
  'announcement-not-started': { status: 409 },
  'mission-not-claimable': { status: 409 },
  // Jurisdiction profile and player limits (docs/responsible-gaming.md)
  'product-unavailable': { status: 403 },
  'feature-unavailable': { status: 403 },
  'deposit-limit-reached': { status: 403 },
  'loss-limit-reached': { status: 403 },
  'wager-limit-reached': { status: 403 },
  'bet-count-limit-reached': { status: 403 },
  // 403 to a bet; a session it ends, and a login or resume it refuses, answer 401 (AppError endsSession).
  'session-time-limit-reached': { status: 403 },
  'limit-raise-not-found': { status: 404 },
  'limit-raise-not-due': { status: 409 },
  'play-paused': { status: 403 },
  'self-excluded': { status: 403 },
  'self-excluded-cpf': { status: 403 },
  'play-break-active': { status: 409 },
  'self-exclusion-balance': { status: 409 },
  'self-exclusion-money-pending': { status: 409 },
  'identity-not-verified': { status: 403 },
  'identity-state-conflict': { status: 409 },
  'identity-cpf-not-own': { status: 400 },
  'identity-check-unavailable': { status: 503 },
  'identity-document-unreadable': { status: 422 },
  'registration-not-possible': { status: 403 },
  // Platform generic failures
  'validation-failed': { status: 400 },
  'malformed-request': { status: 400 },
  'unsupported-media-type': { status: 415 },
  'payload-too-large': { status: 413 },
  'not-found': { status: 404 },
  'method-not-allowed': { status: 405 },
  unauthorized: { status: 401 },
  forbidden: { status: 403 },
  'invalid-merchant': { status: 400 },
  'encrypted-payload-required': { status: 400 },
  'encrypted-payload-invalid': { status: 400 },
  'service-unavailable': { status: 503 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code);

export const ERROR_MESSAGES: Record<SupportedLanguage, Record<ErrorCode, string>> = {
  EN: ERROR_MESSAGES_EN,
  PT: ERROR_MESSAGES_PT,
  CN: ERROR_MESSAGES_CN,
};

/** Field-level validation messages (spec section 5), keyed for forms and the server alike. */
export const FIELD_MESSAGES: Record<SupportedLanguage, Record<string, string>> = {
  EN: FIELD_MESSAGES_EN,
  PT: FIELD_MESSAGES_PT,
  CN: FIELD_MESSAGES_CN,
};

export const errorMessage = (code: ErrorCode, language: SupportedLanguage): string =>
  ERROR_MESSAGES[language][code];
