import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PromotionActionResponse, type ApplyPromotionRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { memberInfoPrefix } from '../../../lib/member-info';

/** POST /wps/promotions/apply: a MANUAL promotion's application (remark, 0–3 png/jpg proofs). */
export const applyPromotion = (body: ApplyPromotionRequest) =>
  apiPost('/wps/promotions/apply', { schema: PromotionActionResponse, body });

/** POST /wps/promotions/claim: a CLAIM promotion's bonus, credited at once. */
export const claimPromotion = (id: string) =>
  apiPost('/wps/promotions/claim', { schema: PromotionActionResponse, body: { id } });

/** Either way, the list, the detail and the balance are read again. */
const useTakePart = <T>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
      await queryClient.invalidateQueries({ queryKey: memberInfoPrefix });
    },
  });
};

export const useApplyPromotion = () => useTakePart(applyPromotion);
export const useClaimPromotion = () => useTakePart(claimPromotion);
