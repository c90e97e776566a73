import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTrialType } from '@platform/contracts';
import { apiPost } from './api-client';
import { usePromotionOffered } from './jurisdiction';
import { useSessionStore } from './session-store';
import { useLanguage } from './use-language';
import * as wire from './wire-schemas.generated';

/**
 * The member's missions (docs/missions.md): the missions page lists them and the menus show how
 * many may be claimed. Shared (lib/, not a feature) because the side menu, the member centre and
 * the missions page all read it. Checked without zod (the generated schema): the side menu is in
 * the shell.
 */
export const missionsPrefix = ['member', 'missions'] as const;
export const missionSummaryKey = (token: string | null, language: string) =>
  [...missionsPrefix, 'summary', token, language] as const;

/** How often an open page asks again: a round counts a minute or two after it closes. */
export const MISSIONS_POLL_MS = 120_000;

/** POST /wps/relay/MCSFE_getMissionSummaryDetails. */
export const getMissionSummary = (signal?: AbortSignal) =>
  apiPost('/wps/relay/MCSFE_getMissionSummaryDetails', { schema: wire.MissionSummaryResponse, signal });

export const missionSummaryQueryOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: missionSummaryKey(token, language),
    queryFn: ({ signal }) => getMissionSummary(signal),
    staleTime: 30_000,
    refetchInterval: MISSIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });

/**
 * Whether this session may have missions: a real member's, where the profile offers them (BR: no).
 * False until both are known, so no entry appears only to be taken away.
 */
export const useMissionsOffered = (): boolean => {
  const token = useSessionStore((state) => state.token);
  const userType = useSessionStore((state) => state.userType);
  const offered = usePromotionOffered('MISSIONS');
  return offered && Boolean(token) && userType !== null && !isTrialType(userType);
};

/** The summary query of the session's member; asks only where missions are offered to them. */
export const useMissionSummary = (enabled = true) => {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  const offered = useMissionsOffered();
  return useQuery({ ...missionSummaryQueryOptions(token, language), enabled: enabled && offered });
};

/** How many missions may be claimed now: the badge of the missions entries; 0 where none are offered. */
export const useClaimableMissions = (): number => {
  const offered = useMissionsOffered();
  const { data } = useMissionSummary();
  return offered ? (data?.claimableCount ?? 0) : 0;
};
