import type { PlatformModule } from '../../platform-module.js';
import { createInboxRepository } from './inbox.repository.js';
import { registerInboxRoutes } from './inbox.routes.js';
import { createInboxService } from './inbox.service.js';

/** Members' system messages, written by payments and agent contracts where their events happen. */
export const inboxModule: PlatformModule<'inbox'> = {
  name: 'inbox',
  start({ app, db, use }) {
    const inbox = createInboxService({
      repository: createInboxRepository(db),
      // The member's open pages raise their badge at once (docs/live.md).
      onDelivered: (memberId) => use('live').inboxChanged(memberId),
    });
    registerInboxRoutes(app, inbox);
    return inbox;
  },
};
