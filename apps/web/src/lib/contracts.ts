import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_ACTIONS,
  ContractListResponse,
  ContractRelayResponse,
  type ContractActionKind,
  type ContractParty,
  type ContractType,
  type ContractView,
} from '@platform/contracts';
import { apiGet, apiPost } from './api-client';
import { useSessionStore } from './session-store';

/*
 * Agent contracts on the web (docs/agents.md "Contracts"): shared by the contract popup, the
 * member centre's contracts, the agent centre's own contracts and the downline detail, so it
 * lives here rather than in one of those features.
 */

/** Every contract query: what an offer or an answer invalidates. */
export const contractsPrefix = ['member', 'contracts'] as const;

/** GET /wps/member/contracts: the caller's contracts, as holder or as the upline who offered them. */
export const contractsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...contractsPrefix, 'list', token],
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsPrefix }),
  });
};

/**
 * What `party` may do to a contract now, the server's state machine seen from one side
 * (docs/agents.md "States"): the holder answers an offer, the upline withdraws it; either asks to
 * end a contract in force, and the other one answers.
 */
export const contractActionsFor = (contract: ContractView, party: ContractParty): ContractActionKind[] => {
  switch (contract.status) {
    case 'OFFERED':
      return party === 'HOLDER' ? ['ACCEPT', 'REJECT'] : ['WITHDRAW'];
    case 'ACTIVE':
      return ['REQUEST_TERMINATION'];
    case 'TERMINATION_REQUESTED':
      // The side that asked waits for the other's answer.
      return contract.terminationRequestedBy === party ? [] : ['ACCEPT_TERMINATION', 'REJECT_TERMINATION'];
    case 'REJECTED':
    case 'WITHDRAWN':
    case 'TERMINATED':
    case 'SUPERSEDED':
      return [];
    default: {
      const unknown: never = contract.status;
      return unknown;
    }
  }
};

/** Offered, in force, or being ended: a contract a party may still act on. */
export const isOpenContract = (contract: ContractView) =>
  contract.status === 'OFFERED' ||
  contract.status === 'ACTIVE' ||
  contract.status === 'TERMINATION_REQUESTED';
