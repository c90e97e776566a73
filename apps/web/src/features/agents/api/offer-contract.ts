import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_ACTIONS,
  ContractRelayResponse,
  type ContractOfferRequest,
  type ContractTerms,
} from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { contractsPrefix } from '../../../lib/contracts';

/** An upline's offer to a direct downline, through the relay call of the terms' type. */
export const offerContract = (offer: ContractOfferRequest & { terms: ContractTerms }) =>
  apiPost(`/wps/relay/${CONTRACT_ACTIONS[offer.terms.type]}`, {
    schema: ContractRelayResponse,
    body: { action: 'OFFER', ...offer },
  });

export const useOfferContract = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsPrefix }),
  });
};
