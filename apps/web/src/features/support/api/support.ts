import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUPPORT_POLL_MS,
  SupportMessage,
  SupportMessagesResponse,
  type SupportMessage as SupportMessageType,
} from '@platform/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

const supportPrefix = ['member', 'support'] as const;

/**
 * The chat's transport, in one hook: today it asks GET /wps/support/messages every SUPPORT_POLL_MS
 * while the window is open (and visible: TanStack Query pauses interval fetches in a hidden tab).
 * When the live channel carries support messages, only this hook changes: it subscribes and
 * writes what arrives into the same query (docs/customer-service.md).
 */
export const useSupportMessages = (enabled: boolean) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...supportPrefix, token],
      queryFn: ({ signal }) => apiGet('/wps/support/messages', { schema: SupportMessagesResponse, signal }),
      enabled: enabled && Boolean(token),
      refetchInterval: SUPPORT_POLL_MS,
    }),
  );
};

/** POST /wps/support/messages; the sent message joins the conversation at once. */
export const useSendSupportMessage = () => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (body: string) =>
      apiPost('/wps/support/messages', { schema: SupportMessage, body: { body } }),
    onSuccess: (sent: SupportMessageType) => {
      queryClient.setQueryData([...supportPrefix, token], (current: SupportMessagesResponse | undefined) =>
        current && !current.list.some((message) => message.id === sent.id)
          ? { list: [...current.list, sent] }
          : current,
      );
    },
  });
};
