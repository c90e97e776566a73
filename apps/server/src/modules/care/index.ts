// Public surface of the care module: members' feedback and complaints, and the support chat
// between members and operators (docs/feedback.md, docs/customer-service.md).
export { createFeedbackService, type FeedbackService } from './feedback.service.js';
export { createSupportService, type SupportService } from './support.service.js';
export { careModule } from './care.module.js';
