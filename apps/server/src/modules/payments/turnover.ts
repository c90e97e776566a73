import type { PaymentsSetting, Turnover } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { LockedWallet, TurnoverSums, WalletService } from '../wallet/index.js';

/**
 * Turnover (docs/payments.md): deposits × `turnoverPercent.deposit` plus bonuses ×
 * `turnoverPercent.bonus` must be bet before money leaves the member, by withdrawal or by
 * transfer. Computed from the ledger's sums each time, never kept in a counter.
 */
export const turnoverFrom = (percent: PaymentsSetting['turnoverPercent'], sums: TurnoverSums): Turnover => {
  const required = Math.ceil((sums.deposited * percent.deposit + sums.bonuses * percent.bonus) / 100);
  return { required, wagered: sums.wagered, remaining: Math.max(0, required - sums.wagered) };
};

export const createTurnover = (deps: {
  wallet: WalletService;
  settings: { getSetting(key: 'payments'): Promise<PaymentsSetting> };
}) => {
  const percent = async () => (await deps.settings.getSetting('payments')).turnoverPercent;
  return {
    /** The member's turnover now: for pages and early answers, not a guard (nothing is locked). */
    async of(memberId: string): Promise<Turnover> {
      const [rule, sums] = await Promise.all([percent(), deps.wallet.turnoverOf(memberId)]);
      return turnoverFrom(rule, sums);
    },

    /**
     * A check for `wallet.moveWhen`: the money may leave only if the member's turnover, read under
     * their ledger lock, is met; otherwise `code` with the turnover as its value. The setting is
     * read now, before the lock is taken. `seen` hears the turnover the check read (for the audit).
     */
    async metBy(
      memberId: string,
      code: 'turnover-not-met' | 'transfer-turnover-not-met',
      seen?: (turnover: Turnover) => void,
    ): Promise<(ledger: LockedWallet) => Promise<void>> {
      const rule = await percent();
      return async (ledger) => {
        const turnover = turnoverFrom(rule, await ledger.turnoverOf(memberId));
        seen?.(turnover);
        if (turnover.remaining > 0) throw new AppError(code, { value: turnover });
      };
    },
  };
};

export type TurnoverRules = ReturnType<typeof createTurnover>;
