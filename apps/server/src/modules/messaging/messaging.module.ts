import type { PlatformModule } from '../../platform-module.js';
import { createMessagingRepository } from './messaging.repository.js';
import { registerMessagingRoutes } from './messaging.routes.js';
import { createMessagingService } from './messaging.service.js';

/** Banners, player notices, popups and promotion notices. */
export const messagingModule: PlatformModule<'messaging'> = {
  name: 'messaging',
  start({ app, db, use }) {
    const messaging = createMessagingService({
      repository: createMessagingRepository(db),
      settings: use('system').settings,
      audit: use('audit'),
      // Open pages read the popup, the ticker and /announce again (docs/live.md).
      onChanged: () => use('live').announcementsChanged(),
    });
    registerMessagingRoutes(app, messaging);
    return messaging;
  },
};
