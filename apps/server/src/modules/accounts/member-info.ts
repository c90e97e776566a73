import { isTrialType, type MemberInfoResponse, type Whitelabel } from '@platform/contracts';
import type { MemberRow } from './accounts.repository.js';

const CURRENCY_SYMBOLS: Record<string, string> = { BRL: 'R$' };

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
    nickname: row.nickname,
    userName: row.payeeName ?? row.nickname,
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
