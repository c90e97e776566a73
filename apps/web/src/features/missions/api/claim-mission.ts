import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClaimMissionResponse, type ClaimMissionRequest } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { memberInfoPrefix } from '../../../lib/member-info';
import { missionsPrefix } from '../../../lib/missions';

/** POST /wps/relay/MCSFE_claimMissionReward: a completed mission's reward, paid once. */
export const claimMission = (body: ClaimMissionRequest) =>
  apiPost('/wps/relay/MCSFE_claimMissionReward', { schema: ClaimMissionResponse, body });

/** Either way the missions (and so every badge), the balance and the points are read again. */
export const useClaimMission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: missionsPrefix }),
        queryClient.invalidateQueries({ queryKey: memberInfoPrefix }),
        queryClient.invalidateQueries({ queryKey: ['member', 'points'] }),
      ]);
    },
  });
};
