import { randomBytes } from 'node:crypto';
import { AT_REST_KEY_BYTES, createSecretBox, type SecretBox } from '../../lib/secret-box.js';
import type { SystemRepository } from './system.repository.js';

/**
 * The box that seals stored secrets. With AT_REST_KEY configured (required in production) that
 * key seals, and a key generated earlier still opens what it sealed. Without it (development,
 * tests, the embedded default) a key is generated at first start and kept in the database, like
 * the payload keys: every instance on the database agrees on it.
 */
export const loadSecretBox = async (input: {
  configured: Buffer | undefined;
  repository: SystemRepository;
}): Promise<SecretBox> => {
  const generated = await input.repository.generatedAtRestKey();
  if (input.configured) {
    return createSecretBox({ sealing: input.configured, opening: generated ? [generated] : [] });
  }
  const key = generated ?? (await input.repository.keepGeneratedAtRestKey(randomBytes(AT_REST_KEY_BYTES)));
  return createSecretBox({ sealing: key });
};
