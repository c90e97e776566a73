import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation, currentLanguage } from '../i18n';
import { TransferLimitsResponse } from '@platform/contracts';
import { apiGet, fieldIssues } from './api-client';
import { formatMoney } from './format';
import { useSessionStore } from './session-store';

/**
 * GET /wps/member/transfer/limits: the bounds of one upline or downline transfer in centavos, and
 * the caller's turnover (a transfer carries only money its sender could withdraw now).
 * Shared (lib/, not a feature) because the member's and the agent's transfer forms both check them.
 */
export const getTransferLimits = (signal?: AbortSignal) =>
  apiGet('/wps/member/transfer/limits', { schema: TransferLimitsResponse, signal });

export const transferLimitsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['transferLimits', token],
    queryFn: ({ signal }) => getTransferLimits(signal),
    enabled: Boolean(token),
    // The turnover moves with every bet and deposit: read afresh each time a form opens. The
    // server refuses what these let through anyway.
    staleTime: 0,
  });

export const useTransferLimits = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(transferLimitsQueryOptions(token));
};

/**
 * What is wrong with an amount: none yet, outside the bounds, or any amount while the sender's
 * turnover is not met (when the limits are known).
 */
export const amountProblem = (
  amount: number,
  limits: TransferLimitsResponse | undefined,
): 'required' | 'bounds' | 'turnover' | null => {
  if (!limits) return amount > 0 ? null : 'required';
  if (amount < limits.min || amount > limits.max) return 'bounds';
  return limits.turnover.remaining > 0 ? 'turnover' : null;
};

/** The server's message when it refused the amount (its bounds may have changed since they loaded). */
export const amountRefusal = (error: unknown): string | undefined =>
  fieldIssues(error).find((issue) => issue.field === 'amount')?.message;

/**
 * The amount of an upline or downline transfer, as both forms word it: the bounds as the hint
 * under the field, the message for a value, and the notice while the sender still has turnover
 * to bet. Without the limits (their call failed) only an empty amount is caught here; the server
 * checks.
 */
export const useTransferAmount = () => {
  const { t } = useTranslation();
  const limits = useTransferLimits();
  const language = currentLanguage();
  const money = (value: number) => formatMoney(value, language);
  const remaining = limits.data?.turnover.remaining ?? 0;
  const message = (amount: number) => {
    const problem = amountProblem(amount, limits.data);
    switch (problem) {
      case null:
        return undefined;
      case 'required':
        return t('transfer.amountRequired');
      case 'bounds':
        return t('transfer.amountBounds', { min: money(limits.data!.min), max: money(limits.data!.max) });
      case 'turnover':
        return t('transfer.turnoverField', { amount: money(remaining) });
      default: {
        const never: never = problem;
        return never;
      }
    }
  };
  const hint = limits.data
    ? t('transfer.amountHint', { min: money(limits.data.min), max: money(limits.data.max) })
    : undefined;
  const turnoverNotice =
    remaining > 0 ? t('transfer.turnoverNotice', { amount: money(remaining) }) : undefined;
  return { limits, hint, message, turnoverNotice };
};
