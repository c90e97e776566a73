import type { FeedbackStatus } from '@platform/contracts';

/** What an operator may do to a feedback (docs/feedback.md, "States"). */
export type FeedbackEvent = 'REVIEW' | 'REPLY' | 'CLOSE';

/**
 * The status an event moves a feedback to, or null when the event does not apply there (the
 * caller answers feedback-state-changed). One reply per feedback; a closed one is final.
 */
export const nextFeedbackStatus = (status: FeedbackStatus, event: FeedbackEvent): FeedbackStatus | null => {
  switch (status) {
    case 'SUBMITTED':
      if (event === 'REVIEW') return 'IN_REVIEW';
      if (event === 'REPLY') return 'REPLIED';
      return 'CLOSED';
    case 'IN_REVIEW':
      if (event === 'REPLY') return 'REPLIED';
      if (event === 'CLOSE') return 'CLOSED';
      return null;
    case 'REPLIED':
      return event === 'CLOSE' ? 'CLOSED' : null;
    case 'CLOSED':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`unknown feedback status ${String(unknown)}`);
    }
  }
};
