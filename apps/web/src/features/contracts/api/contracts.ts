import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_ACTIONS,
  ContractListResponse,
  ContractRelayResponse,
  type ContractActionKind,
  type ContractType,
} from '@platform/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/contracts: the caller's contracts, as holder or as the upline who offered them. */
export const contractsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'contracts', 'list', token],
    queryFn: ({ signal }) => apiGet('/wps/member/contracts', { schema: ContractListResponse, signal }),
    enabled: Boolean(token),
    retry: false,
  });

export const useContracts = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(contractsQueryOptions(token));
};

/** A party's answer through the type's relay call (MCS2_processDividendReq, processDailySalContract, …). */
export const useContractAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: ContractType; contractId: string; action: ContractActionKind }) =>
      apiPost(`/wps/relay/${CONTRACT_ACTIONS[input.type]}`, {
        schema: ContractRelayResponse,
        body: { contractId: input.contractId, action: input.action },
      }),
    // The flags, the list and (once a contract pays) the balance all follow from the answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['member', 'contracts'] }),
  });
};
