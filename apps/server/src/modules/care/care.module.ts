import type { PlatformModule } from '../../platform-module.js';
import { takeQuota } from './care-quota.js';
import { registerCareRoutes } from './care.routes.js';
import { createFeedbackRepository } from './feedback.repository.js';
import { createFeedbackService } from './feedback.service.js';
import { createSupportRepository } from './support.repository.js';
import { createSupportService } from './support.service.js';

/** Feedback and complaints, and the built-in support chat (docs/feedback.md, docs/customer-service.md). */
export const careModule: PlatformModule<'care'> = {
  name: 'care',
  start({ app, db, use }) {
    const accounts = use('accounts');
    const accountNamesOf = (memberIds: string[]) => accounts.member.accountNamesOf(memberIds);
    const feedback = createFeedbackService({
      repository: createFeedbackRepository(db),
      audit: use('audit'),
      inbox: use('inbox'),
      settings: use('system').settings,
      takeSubmission: (memberId, perHour) =>
        takeQuota(db, { memberId, scope: 'feedback', limit: perHour, windowSeconds: 3_600 }),
      accountNamesOf,
    });
    const support = createSupportService({
      repository: createSupportRepository(db),
      audit: use('audit'),
      takeMessage: (memberId, perMinute) =>
        takeQuota(db, { memberId, scope: 'support', limit: perMinute, windowSeconds: 60 }),
      accountNamesOf,
    });
    registerCareRoutes(app, { feedback, support });
    return { feedback, support };
  },
};
