import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlayerRankResponse, VipRewardClaimResponse, type SupportedLanguage } from '@platform/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useLanguage } from '../../../lib/use-language';

/** GET /wps/member/playerRank: the member's VIP level, progress to the next, every level. */
export const getPlayerRank = (signal?: AbortSignal) =>
  apiGet('/wps/member/playerRank', { schema: PlayerRankResponse, signal });

export const playerRankQueryOptions = (token: string | null, language: SupportedLanguage) =>
  queryOptions({
    // Level names and benefits come in the request's language: each language is its own answer.
    queryKey: ['member', 'playerRank', token, language],
    queryFn: ({ signal }) => getPlayerRank(signal),
    enabled: Boolean(token),
  });

export const usePlayerRank = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(playerRankQueryOptions(token, useLanguage()));
};

/** POST /wps/member/playerRank/claim: one pending VIP bonus; the balance and the badge change too. */
export const useClaimVipReward = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost('/wps/member/playerRank/claim', { schema: VipRewardClaimResponse, body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};
