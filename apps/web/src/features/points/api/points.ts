import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PointRedeemResponse,
  PointRewardResponse,
  PointTransactionsResponse,
  RedeemPointListResponse,
  type ConvertPointRequest,
  type RedeemPointRequest,
} from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { pointsPrefix } from '../../../lib/point-balance';
import { useLanguage } from '../../../lib/use-language';

// The balance is shared with the member centre's reward centre (lib/point-balance.ts).
export { pointsPrefix, usePointBalance } from '../../../lib/point-balance';
export const POINTS_PAGE_SIZE = 10;

/** POST /wps/relay/getPointReward: the catalogue, named in the current language. */
export const usePointRewards = () => {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: [...pointsPrefix, 'rewards', token, language],
      queryFn: ({ signal }) => apiPost('/wps/relay/getPointReward', { schema: PointRewardResponse, signal }),
      enabled: Boolean(token),
    }),
  );
};

/** POST /wps/relay/getRedeemPointList: a page of the member's redeems. */
export const useRedeemList = (page: number) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...pointsPrefix, 'redeems', token, page],
      queryFn: ({ signal }) =>
        apiPost('/wps/relay/getRedeemPointList', {
          schema: RedeemPointListResponse,
          body: { page, pageSize: POINTS_PAGE_SIZE },
          signal,
        }),
      enabled: Boolean(token),
      placeholderData: keepPreviousData,
    }),
  );
};

/** POST /wps/relay/ODSFE2_MemTransDet: a page of the member's points history. */
export const usePointTransactions = (page: number) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...pointsPrefix, 'transactions', token, page],
      queryFn: ({ signal }) =>
        apiPost('/wps/relay/ODSFE2_MemTransDet', {
          schema: PointTransactionsResponse,
          body: { page, pageSize: POINTS_PAGE_SIZE },
          signal,
        }),
      enabled: Boolean(token),
      placeholderData: keepPreviousData,
    }),
  );
};

/** Points and the header's balance both change after a redeem or a conversion. */
const useRedeemMutation = <Body>(send: (body: Body) => Promise<PointRedeemResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};

/** POST /wps/relay/convertPoint (encrypted): points to cash balance. */
export const useConvertPoints = () =>
  useRedeemMutation((body: ConvertPointRequest) =>
    apiPost('/wps/relay/convertPoint', { schema: PointRedeemResponse, body, encrypt: true }),
  );

/** POST /wps/relay/MCS2_redeemPointReward (encrypted): goods to a receiving address. */
export const useRedeemReward = () =>
  useRedeemMutation((body: RedeemPointRequest) =>
    apiPost('/wps/relay/MCS2_redeemPointReward', { schema: PointRedeemResponse, body, encrypt: true }),
  );
