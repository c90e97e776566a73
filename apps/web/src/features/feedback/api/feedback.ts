import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FeedbackListResponse, MemberFeedback, type SubmitFeedbackRequest } from '@platform/contracts';
import { apiGet, apiPut } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

const feedbackPrefix = ['member', 'feedback'] as const;

/** GET /wps/feedback: the member's feedback with status and reply, and the form's limits. */
export const useMyFeedback = (enabled = true) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...feedbackPrefix, token],
      queryFn: ({ signal }) => apiGet('/wps/feedback', { schema: FeedbackListResponse, signal }),
      enabled: enabled && Boolean(token),
    }),
  );
};

/** PUT /wps/feedback (spec section 7): a feedback or complaint with 0–3 images. */
export const useSubmitFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitFeedbackRequest) => apiPut('/wps/feedback', { schema: MemberFeedback, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackPrefix }),
  });
};
