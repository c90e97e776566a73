import { isTrialType, maskMobile, type MemberInfoResponse, type Whitelabel } from '@platform/contracts';
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
 * Member info of spec section 3. A trial account shows its demo credits; a real member, the
 * wallet balance passed in.
 */
export const toMemberInfo = (
  row: MemberRow,
  whitelabel: Whitelabel,
  walletBalance: number,
): MemberInfoResponse => {
  const trial = isTrialType(row.type);
  return {
    id: row.id,
    account: row.account,
    nickname: displayNickname(row),
    userName: row.payeeName ?? displayNickname(row),
    type: row.type,
    balance: trial ? row.demoBalance : walletBalance,
    currencySymbol: CURRENCY_SYMBOLS[row.currency] ?? row.currency,
    unreadMessage: 0,
    availablePromoCount: 0,
    availablePromo: [{ type: 'REFERRAL', enabled: whitelabel.REFERRAL3 && !trial }],
    hasVip: whitelabel.VIP3 && !trial,
    vipLabelName: null,
    vipRankLevel: null,
  };
};
