import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TransferLimitsResponse } from '@platform/contracts';
import { currentLanguage } from '../i18n';
import { apiGet, fieldIssues } from './api-client';
import { formatMoney } from './format';
import { useSessionStore } from './session-store';

/**
 * GET /wps/member/transfer/limits: the bounds of one upline or downline transfer in centavos.
 * Shared (lib/, not a feature) because the member's and the agent's transfer forms both check them.
 */
export const getTransferLimits = (signal?: AbortSignal) =>
  apiGet('/wps/member/transfer/limits', { schema: TransferLimitsResponse, signal });

export const transferLimitsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['transferLimits', token],
    queryFn: ({ signal }) => getTransferLimits(signal),
    enabled: Boolean(token),
    // An operator changes them rarely; the server refuses an amount out of bounds anyway.
    staleTime: 5 * 60_000,
  });

export const useTransferLimits = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(transferLimitsQueryOptions(token));
};

/** What is wrong with an amount: none yet, or outside the bounds (when they are known). */
export const amountProblem = (
  amount: number,
  limits: TransferLimitsResponse | undefined,
): 'required' | 'bounds' | null => {
  if (limits) return amount < limits.min || amount > limits.max ? 'bounds' : null;
  return amount > 0 ? null : 'required';
};

/** The server's message when it refused the amount (its bounds may have changed since they loaded). */
export const amountRefusal = (error: unknown): string | undefined =>
  fieldIssues(error).find((issue) => issue.field === 'amount')?.message;

/**
 * The amount of an upline or downline transfer, as both forms word it: the bounds as the hint
 * under the field, and the message for a value. Without the bounds (their call failed) only an
 * empty amount is caught here; the server checks.
 */
export const useTransferAmount = () => {
  const { t } = useTranslation();
  const limits = useTransferLimits();
  const language = currentLanguage();
  const money = (value: number) => formatMoney(value, language);
  const boundsMessage = (bounds: TransferLimitsResponse) =>
    t('transfer.amountBounds', { min: money(bounds.min), max: money(bounds.max) });
  const message = (amount: number) => {
    const problem = amountProblem(amount, limits.data);
    if (problem === 'bounds' && limits.data) return boundsMessage(limits.data);
    return problem === 'required' ? t('transfer.amountRequired') : undefined;
  };
  const hint = limits.data
    ? t('transfer.amountHint', { min: money(limits.data.min), max: money(limits.data.max) })
    : undefined;
  return { limits, hint, message };
};
