import type { PlatformModule } from '../../platform-module.js';
import { createDeliveryFromConfig } from './delivery.js';
import { createVerificationRepository } from './verification.repository.js';
import { registerVerificationRoutes } from './verification.routes.js';
import { createVerificationService } from './verification.service.js';

/** One-time codes, captchas and message delivery, which the accounts module calls. */
export const verificationModule: PlatformModule<'verification'> = {
  name: 'verification',
  async start({ app, config, db, use }) {
    const { secrets } = use('system');
    const verification = createVerificationService({
      repository: createVerificationRepository(db),
      delivery: createDeliveryFromConfig(config, db, secrets),
      secrets,
    });
    // Messages written before sealing existed are sealed once; every instance may run this (each
    // replacement is conditional on the value it read).
    const sealed = await verification.sealStoredMessages();
    if (sealed > 0) app.log.info({ outboxMessages: sealed }, 'stored messages sealed');
    registerVerificationRoutes(app, verification, { outboxPage: config.OUTBOX_PAGE });
    return verification;
  },
};
