import { z } from 'zod';
import { Turnover } from './wallet.js';

/**
 * Payments (spec sections 2–4 and 9): PIX deposits through a payment channel, and withdrawals to
 * the member's own-name PIX key. Money is integer centavos. The spec names no paths; these live
 * under /wps/member/deposit, /wps/member/withdraw (the member), /ops/* (operators) and
 * /sandbox/* (the built-in sandbox gateway). docs/payments.md tells the whole flow.
 */

const cents = z.number().int();
const isoTime = z.string();
const page = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(10);

// ---------------------------------------------------------------------------------------------
// Deposits

/** A way to pay in, configured by the operator (payment_channel). */
export const PaymentChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  method: z.enum(['PIX']),
  min: cents,
  max: cents,
  /** The fee the member pays, in basis points of the amount plus a fixed part; credited = amount − fee. */
  feeBp: z.number().int(),
  feeFixed: cents,
  /** Amount buttons the deposit form offers. */
  presets: z.array(cents),
});
export type PaymentChannel = z.infer<typeof PaymentChannel>;

/** GET /wps/member/deposit/channels (token): enabled channels in order, and whether a CPF is on file. */
export const DepositChannelsResponse = z.object({
  channels: z.array(PaymentChannel),
  /** Deposits come only from the member's own-name account, so the member's CPF must be known. */
  cpfOnFile: z.boolean(),
  /** The CPF on file with only the middle digits shown (***.456.789-**), or null. */
  maskedCpf: z.string().nullable(),
  /** Minutes a PIX charge can be paid for. */
  expiryMinutes: z.number().int(),
});
export type DepositChannelsResponse = z.infer<typeof DepositChannelsResponse>;

/**
 * POST /wps/member/deposit (token): opens a PIX charge. `cpf` is required (and stored, once) when
 * the member has none on file; it must be valid and not another member's. `requestId` makes a
 * retried request answer the same charge.
 */
export const CreateDepositRequest = z.object({
  requestId: z.uuid(),
  channelId: z.number().int().positive(),
  amount: z.number().int().positive().max(1_000_000_000_00),
  cpf: z.string().trim().max(20).optional(),
});
export type CreateDepositRequest = z.input<typeof CreateDepositRequest>;

export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'RETURNED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DepositOrder = z.object({
  id: z.string(),
  /** The transaction reference number shown to the member and sent to the gateway. */
  reference: z.string(),
  channelName: z.string(),
  amount: cents,
  fee: cents,
  /** What reaches the balance once paid (amount − fee). */
  credited: cents,
  status: z.enum(DEPOSIT_STATUSES),
  /** PIX "copia e cola": the EMV BR Code payload. */
  brCode: z.string(),
  /** The same payload as a QR code, an SVG document. */
  qrSvg: z.string(),
  expiresAt: isoTime,
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
  /** Why a paid charge was returned instead of credited (another person's account). */
  remark: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof DepositOrder>;

/** GET /wps/member/deposit/order?id= (token): one of the member's charges, polled for its status. */
export const DepositOrderQuery = z.object({ id: z.uuid() });

/** GET /wps/member/deposit/history (token): the member's charges, newest first. */
export const DepositHistoryQuery = z.object({ page, pageSize });
export const DepositHistoryResponse = z.object({ list: z.array(DepositOrder), totalPages: z.number().int() });
export type DepositHistoryResponse = z.infer<typeof DepositHistoryResponse>;

// ---------------------------------------------------------------------------------------------
// Withdrawals

export const PIX_KEY_TYPES = ['CPF', 'PHONE', 'EMAIL', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const Payee = z.object({
  keyType: z.enum(PIX_KEY_TYPES),
  /** The key with its middle hidden. */
  maskedKey: z.string(),
  holderName: z.string(),
});
export type Payee = z.infer<typeof Payee>;

/**
 * POST /wps/member/withdraw/payee (token, encrypted): the member's own-name PIX key, checked per
 * type and with the gateway's key directory (its holder must be the member's CPF).
 */
export const SetPayeeRequest = z.object({
  keyType: z.enum(PIX_KEY_TYPES),
  key: z.string().trim().min(1).max(80),
  paymentPassword: z.string().min(1).max(64),
});
export type SetPayeeRequest = z.input<typeof SetPayeeRequest>;

export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * The confirmation of spec section 4, once a withdrawal is paid: the member says it arrived
 * (RECEIVED) or not (NOT_RECEIVED, with proof images, for the operator to review); the operator
 * may close a dispute as FORCED_RECEIVED (nothing returned) or RETURNED (the amount back to the
 * balance); unanswered past the configured minutes it becomes AUTO_RECEIVED.
 */
export const CONFIRMATION_STATES = [
  'AWAITING',
  'RECEIVED',
  'NOT_RECEIVED',
  'FORCED_RECEIVED',
  'AUTO_RECEIVED',
  'RETURNED',
] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

export const Withdrawal = z.object({
  id: z.string(),
  reference: z.string(),
  amount: cents,
  keyType: z.enum(PIX_KEY_TYPES),
  maskedKey: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  confirmation: z.enum(CONFIRMATION_STATES).nullable(),
  /** When an unanswered confirmation counts as received. */
  confirmBy: isoTime.nullable(),
  proofCount: z.number().int(),
  remark: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** GET /wps/member/withdraw/overview (token): everything the withdraw page needs before a request. */
export const WithdrawOverviewResponse = z.object({
  payee: Payee.nullable(),
  paymentPasswordSet: z.boolean(),
  balance: cents,
  limits: z.object({
    min: cents,
    max: cents,
    dailyCount: z.number().int(),
    usedToday: z.number().int(),
  }),
  /** Turnover still to be wagered before a withdrawal: deposits and bonuses times their multiples. */
  turnover: Turnover,
  /** The open withdrawal (pending or approved), if any: only one at a time. */
  open: Withdrawal.nullable(),
  /** Paid withdrawals still waiting for the member's confirmation. */
  awaitingConfirmation: z.array(Withdrawal),
});
export type WithdrawOverviewResponse = z.infer<typeof WithdrawOverviewResponse>;

/** POST /wps/member/withdraw (token, encrypted). */
export const CreateWithdrawalRequest = z.object({
  requestId: z.uuid(),
  amount: z.number().int().positive().max(1_000_000_000_00),
  paymentPassword: z.string().min(1).max(64),
});
export type CreateWithdrawalRequest = z.input<typeof CreateWithdrawalRequest>;

/** GET /wps/member/withdraw/history (token). */
export const WithdrawHistoryQuery = z.object({ page, pageSize });
export const WithdrawHistoryResponse = z.object({ list: z.array(Withdrawal), totalPages: z.number().int() });
export type WithdrawHistoryResponse = z.infer<typeof WithdrawHistoryResponse>;

/** Proof images (spec §5 and §9): png or jpg, at most 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_IMAGES = 3;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;

/** An image as a data URL (data:image/png;base64,…); the server checks its bytes, not only the label. */
export const ProofImage = z.object({
  name: z.string().trim().max(120),
  dataUrl: z.string().max(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64),
});

/** POST /wps/member/withdraw/confirm (token): the member's answer on a paid withdrawal. */
export const ConfirmWithdrawalRequest = z.object({
  id: z.uuid(),
  outcome: z.enum(['RECEIVED', 'NOT_RECEIVED']),
  /** Required (1 to 3) when the outcome is NOT_RECEIVED. */
  proofs: z.array(ProofImage).max(PROOF_MAX_IMAGES).default([]),
  remark: z.string().trim().max(140).optional(),
});
export type ConfirmWithdrawalRequest = z.input<typeof ConfirmWithdrawalRequest>;

// ---------------------------------------------------------------------------------------------
// Operators (back office): a token with the operator role

/** POST /ops/session/login: operators log in here, never on the site's member login. */
export const OperatorLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export const OperatorLoginResponse = z.object({ token: z.string(), account: z.string() });
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponse>;

export const OperatorWithdrawal = Withdrawal.extend({
  memberAccount: z.string(),
  holderName: z.string(),
  /** Visible to operators only: the full key the payout goes to. */
  pixKey: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof OperatorWithdrawal>;

/** GET /ops/withdrawals?status=&page= (operator). */
export const OperatorWithdrawalsQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  confirmation: z.enum(CONFIRMATION_STATES).optional(),
  page,
  pageSize,
});
export const OperatorWithdrawalsResponse = z.object({
  list: z.array(OperatorWithdrawal),
  totalPages: z.number().int(),
});
export type OperatorWithdrawalsResponse = z.infer<typeof OperatorWithdrawalsResponse>;

/** POST /ops/withdrawals/approve | reject | force-received | return (operator). */
export const OperatorWithdrawalAction = z.object({
  id: z.uuid(),
  remark: z.string().trim().max(140).optional(),
});
export type OperatorWithdrawalAction = z.input<typeof OperatorWithdrawalAction>;

/** GET /ops/deposits?flagged=true (operator): charges, e.g. the returned third-party payments. */
export const OperatorDepositsQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  flagged: z.enum(['true', 'false']).optional(),
  page,
  pageSize,
});
export const OperatorDeposit = DepositOrder.omit({ qrSvg: true }).extend({
  memberAccount: z.string(),
  payerCpf: z.string().nullable(),
  payerName: z.string().nullable(),
  flagged: z.boolean(),
});
export const OperatorDepositsResponse = z.object({
  list: z.array(OperatorDeposit),
  totalPages: z.number().int(),
});
export type OperatorDepositsResponse = z.infer<typeof OperatorDepositsResponse>;

// ---------------------------------------------------------------------------------------------
// Gateway webhook: what a PIX gateway posts to /wps/payments/webhook/<gateway>

/**
 * Signed with the channel's webhook secret: header `X-Pix-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<raw body>")>`. Events older than five minutes are refused (replay),
 * and each eventId is handled once.
 */
export const PIX_SIGNATURE_HEADER = 'x-pix-signature';
export const PIX_SIGNATURE_TOLERANCE_SECONDS = 300;

const PixParty = z.object({ cpf: z.string(), name: z.string() });

export const PixWebhookEvent = z.discriminatedUnion('type', [
  z.object({
    eventId: z.string().min(1).max(80),
    type: z.literal('charge.paid'),
    occurredAt: isoTime,
    charge: z.object({
      id: z.string().min(1).max(80),
      reference: z.string().min(1).max(80),
      amount: cents,
      endToEndId: z.string().max(80),
      payer: PixParty,
    }),
  }),
  z.object({
    eventId: z.string().min(1).max(80),
    type: z.enum(['payout.paid', 'payout.failed']),
    occurredAt: isoTime,
    payout: z.object({
      id: z.string().min(1).max(80),
      reference: z.string().min(1).max(80),
      amount: cents,
      endToEndId: z.string().max(80).nullable(),
      reason: z.string().max(200).nullable(),
    }),
  }),
]);
export type PixWebhookEvent = z.infer<typeof PixWebhookEvent>;
