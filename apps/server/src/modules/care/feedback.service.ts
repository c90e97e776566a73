import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  countWords,
  PROOF_MAX_BYTES,
  PROOF_MAX_IMAGES,
  type FeedbackListResponse,
  type FeedbackSetting,
  type MemberFeedback,
  type OperatorFeedback,
  type OperatorFeedbackDetail,
  type OperatorFeedbackListResponse,
  type OperatorFeedbackQuery,
  type SubmitFeedbackRequest,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { decodeProofImages } from '../../lib/proof-images.js';
import { memberAuditor, type AuditService } from '../audit/index.js';
import type { InboxDelivery } from '../inbox/index.js';
import { nextFeedbackStatus, type FeedbackEvent } from './feedback-state.js';
import type { FeedbackRepository, FeedbackRow } from './feedback.repository.js';

type Meta = { ip: string; userAgent?: string };
type Operator = { memberId: string; account: string };

// No 0/O, 1/I/L: a reference read out over the phone is not mistaken.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const referenceOf = () =>
  `FB${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** A moved row answers; a row that moved meanwhile is read again, at most this many times. */
const TRANSITION_TRIES = 4;

const memberView = (row: FeedbackRow, imageCount: number): MemberFeedback => ({
  id: row.id,
  reference: row.reference,
  type: row.type,
  content: row.content,
  status: row.status,
  imageCount,
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Feedback and complaints (docs/feedback.md): members write (within the operator's word bounds,
 * with up to 3 images, a few per hour), operators review, reply once and close. Every status move
 * is one conditional update (feedback-state.ts); the reply reaches the member's inbox too.
 */
export const createFeedbackService = (options: {
  repository: FeedbackRepository;
  audit: AuditService;
  inbox: InboxDelivery;
  settings: {
    getSetting(key: 'feedback'): Promise<FeedbackSetting>;
    updateSetting(key: 'feedback', value: unknown): Promise<FeedbackSetting>;
  };
  /** Takes one of the member's submissions this hour; false when none is left. */
  takeSubmission: (memberId: string, perHour: number) => Promise<boolean>;
  accountNamesOf: (memberIds: string[]) => Promise<Map<string, string>>;
}) => {
  const { repository, audit } = options;
  const audited = memberAuditor(audit);

  const operatorViews = async (rows: FeedbackRow[]): Promise<OperatorFeedback[]> => {
    const ids = rows.map((row) => row.id);
    const [counts, names] = await Promise.all([
      repository.imageCounts(ids),
      options.accountNamesOf([...new Set(rows.map((row) => row.memberId))]),
    ]);
    return rows.map((row) => ({
      ...memberView(row, counts.get(row.id) ?? 0),
      memberId: row.memberId,
      account: names.get(row.memberId) ?? '',
      repliedBy: row.repliedBy,
      closedAt: row.closedAt?.toISOString() ?? null,
    }));
  };

  /**
   * Applies an operator's event: reads the row, computes the move, and makes it only if the row is
   * still where it was read. A row moved meanwhile by another operator is read again, so close
   * after a reply still closes, while a second reply finds REPLIED and is refused.
   */
  const move = async (
    id: string,
    event: FeedbackEvent,
    set: (row: FeedbackRow) => Record<string, unknown>,
  ): Promise<{ before: FeedbackRow; after: FeedbackRow } | { refused: FeedbackRow }> => {
    for (let attempt = 0; attempt < TRANSITION_TRIES; attempt += 1) {
      const row = await repository.byId(id);
      if (!row) throw new AppError('feedback-not-found');
      const next = nextFeedbackStatus(row.status, event);
      if (next === null) return { refused: row };
      const after = await repository.transition(id, row.status, { ...set(row), status: next });
      if (after) return { before: row, after };
    }
    throw new AppError('feedback-state-changed');
  };

  const operatorAction = async (
    operator: Operator,
    meta: Meta,
    input: { id: string; event: FeedbackEvent; set: () => Record<string, unknown> },
  ): Promise<{ row: FeedbackRow; view: OperatorFeedback }> => {
    const action = `feedback.${input.event.toLowerCase()}` as
      'feedback.review' | 'feedback.reply' | 'feedback.close';
    const moved = await move(input.id, input.event, input.set);
    if ('refused' in moved) {
      await audited(
        action,
        meta,
        operator,
        { feedbackId: input.id, status: moved.refused.status },
        'refused',
      );
      throw new AppError('feedback-state-changed');
    }
    await audited(action, meta, operator, {
      feedbackId: input.id,
      reference: moved.after.reference,
      memberId: moved.after.memberId,
      from: moved.before.status,
      to: moved.after.status,
    });
    const [view] = await operatorViews([moved.after]);
    return { row: moved.after, view: view! };
  };

  return {
    /** PUT /wps/feedback. Bad input is refused before the hour's quota is taken; the quota before the write. */
    async submit(
      memberId: string,
      input: z.output<typeof SubmitFeedbackRequest>,
      meta: Meta,
    ): Promise<MemberFeedback> {
      const setting = await options.settings.getSetting('feedback');
      const words = countWords(input.content);
      if (words === 0) throw new AppError('feedback-content-missing');
      if (words < setting.wordsMin || words > setting.wordsMax) {
        throw new AppError('feedback-word-count', {
          value: { words, wordsMin: setting.wordsMin, wordsMax: setting.wordsMax },
        });
      }
      const images = decodeProofImages(input.images, { required: false });
      if (!(await options.takeSubmission(memberId, setting.perHour))) {
        await audited('feedback.submit', meta, { memberId }, { type: input.type }, 'refused');
        throw new AppError('feedback-rate-limited');
      }
      const row = await repository.insert(
        { reference: referenceOf(), memberId, type: input.type, content: input.content },
        images.map((image) => ({ name: image.name, contentType: image.contentType, data: image.base64 })),
      );
      await audited(
        'feedback.submit',
        meta,
        { memberId },
        { feedbackId: row.id, reference: row.reference, type: row.type, images: images.length },
      );
      return memberView(row, images.length);
    },

    /** GET /wps/feedback: the member's own, newest first, and the form's limits. */
    async mine(memberId: string): Promise<FeedbackListResponse> {
      const [rows, setting] = await Promise.all([
        repository.ofMember(memberId),
        options.settings.getSetting('feedback'),
      ]);
      const counts = await repository.imageCounts(rows.map((row) => row.id));
      return {
        list: rows.map((row) => memberView(row, counts.get(row.id) ?? 0)),
        wordsMin: setting.wordsMin,
        wordsMax: setting.wordsMax,
        imageMaxCount: PROOF_MAX_IMAGES,
        imageMaxBytes: PROOF_MAX_BYTES,
      };
    },

    /** GET /wps/feedback/detail: one of the member's own with its images; another's is not found. */
    async mineOne(memberId: string, id: string) {
      const row = await repository.byId(id);
      if (!row || row.memberId !== memberId) throw new AppError('feedback-not-found');
      const images = await repository.images(id);
      return {
        ...memberView(row, images.length),
        images: images.map((image) => ({
          name: image.name,
          contentType: image.contentType,
          dataUrl: `data:${image.contentType};base64,${image.data}`,
        })),
      };
    },

    async list(query: z.output<typeof OperatorFeedbackQuery>): Promise<OperatorFeedbackListResponse> {
      const { rows, total } = await repository.page({
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { list: await operatorViews(rows), page: query.page, pageSize: query.pageSize, total };
    },

    /** One feedback with its images (the reading is audited: the images are the member's data). */
    async detail(operator: Operator, id: string, meta: Meta): Promise<OperatorFeedbackDetail> {
      const row = await repository.byId(id);
      if (!row) throw new AppError('feedback-not-found');
      const [[view], images] = await Promise.all([operatorViews([row]), repository.images(id)]);
      await audited('feedback.view', meta, operator, { feedbackId: id, reference: row.reference });
      return {
        ...view!,
        images: images.map((image) => ({
          name: image.name,
          contentType: image.contentType,
          dataUrl: `data:${image.contentType};base64,${image.data}`,
        })),
      };
    },

    async review(operator: Operator, id: string, meta: Meta): Promise<OperatorFeedback> {
      return (await operatorAction(operator, meta, { id, event: 'REVIEW', set: () => ({}) })).view;
    },

    /** The one reply; the member's inbox gets it once (the event key is the feedback). */
    async reply(operator: Operator, id: string, reply: string, meta: Meta): Promise<OperatorFeedback> {
      const at = new Date();
      const { row, view } = await operatorAction(operator, meta, {
        id,
        event: 'REPLY',
        set: () => ({ reply, repliedBy: operator.account, repliedAt: at }),
      });
      await options.inbox.deliver({
        kind: 'feedback-replied',
        memberId: row.memberId,
        subjectId: row.id,
        params: { reference: row.reference, type: row.type, reply },
      });
      return view;
    },

    async close(operator: Operator, id: string, meta: Meta): Promise<OperatorFeedback> {
      const at = new Date();
      return (
        await operatorAction(operator, meta, {
          id,
          event: 'CLOSE',
          set: () => ({ closedBy: operator.account, closedAt: at }),
        })
      ).view;
    },

    setting: () => options.settings.getSetting('feedback'),

    async changeSetting(operator: Operator, value: FeedbackSetting, meta: Meta): Promise<FeedbackSetting> {
      const before = await options.settings.getSetting('feedback');
      const after = await options.settings.updateSetting('feedback', value);
      await audited('feedback.settings', meta, operator, { before, after });
      return after;
    },
  };
};

export type FeedbackService = ReturnType<typeof createFeedbackService>;
