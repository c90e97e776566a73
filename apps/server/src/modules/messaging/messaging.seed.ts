import type { Db } from '../../db/client.js';
import { DEMO_ANNOUNCEMENTS } from './messaging-content.js';
import { createMessagingRepository } from './messaging.repository.js';

const DAY_MS = 86_400_000;

/**
 * Demo announcements (banners, notices, popups, promotions). Adds only the keys not stored yet, so
 * edits survive restarts; a deleted demo row comes back, so retire one by disabling it.
 */
export const seedDemoAnnouncements = async (db: Db, now = new Date()): Promise<void> => {
  await createMessagingRepository(db).insertMissing(
    DEMO_ANNOUNCEMENTS.map(({ daysAgo, ...row }) => ({
      ...row,
      startsAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })),
  );
};
