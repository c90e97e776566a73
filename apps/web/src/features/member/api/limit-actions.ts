import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SetLimitResponse,
  type LimitRaiseRequest,
  type PlayerLimitsResponse,
  type SetLimitRequest,
} from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { limitsQueryKey } from './get-limits';

/** POST /wps/member/limits: lower at once, raise or remove after the cool-down. */
export const setLimit = (body: SetLimitRequest) =>
  apiPost('/wps/member/limits', { schema: SetLimitResponse, body });

/** POST /wps/member/limits/confirm: a pending raise, once its cool-down has passed. */
export const confirmLimitRaise = (body: LimitRaiseRequest) =>
  apiPost('/wps/member/limits/confirm', { schema: SetLimitResponse, body });

/** POST /wps/member/limits/cancel: withdraws a pending raise. */
export const cancelLimitRaise = (body: LimitRaiseRequest) =>
  apiPost('/wps/member/limits/cancel', { schema: SetLimitResponse, body });

/** The three changes; each answer carries every limit, which replaces the page's at once. */
export const useLimitActions = () => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const store = ({ outcome: _outcome, ...limits }: SetLimitResponse) =>
    queryClient.setQueryData<PlayerLimitsResponse>(limitsQueryKey(token), limits);
  // A refusal may mean the page is behind (a change made in another tab): read them again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: limitsQueryKey(token) });
  return {
    set: useMutation({ mutationFn: setLimit, onSuccess: store, onError: refresh }),
    confirm: useMutation({ mutationFn: confirmLimitRaise, onSuccess: store, onError: refresh }),
    cancel: useMutation({ mutationFn: cancelLimitRaise, onSuccess: store, onError: refresh }),
  };
};
