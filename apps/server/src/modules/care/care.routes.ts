import type { FastifyInstance } from 'fastify';
import {
  FeedbackIdQuery,
  FeedbackIdRequest,
  FeedbackListResponse,
  FeedbackSetting,
  MemberFeedback,
  MemberFeedbackDetail,
  OperatorFeedback,
  OperatorFeedbackDetail,
  OperatorFeedbackListResponse,
  OperatorFeedbackQuery,
  OperatorSupportConversationsResponse,
  OperatorSupportMessagesQuery,
  OperatorSupportReplyRequest,
  PROOF_MAX_BYTES,
  PROOF_MAX_IMAGES,
  ReplyFeedbackRequest,
  SendSupportMessageRequest,
  SubmitFeedbackRequest,
  SupportMessage,
  SupportMessagesResponse,
} from '@platform/contracts';
import { memberIdOf, operatorOf, requestMetaOf } from '../../plugins/route-registry.js';
import type { FeedbackService } from './feedback.service.js';
import type { SupportService } from './support.service.js';

/** Three images as base64 in JSON, and room for the rest of the body (the content's 10 000 characters). */
const FEEDBACK_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * PROOF_MAX_IMAGES * 4) / 3) + 128 * 1024;

/**
 * Feedback (docs/feedback.md) and the support chat (docs/customer-service.md). Member routes take a
 * real member's token (trial accounts are refused by the registry's default: neither is for them);
 * the operators' routes are theirs only.
 */
export const registerCareRoutes = (
  app: FastifyInstance,
  services: { feedback: FeedbackService; support: SupportService },
): void => {
  const routes = app.routeRegistry;
  const member = { modID: 'CSP3', tags: ['customer care'], token: true } as const;
  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  const { feedback, support } = services;

  routes.add({
    ...member,
    method: 'PUT',
    url: '/wps/feedback',
    bodyLimit: FEEDBACK_BODY_LIMIT,
    summary:
      'Sends a feedback or complaint: content within the word bounds, 0–3 png/jpg images (≤ 5 MB each)',
    body: SubmitFeedbackRequest,
    value: MemberFeedback,
    handler: ({ request, body, principal }) =>
      feedback.submit(memberIdOf(principal), body, requestMetaOf(request)),
  });
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/feedback',
    summary: 'The caller’s feedback, newest first, with status and reply, and the form’s limits',
    value: FeedbackListResponse,
    handler: ({ principal }) => feedback.mine(memberIdOf(principal)),
  });
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/feedback/detail',
    summary: 'One of the caller’s feedback with its images',
    querystring: FeedbackIdQuery,
    value: MemberFeedbackDetail,
    handler: ({ query, principal }) => feedback.mineOne(memberIdOf(principal), query.id),
  });

  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/feedback',
    summary: 'Feedback by status, newest first',
    querystring: OperatorFeedbackQuery,
    value: OperatorFeedbackListResponse,
    handler: ({ query }) => feedback.list(query),
  });
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/feedback/detail',
    summary: 'One feedback with its images (the reading is audited)',
    querystring: FeedbackIdQuery,
    value: OperatorFeedbackDetail,
    handler: ({ request, query, principal }) =>
      feedback.detail(operatorOf(principal), query.id, requestMetaOf(request)),
  });
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/feedback/review',
    summary: 'Marks a submitted feedback as in review',
    body: FeedbackIdRequest,
    value: OperatorFeedback,
    handler: ({ request, body, principal }) =>
      feedback.review(operatorOf(principal), body.id, requestMetaOf(request)),
  });
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/feedback/reply',
    summary: 'Replies to a feedback once; the member sees it on the page and in the inbox',
    body: ReplyFeedbackRequest,
    value: OperatorFeedback,
    handler: ({ request, body, principal }) =>
      feedback.reply(operatorOf(principal), body.id, body.reply, requestMetaOf(request)),
  });
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/feedback/close',
    summary: 'Closes a feedback (final)',
    body: FeedbackIdRequest,
    value: OperatorFeedback,
    handler: ({ request, body, principal }) =>
      feedback.close(operatorOf(principal), body.id, requestMetaOf(request)),
  });
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/settings/feedback',
    summary: 'Feedback’s word bounds and submissions per member per hour',
    value: FeedbackSetting,
    handler: () => feedback.setting(),
  });
  routes.add({
    ...operator,
    method: 'PUT',
    url: '/ops/settings/feedback',
    summary: 'Changes feedback’s word bounds and hourly limit (audited)',
    body: FeedbackSetting,
    value: FeedbackSetting,
    handler: ({ request, body, principal }) =>
      feedback.changeSetting(operatorOf(principal), body, requestMetaOf(request)),
  });

  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/support/messages',
    summary: 'The caller’s support conversation, oldest first (the latest 200)',
    value: SupportMessagesResponse,
    handler: ({ principal }) => support.messages(memberIdOf(principal)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/support/messages',
    summary: 'Sends a message to the operators (1–1000 characters, 10 a minute)',
    body: SendSupportMessageRequest,
    value: SupportMessage,
    handler: ({ body, principal }) => support.send(memberIdOf(principal), body.body),
  });
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/support/conversations',
    summary: 'Support conversations, most recent first, with unread member messages',
    value: OperatorSupportConversationsResponse,
    handler: () => support.conversations(),
  });
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/support/messages',
    summary: 'One member’s conversation; its member messages count as read',
    querystring: OperatorSupportMessagesQuery,
    value: SupportMessagesResponse,
    handler: ({ request, query, principal }) =>
      support.conversation(operatorOf(principal), query.memberId, requestMetaOf(request)),
  });
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/support/reply',
    summary: 'Replies in a member’s conversation (audited)',
    body: OperatorSupportReplyRequest,
    value: SupportMessage,
    handler: ({ request, body, principal }) =>
      support.reply(operatorOf(principal), body.memberId, body.body, requestMetaOf(request)),
  });
};
