import {
  isTrialType,
  maskMobile,
  type MemberInfoResponse,
  type SupportedLanguage,
  type Whitelabel,
} from '@platform/contracts';
import type { AccountsDeps } from './accounts.context.js';
import type { MemberRow } from './accounts.repository.js';

const CURRENCY_SYMBOLS: Record<string, string> = { BRL: 'R$' };

/**
 * The name a member is shown by. A member registered by mobile without a username gets an account
 * made from the number ('m5511987654321', registration-service): an internal name nobody chose,
 * so until they pick a nickname they are shown their masked number instead (decision 0003).
 */
export const displayNickname = (row: Pick<MemberRow, 'account' | 'nickname' | 'mobile'>): string => {
  const generated = row.mobile !== null && row.account === `m${row.mobile}`;
  if (!generated) return row.nickname;
  return row.nickname && row.nickname !== row.account ? row.nickname : maskMobile(row.mobile!);
};

/**
 * What member info shows from other modules: the wallet balance, the unread inbox messages and
 * the VIP level (null where VIP is not offered).
 */
export type MemberFigures = {
  balance: number;
  bonus?: number;
  unread: number;
  vip: { level: number; name: string } | null;
};

/**
 * The figures of a member from the other modules, wired in the accounts module. A trial account
 * has neither a wallet, an inbox (spec section 6: it skips the unread-message fetch) nor a VIP
 * level, so nothing is asked.
 */
export const figuresOf = async (
  row: Pick<MemberRow, 'id' | 'type'>,
  language: SupportedLanguage,
  deps: Pick<AccountsDeps, 'balanceOf' | 'bonusOf' | 'unreadOf' | 'vipOf'>,
): Promise<MemberFigures> => {
  if (isTrialType(row.type)) return { balance: 0, bonus: 0, unread: 0, vip: null };
  const [balance, bonus, unread, vip] = await Promise.all([
    deps.balanceOf(row.id),
    deps.bonusOf?.(row.id) ?? 0,
    deps.unreadOf(row.id),
    deps.vipOf(row.id, language),
  ]);
  return { balance, bonus, unread, vip };
};

/**
 * Member info of spec section 3. A trial account shows its demo credits; a real member, the
 * wallet balance passed in.
 */
export const toMemberInfo = (
  row: MemberRow,
  whitelabel: Whitelabel,
  figures: MemberFigures,
): MemberInfoResponse => {
  const trial = isTrialType(row.type);
  return {
    id: row.id,
    account: row.account,
    nickname: displayNickname(row),
    userName: row.payeeName ?? displayNickname(row),
    type: row.type,
    balance: trial ? row.demoBalance : figures.balance,
    bonusBalance: trial ? 0 : (figures.bonus ?? 0),
    currencySymbol: CURRENCY_SYMBOLS[row.currency] ?? row.currency,
    unreadMessage: trial ? 0 : figures.unread,
    availablePromoCount: 0,
    availablePromo: [{ type: 'REFERRAL', enabled: whitelabel.REFERRAL3 && !trial }],
    hasVip: whitelabel.VIP3 && !trial,
    vipLabelName: figures.vip?.name ?? null,
    vipRankLevel: figures.vip?.level ?? null,
  };
};
