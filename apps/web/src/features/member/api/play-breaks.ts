import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PlayBreakStateResponse,
  type StartPauseRequest,
  type StartSelfExclusionRequest,
} from '@platform/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** The two breaks a member can take, each with its own route (docs/responsible-gaming.md). */
export type BreakRoute = 'pause' | 'self-exclusion';

/** GET /wps/member/pause or /wps/member/self-exclusion: the break in force, lengths, balance. */
export const getPlayBreak = (route: BreakRoute, signal?: AbortSignal) =>
  apiGet(`/wps/member/${route}`, { schema: PlayBreakStateResponse, signal });

export const playBreakQueryKey = (route: BreakRoute, token: string | null) =>
  ['member', route, token] as const;

export const playBreakQueryOptions = (route: BreakRoute, token: string | null) =>
  queryOptions({
    queryKey: playBreakQueryKey(route, token),
    queryFn: ({ signal }) => getPlayBreak(route, signal),
    enabled: Boolean(token),
  });

export const usePlayBreak = (route: BreakRoute) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(playBreakQueryOptions(route, token));
};

/** POST /wps/member/pause or /wps/member/self-exclusion: starts one, confirmed by the password. */
export const startPlayBreak = (route: BreakRoute, body: StartPauseRequest | StartSelfExclusionRequest) =>
  apiPost(`/wps/member/${route}`, { schema: PlayBreakStateResponse, body });

export const useStartPlayBreak = (route: BreakRoute) => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (body: StartPauseRequest | StartSelfExclusionRequest) => startPlayBreak(route, body),
    onSuccess: (state) => queryClient.setQueryData(playBreakQueryKey(route, token), state),
  });
};
