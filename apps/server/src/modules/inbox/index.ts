// Public surface of the inbox module: members' system messages, written once per event.
export { createInboxRepository } from './inbox.repository.js';
export {
  createInboxService,
  type InboxDelivery,
  type InboxNotice,
  type InboxService,
} from './inbox.service.js';
export { registerInboxRoutes } from './inbox.routes.js';
export { inboxModule } from './inbox.module.js';
