import type { LimitKind, RegistrationLimit, SupportedLanguage } from '@platform/contracts';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AuditService } from '../audit/index.js';
import type { Settings, SettingKey } from '../system/index.js';
import type { VerificationService } from '../verification/index.js';
import type { AccountsRepository } from './accounts.repository.js';

/** Who is asking, as the routes read it from the request; every auth event is audited with it. */
export type RequestMeta = {
  ip: string;
  userAgent: string;
  language: SupportedLanguage;
  /** Scheme and host the visitor used, for links sent by e-mail. */
  origin: string;
};

/** What the accounts services need from the rest of the platform. */
export type AccountsDeps = {
  repository: AccountsRepository;
  settings: { getSetting<K extends SettingKey>(key: K): Promise<Settings[K]> };
  verification: VerificationService;
  audit: AuditService;
  /** Seals the authenticator secrets kept on member rows (lib/secret-box.ts). */
  secrets: SecretBox;
  /** An idle session ends after this long (Brazilian rule: 30 minutes by default). */
  sessionIdleMinutes: number;
  /** Absolute lifetime of any session, however active. */
  sessionMaxHours: number;
  now: () => Date;
  /** A member's real-money balance in centavos, from the wallet. */
  balanceOf: (memberId: string) => Promise<number>;
  /** A member's bonus balance (the wallet's BONUS account), shown apart from cash; absent: 0. */
  bonusOf?: (memberId: string) => Promise<number>;
  /** A member's unread inbox messages, from the inbox module. */
  unreadOf: (memberId: string) => Promise<number>;
  /** A member's VIP level and its name in this language (loyalty), null where VIP is not offered. */
  vipOf: (memberId: string, language: SupportedLanguage) => Promise<{ level: number; name: string } | null>;
  /**
   * The self-exclusion in force for a member (responsible-gaming): its end, null for none. Such
   * a member may not log in, and no session of theirs is opened.
   */
  selfExclusionOf: (memberId: string) => Promise<{ endsAt: Date | null } | null>;
  /**
   * Whether the member's session-time limit is used up (responsible-gaming): null while there is
   * time left, otherwise when the period starts again. Such a member's sessions end and logins are
   * refused. `cached`: this instance's reading of the last minute will do (every request asks).
   */
  sessionTimeRefusalOf: (
    memberId: string,
    options: { cached: boolean },
  ) => Promise<{ resetsAt: Date } | null>;
  /** Whether a self-exclusion in force was taken with this CPF: no account is opened or given it. */
  isCpfSelfExcluded: (cpf: string) => Promise<boolean>;
  /** What the jurisdiction profile asks of a registration: the risk warning ticked, limits offered. */
  registrationProfile: () => Promise<{
    riskAcknowledgement: boolean;
    registrationLimits: readonly LimitKind[];
  }>;
  /** Sets a new member's limits (responsible-gaming: first limits, in force at once, audited). */
  setRegistrationLimits: (memberId: string, limits: RegistrationLimit[], meta: RequestMeta) => Promise<void>;
  /**
   * Refuses a CPF on the banned-bettor list with `registration-not-possible` (which does not
   * reveal the list) and audits it (the kyc module, docs/kyc.md).
   */
  assertCpfNotBanned: (
    cpf: string,
    context: { ip: string; account?: string | null; memberId?: string | null; step: string },
  ) => Promise<void>;
};
