import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { createSeamlessRepository } from './seamless.repository.js';

/** The built-in game studio is a vendor like any other; its secret is made at first start. */
export const STUDIO_VENDOR = 'STUDIO';

export const seedSeamless = async (db: Db): Promise<void> => {
  await createSeamlessRepository(db).insertVendorIfAbsent({
    code: STUDIO_VENDOR,
    name: 'Sorte Grande Studio',
    secret: randomBytes(32).toString('base64url'),
  });
};
