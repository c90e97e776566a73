import type { LimitPeriod, PaymentsSetting, SupportedLanguage } from '@platform/contracts';
import type { AuditService } from '../audit/index.js';
import type { InboxDelivery } from '../inbox/index.js';
import type { WalletService } from '../wallet/index.js';
import type { PaymentGateway } from './gateway.js';
import type { PaymentsRepository } from './payments.repository.js';

/** What payments need of the accounts module, wired in app.ts (payments imports no accounts code). */
export type PaymentMembers = {
  payerOf(memberId: string): Promise<{
    account: string;
    cpf: string | null;
    name: string;
    paymentPasswordSet: boolean;
  }>;
  setCpfOnce(memberId: string, cpf: string, meta: { ip: string }): Promise<void>;
  verifyPaymentPassword(memberId: string, password: string): Promise<void>;
  accountNamesOf(memberIds: string[]): Promise<Map<string, string>>;
};

export type RequestMeta = { ip: string; userAgent: string; language: SupportedLanguage };

export type PaymentsDeps = {
  repository: PaymentsRepository;
  wallet: WalletService;
  members: PaymentMembers;
  audit: AuditService;
  /** The member's inbox: a message per credited deposit, paid or rejected withdrawal (docs/inbox.md). */
  inbox: InboxDelivery;
  /** The gateways by code (a channel names its gateway). */
  gateways: ReadonlyMap<string, PaymentGateway>;
  settings: {
    getSetting(key: 'payments'): Promise<PaymentsSetting>;
    updateSetting(key: 'payments', value: unknown): Promise<PaymentsSetting>;
  };
  /**
   * The member's deposit limits in force, each with the start of its current period (the
   * responsible-gaming module, wired in app.ts). Absent: none.
   */
  limits?: {
    depositLimitsOf(memberId: string): Promise<Array<{ period: LimitPeriod; amount: number; from: Date }>>;
  };
  /**
   * Told of each credited deposit, after its DEPOSIT movement (the promotions module's deposit
   * triggers, docs/promotions.md). It may run more than once for one deposit (the sweeper
   * finishing an interrupted credit): it must be idempotent per deposit.
   */
  onDepositCredited?: (deposit: {
    depositId: string;
    memberId: string;
    reference: string;
    credited: number;
    first: boolean;
  }) => Promise<void>;
  /** The BR Code as an SVG QR code. */
  qrSvg: (payload: string) => Promise<string>;
  now: () => Date;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
};
