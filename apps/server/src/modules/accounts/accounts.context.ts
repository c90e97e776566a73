import type { SupportedLanguage } from '@platform/contracts';
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
};
