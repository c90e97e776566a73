import { createHash } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { captchaChallenge, member, outboxMessage, systemSetting } from '../../src/tables.js';
import type { SecretBox } from '../../src/lib/secret-box.js';
import { createSystemRepository, loadSecretBox } from '../../src/modules/system/index.js';
import { DEFAULT_SETTINGS } from '../../src/modules/system/system.defaults.js';
import { outboxBodyPurpose } from '../../src/modules/verification/verification.repository.js';

/** The at-rest box of a test database: the key generated at first start (AT_REST_KEY is unset). */
export const testSecretBox = (db: Db): Promise<SecretBox> =>
  loadSecretBox({ configured: undefined, repository: createSystemRepository(db) });

/** The newest message the outbox provider "sent" to a destination, its body opened. */
export const lastMessageTo = async (db: Db, destination: string) => {
  const [row] = await db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.destination, destination))
    .orderBy(desc(outboxMessage.createdAt))
    .limit(1);
  if (!row) throw new Error(`no message to ${destination}`);
  const secrets = await testSecretBox(db);
  return { ...row, body: secrets.open(row.body, outboxBodyPurpose(row.id)) };
};

/** The six-digit code of the newest SMS or e-mail to a destination, as the person would read it. */
export const lastCodeTo = async (db: Db, destination: string): Promise<string> => {
  const match = /\b(\d{6})\b/u.exec((await lastMessageTo(db, destination)).body);
  if (!match?.[1]) throw new Error(`no code in the last message to ${destination}`);
  return match[1];
};

/**
 * Reads a captcha the way a person reads the picture: here by trying the 10,000 four-digit answers
 * against the stored hash, so tests exercise the real check without a back door in the service.
 */
export const solveCaptcha = async (db: Db, id: string): Promise<string> => {
  const [row] = await db.select().from(captchaChallenge).where(eq(captchaChallenge.id, id));
  if (!row) throw new Error('unknown captcha');
  for (let value = 0; value < 10_000; value += 1) {
    const answer = String(value).padStart(4, '0');
    if (createHash('sha256').update(`${id}:${answer}`).digest('hex') === row.answerHash) return answer;
  }
  throw new Error('captcha not solvable');
};

/** Overrides part of a stored setting, as an operator would. */
export const patchSetting = async <K extends keyof typeof DEFAULT_SETTINGS>(
  db: Db,
  key: K,
  patch: Partial<(typeof DEFAULT_SETTINGS)[K]>,
): Promise<void> => {
  const [row] = await db.select().from(systemSetting).where(eq(systemSetting.key, key));
  const current = (row?.value ?? DEFAULT_SETTINGS[key]) as object;
  await db
    .insert(systemSetting)
    .values({ key, value: { ...current, ...patch } })
    .onConflictDoUpdate({ target: systemSetting.key, set: { value: { ...current, ...patch } } });
};

export const countMembers = async (db: Db): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(member);
  return row?.n ?? 0;
};

/** A valid CPF (both check digits right) built from nine base digits. */
export const cpfFrom = (base: string): string => {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += digits[index]! * (length + 1 - index);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
};
