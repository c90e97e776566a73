import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MissionLeaderboardResponse, type MissionPeriod } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { missionsPrefix } from '../../../lib/missions';
import { useSessionStore } from '../../../lib/session-store';

/** POST /wps/relay/getMissionLeaderboard: the period's leaders by missions completed, and the caller's line. */
export const getMissionLeaderboard = (period: MissionPeriod, signal?: AbortSignal) =>
  apiPost('/wps/relay/getMissionLeaderboard', {
    schema: MissionLeaderboardResponse,
    body: { period },
    signal,
  });

export const useMissionLeaderboard = (period: MissionPeriod) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      // Under the missions' prefix: a claim reads the board again too.
      queryKey: [...missionsPrefix, 'leaderboard', token, period],
      queryFn: ({ signal }) => getMissionLeaderboard(period, signal),
      enabled: Boolean(token),
      placeholderData: keepPreviousData,
    }),
  );
};
