import { z } from 'zod';
import { MOVEMENT_KINDS } from './wallet-lists.js';

/**
 * GET /wps/v2/wallets/balance: the member's main (cash) balance in centavos (integer minor units)
 * and, apart, their bonus balance (the BONUS wallet, 0 without a bonus; docs/promotions.md).
 */
export const WalletBalanceResponse = z.object({
  balance: z.number().int(),
  bonus: z.number().int(),
  currency: z.string(),
});
export type WalletBalanceResponse = z.infer<typeof WalletBalanceResponse>;

/** POST /wps/relay/GCS_merchantWallet: whether the member has one wallet for every game. */
export const MerchantWalletResponse = z.object({ isSingle: z.boolean(), vendorWallets: z.array(z.string()) });
export type MerchantWalletResponse = z.infer<typeof MerchantWalletResponse>;

/**
 * POST /wps/relay/GCS_walletTransfer (only when wallets are not single): moves centavos between
 * the main wallet and a vendor wallet. `requestId` makes a retried request move money once.
 */
export const WalletTransferRequest = z.object({
  requestId: z.uuid(),
  vendor: z.string().trim().min(1).max(32),
  direction: z.enum(['IN', 'OUT']),
  amount: z.number().int().positive().max(1_000_000_000_00),
});
export type WalletTransferRequest = z.input<typeof WalletTransferRequest>;

export const WalletTransferResponse = z.object({
  main: z.number().int(),
  vendor: z.number().int(),
});
export type WalletTransferResponse = z.infer<typeof WalletTransferResponse>;

/** POST /wps/member/transfer/upline (token, encrypted): a member sends money to their agent. */
export const UplineTransferRequest = z.object({
  requestId: z.uuid(),
  amount: z.number().int().positive(),
  paymentPassword: z.string().min(1).max(64),
});
export type UplineTransferRequest = z.input<typeof UplineTransferRequest>;

/** POST /wps/agent/transfer/downline (token, encrypted): an agent sends money to a downline account. */
export const DownlineTransferRequest = UplineTransferRequest.extend({
  account: z.string().trim().min(1).max(64),
});
export type DownlineTransferRequest = z.input<typeof DownlineTransferRequest>;

export const TransferResponse = z.object({ balance: z.number().int(), counterpart: z.string() });
export type TransferResponse = z.infer<typeof TransferResponse>;

/**
 * Turnover (docs/payments.md): what deposits and bonuses ask to be bet (`required`), what has been
 * bet (`wagered`), and what is still to bet (`remaining`), in centavos. Until `remaining` is 0 the
 * member can neither withdraw nor transfer.
 */
export const Turnover = z.object({
  required: z.number().int(),
  wagered: z.number().int(),
  remaining: z.number().int(),
});
export type Turnover = z.infer<typeof Turnover>;

/**
 * GET /wps/member/transfer/limits: bounds of one upline or downline transfer, in centavos, and the
 * caller's turnover: a transfer carries only money its sender could withdraw now, so it is refused
 * (`transfer-turnover-not-met`) while `turnover.remaining` is above 0.
 */
export const TransferLimitsResponse = z.object({
  min: z.number().int(),
  max: z.number().int(),
  turnover: Turnover,
});
export type TransferLimitsResponse = z.infer<typeof TransferLimitsResponse>;

/** POST /wps/member/security/paymentPassword (token, encrypted): set once, confirmed by the login password. */
export const SetPaymentPasswordRequest = z.object({
  loginPassword: z.string().min(1).max(128),
  paymentPassword: z.string().regex(/^\d{6}$/u),
  confirmPaymentPassword: z.string().max(64),
});
export type SetPaymentPasswordRequest = z.input<typeof SetPaymentPasswordRequest>;

export { RECORDS_MAX_DAYS, RECORDS_TIME_ZONE } from './constants.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);

/** Date range and paging shared by the member's records (presets: next/previous 7 and 30 days). */
export const RecordsQuery = z.object({
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * GET /wps/member/records/transactions: movements of the main wallet. The kind filter stays free
 * text: one that is no movement kind lists nothing rather than being refused.
 */
export const TransactionRecordsQuery = RecordsQuery.extend({
  kind: z.string().trim().max(32).optional(),
});
export const TransactionRecord = z.object({
  entryId: z.number().int(),
  time: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed centavos: positive in, negative out. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reference: z.record(z.string(), z.unknown()),
});
export type TransactionRecord = z.infer<typeof TransactionRecord>;

/** GET /wps/member/records/account: every movement of all the member's wallets (the account record). */
export const AccountRecordsQuery = TransactionRecordsQuery;
export const AccountRecord = z.object({
  entryId: z.number().int(),
  time: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** MAIN, or the vendor code of a vendor wallet. */
  wallet: z.string(),
  /** A vendor wallet's vendor name (its code if unknown); empty for MAIN, which clients translate. */
  walletName: z.string(),
  /** Signed centavos: positive in, negative out. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
});
export type AccountRecord = z.infer<typeof AccountRecord>;

/** GET /wps/member/wallets: the main wallet first, then each vendor wallet, balances in centavos. */
export const MemberWallet = z.object({
  wallet: z.string(),
  /** A vendor wallet's vendor name (its code if unknown); empty for MAIN, which clients translate. */
  walletName: z.string(),
  balance: z.number().int(),
});
export type MemberWallet = z.infer<typeof MemberWallet>;
export const MemberWalletsResponse = z.array(MemberWallet);
export type MemberWalletsResponse = z.infer<typeof MemberWalletsResponse>;

export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

/** GET /wps/member/records/bets: the betting record, one line per bet with what it won. */
export const BetRecordsQuery = RecordsQuery.extend({
  vendor: z.string().trim().max(32).optional(),
  status: z.enum(['open', 'settled', 'rolled-back']).optional(),
});
export const BetRecord = z.object({
  transactionId: z.string(),
  vendor: z.string(),
  /** The vendor's display name from the games catalogue (its code when the catalogue lacks it). */
  vendorName: z.string(),
  gameCode: z.string(),
  /** The game's name in the caller's language from the catalogue (its code when it lacks it). */
  gameName: z.string(),
  roundId: z.string(),
  time: z.string(),
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  status: z.enum(['open', 'settled', 'rolled-back']),
});
export type BetRecord = z.infer<typeof BetRecord>;

/** GET /wps/member/records/profit: bets, wins and profit per day and in total. */
export const ProfitRecord = z.object({
  day: z.string(),
  bets: z.number().int(),
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  profit: z.number().int(),
});
export const ProfitResponse = z.object({
  days: z.array(ProfitRecord),
  total: ProfitRecord.omit({ day: true }),
});
export type ProfitResponse = z.infer<typeof ProfitResponse>;

/** A bonus grant as its member sees it (docs/promotions.md, "The bonus wallet"). */
export const BonusGrantView = z.object({
  id: z.string(),
  promotionCode: z.string(),
  amount: z.number().int(),
  /** Centavos to wager before the bonus turns into cash, and what counted so far. */
  required: z.number().int(),
  wagered: z.number().int(),
  /** Largest bet while wagering; 0: no cap. */
  maxBet: z.number().int(),
  /** Percent each game type counts (types left out count 0). */
  contributions: z.record(z.string(), z.number().int()),
  status: z.enum(['ACTIVE', 'CONVERTED', 'FORFEITED_EXPIRED', 'FORFEITED_WITHDRAWAL']),
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  /** What the grant's end moved: to cash when CONVERTED, back to the house when forfeited. */
  settledAmount: z.number().int().nullable(),
});
export type BonusGrantView = z.infer<typeof BonusGrantView>;

/**
 * A member's ACTIVE free spins on one slot (docs/decisions/0020-free-spins.md): spins left of the
 * total, the fixed bet of each, the game to open and when they expire.
 */
export const FreeSpinGrantView = z.object({
  id: z.string(),
  promotionCode: z.string(),
  gameCode: z.string(),
  /** The game's catalogue node (its page: /seamless?nodeId=) and name; null when not listed. */
  nodeId: z.string().nullable(),
  gameName: z.string(),
  spinsTotal: z.number().int(),
  remaining: z.number().int(),
  bet: z.number().int(),
  expiresAt: z.string(),
});
export type FreeSpinGrantView = z.infer<typeof FreeSpinGrantView>;

/**
 * GET /wps/member/bonus: the bonus balance, the active grant (if any), the last grants and the
 * active free spins.
 */
export const BonusDetailsResponse = z.object({
  balance: z.number().int(),
  active: BonusGrantView.nullable(),
  history: z.array(BonusGrantView),
  freeSpins: z.array(FreeSpinGrantView),
});
export type BonusDetailsResponse = z.infer<typeof BonusDetailsResponse>;
