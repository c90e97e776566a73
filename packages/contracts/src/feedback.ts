import { z } from 'zod';
import { PROOF_MAX_IMAGES, ProofImage } from './payments.js';

/**
 * Feedback and complaints (spec section 2 "feedback and complaints", section 5 word bounds,
 * section 7 `PUT /wps/feedback`, section 9 images): a member writes, an operator reads, replies
 * and closes; the member sees the status and the reply (docs/feedback.md).
 */
export const FEEDBACK_TYPES = ['FEEDBACK', 'COMPLAINT'] as const;
export const FeedbackType = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof FeedbackType>;

/** SUBMITTED → IN_REVIEW → REPLIED → CLOSED; an operator may reply or close from any open state. */
export const FEEDBACK_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'REPLIED', 'CLOSED'] as const;
export const FeedbackStatus = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

/** Longest content in characters whatever the word bounds (a guard on the body, not the rule). */
export const FEEDBACK_CONTENT_MAX_CHARS = 10_000;
/** Longest operator reply in characters. */
export const FEEDBACK_REPLY_MAX = 2_000;

/**
 * The `feedback` system setting (operators: GET/PUT /ops/settings/feedback): the spec's word bounds
 * ("between {0} and {1} words", values not given) and how many a member may send per hour.
 */
export const FeedbackSetting = z
  .object({
    wordsMin: z.number().int().min(1).max(1_000),
    wordsMax: z.number().int().min(1).max(2_000),
    perHour: z.number().int().min(1).max(100),
  })
  .refine((value) => value.wordsMin <= value.wordsMax, { path: ['wordsMax'] });
export type FeedbackSetting = z.infer<typeof FeedbackSetting>;
export const DEFAULT_FEEDBACK_SETTING: FeedbackSetting = { wordsMin: 5, wordsMax: 500, perHour: 5 };

// Each Han, kana or Hangul character is a word of its own (Chinese has no spaces between words);
// any other run of characters between spaces is one word.
const WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Words in a feedback's content, as the server counts them and the page's live count shows. */
export const countWords = (text: string): number => text.match(WORD)?.length ?? 0;

/** PUT /wps/feedback (token): a feedback or a complaint with 0–3 png/jpg images (≤ 5 MB each). */
export const SubmitFeedbackRequest = z.object({
  type: FeedbackType,
  // Not min(1): empty content gets the spec's own 'Please enter content' (feedback-content-missing).
  content: z.string().trim().max(FEEDBACK_CONTENT_MAX_CHARS),
  images: z.array(ProofImage).max(PROOF_MAX_IMAGES).default([]),
});
export type SubmitFeedbackRequest = z.input<typeof SubmitFeedbackRequest>;

export const MemberFeedback = z.object({
  id: z.string(),
  /** What the member quotes to support (FB followed by eight characters). */
  reference: z.string(),
  type: FeedbackType,
  content: z.string(),
  status: FeedbackStatus,
  imageCount: z.number().int(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberFeedback = z.infer<typeof MemberFeedback>;

/** GET /wps/feedback (token): the member's feedback, newest first, and the form's limits. */
export const FeedbackListResponse = z.object({
  list: z.array(MemberFeedback),
  wordsMin: z.number().int(),
  wordsMax: z.number().int(),
  imageMaxCount: z.number().int(),
  imageMaxBytes: z.number().int(),
});
export type FeedbackListResponse = z.infer<typeof FeedbackListResponse>;

export const OperatorFeedbackQuery = z.object({
  status: FeedbackStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorFeedbackQuery = z.input<typeof OperatorFeedbackQuery>;

export const OperatorFeedback = MemberFeedback.extend({
  memberId: z.string(),
  account: z.string(),
  repliedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type OperatorFeedback = z.infer<typeof OperatorFeedback>;

export const OperatorFeedbackListResponse = z.object({
  list: z.array(OperatorFeedback),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorFeedbackListResponse = z.infer<typeof OperatorFeedbackListResponse>;

export const OperatorFeedbackDetail = OperatorFeedback.extend({
  images: z.array(z.object({ name: z.string(), contentType: z.string(), dataUrl: z.string() })),
});
export type OperatorFeedbackDetail = z.infer<typeof OperatorFeedbackDetail>;

export const FeedbackIdQuery = z.object({ id: z.uuid() });
export const FeedbackIdRequest = z.object({ id: z.uuid() });
export const ReplyFeedbackRequest = z.object({
  id: z.uuid(),
  reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX),
});

export const FeedbackImageView = z.object({ name: z.string(), contentType: z.string(), dataUrl: z.string() });
/** GET /wps/feedback/detail (token): one of the member's own, with its images. */
export const MemberFeedbackDetail = MemberFeedback.extend({ images: z.array(FeedbackImageView) });
export type MemberFeedbackDetail = z.infer<typeof MemberFeedbackDetail>;
