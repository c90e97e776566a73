import type { Db } from '../../db/client.js';
import { createAuditRepository, type AuditEventRow } from './audit.repository.js';

/** Every auditable event. Money events join this list as their modules arrive. */
export const AUDIT_ACTIONS = [
  'login',
  'login.second-factor',
  'logout',
  'session.resume',
  'session.end',
  'register',
  'freeplay',
  'password.change',
  'password.reset-request',
  'password.reset',
  'code.send',
  'totp.enable',
  'totp.disable',
  'payment-password.set',
  'transfer.upline',
  'transfer.downline',
  'deposit.create',
  'deposit.credit',
  'deposit.return',
  'deposit.webhook-refused',
  'payee.set',
  'withdrawal.request',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.paid',
  'withdrawal.payout-failed',
  'withdrawal.confirm',
  'withdrawal.auto-confirm',
  'withdrawal.force-received',
  'withdrawal.return',
  'payments.rules',
  'agent.create-downline',
  'contract.offer',
  'contract.action',
  'contract.settle',
  'limit.set',
  'limit.raise-request',
  'limit.raise-confirm',
  'limit.raise-cancel',
  'pause.start',
  'self-exclusion.start',
  'aml.flags-list',
  'aml.settings',
  'agents.valid-turnover',
  'identity.start',
  'identity.liveness',
  'identity.document-view',
  'banned-bettors.upload',
  'banned-bettor.refused',
  'seamless.adjust',
  'seamless.adjust-signature',
  'points.redeem',
  'points.convert',
  'points.decide',
  'points.config',
  'vip.level-change',
  'loyalty.settings',
  'vip.reward-claim',
  'vip.reward-payout',
  'referral.reward-payout',
  'check-in',
  'promotion.save',
  'promotion.apply',
  'promotion.claim',
  'promotion.deposit',
  'bonus.forfeit',
  'free-spins.expire',
  'promotion.approve',
  'promotion.reject',
  'promotion.payout',
  'rebate.claim',
  'rebate.payout',
  'rebate.settings',
  'announcement.save',
  'announcement.enable',
  'announcement.end',
  'announcement.delete',
  'mission.save',
  'mission.disable',
  'mission.claim',
  'mission.payout',
  'lucky.save',
  'lucky.grant',
  'lucky.open',
  'lucky.seed-rotate',
  'lucky.raffle-claim',
  'lucky.raffle-draw',
  'lucky.raffle-payout',
  'feedback.submit',
  'feedback.view',
  'feedback.review',
  'feedback.reply',
  'feedback.close',
  'feedback.settings',
  'support.view',
  'support.reply',
  'chat.mute',
  'chat.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One event as a caller reports it. `detail` is for non-secret context (an error code, a method,
 * an amount): callers must never put passwords, codes, tokens or captcha answers in it.
 */
export type AuditEventInput = {
  action: AuditAction;
  result: 'ok' | 'refused';
  memberId?: string | null;
  account?: string | null;
  ip: string;
  userAgent?: string;
  detail?: Record<string, unknown>;
};

export type AuditListFilter = { memberId?: string; action?: string; account?: string; limit?: number };

const USER_AGENT_MAX = 512;
const LIST_DEFAULT = 100;
const LIST_MAX = 1_000;

// The service cannot know what a caller passes, so as a safety net it drops keys that name a secret
// (password, newPassword, token, rememberToken, captcha, code, smsCode…) at any depth. Keys such as
// errorCode or countryCode are context, not secrets, and are kept.
const SECRET_KEY = /password|passwd|secret|token|captcha|^(sms|email|totp|verification)?code$/i;

const scrub = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(scrub);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, entry]) => [key, scrub(entry)]),
  );
};

/** Append-only: the application records and reads audit events, and never changes one. */
export const createAuditService = ({ db }: { db: Db }) => {
  const repository = createAuditRepository(db);
  return {
    async record(event: AuditEventInput): Promise<void> {
      await repository.insert({
        action: event.action,
        result: event.result,
        memberId: event.memberId ?? null,
        account: event.account ?? null,
        ip: event.ip,
        userAgent: (event.userAgent ?? '').slice(0, USER_AGENT_MAX),
        detail: scrub(event.detail ?? {}) as Record<string, unknown>,
      });
    },

    /** Newest first, for tests and the future back office. */
    async list(filter: AuditListFilter = {}): Promise<AuditEventRow[]> {
      const limit = Math.min(Math.max(filter.limit ?? LIST_DEFAULT, 1), LIST_MAX);
      return repository.list({ ...filter, limit });
    },
  };
};

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * A member's or operator's event as the reward modules record it: who acted, from where, what
 * about, and whether it went through.
 */
export const memberAuditor =
  (audit: Pick<AuditService, 'record'>) =>
  (
    action: AuditAction,
    meta: { ip: string; userAgent?: string },
    who: { memberId: string; account?: string },
    detail: Record<string, unknown>,
    result: 'ok' | 'refused' = 'ok',
  ) =>
    audit.record({
      action,
      result,
      memberId: who.memberId,
      account: who.account ?? null,
      ip: meta.ip,
      userAgent: meta.userAgent ?? '',
      detail,
    });
