import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REFERRAL_PAGE_SIZE, ReferralResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/referral: the member's code, link and QR, a page of referred friends, the reward rule. */
export const getReferral = (page: number, signal?: AbortSignal) =>
  apiGet('/wps/member/referral', {
    schema: ReferralResponse,
    query: { page, pageSize: REFERRAL_PAGE_SIZE },
    signal,
  });

export const referralQueryOptions = (token: string | null, page: number) =>
  queryOptions({
    queryKey: ['member', 'referral', token, page],
    queryFn: ({ signal }) => getReferral(page, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useReferral = (page: number) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(referralQueryOptions(token, page));
};
