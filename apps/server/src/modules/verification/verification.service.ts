import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CODE_EXPIRY_MINUTES } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { SecretBox } from '../../lib/secret-box.js';
import { renderCaptcha } from './captcha-image.js';
import type { MessageDelivery, OutgoingMessage } from './delivery.js';
import {
  outboxBodyPurpose,
  type CodeChannel,
  type OutboxRow,
  type VerificationRepository,
} from './verification.repository.js';

export type CodePurpose = 'register' | 'login' | 'reset' | 'second-factor';

export type VerificationServiceOptions = {
  repository: VerificationRepository;
  delivery: MessageDelivery;
  /** Opens the outbox bodies the outbox delivery sealed. */
  secrets: SecretBox;
  now?: () => Date;
  codeExpiryMinutes?: number;
};

/** A second request for the same destination this soon is a double click or a script. */
const RESEND_INTERVAL_MS = 1_000;
/** Codes per destination per hour: beyond this someone is spending our SMS budget or spamming a person. */
const HOURLY_QUOTA = 10;
/** Wrong tries a code survives; a million combinations stay out of reach. */
const MAX_ATTEMPTS = 5;
const CAPTCHA_EXPIRY_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The row id salts the hash, so equal codes never look alike in the table. Six digits can be
 * brute-forced from a stolen hash; the hash keeps codes out of dumps and logs, while the expiry
 * and the attempt limit are what protect a live code.
 */
const hashSecret = (rowId: string, secret: string) =>
  createHash('sha256').update(`${rowId}:${secret}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

/**
 * One-time codes, captchas and message delivery. Knows nothing of members: the accounts module
 * decides who may ask for a code and what a consumed code unlocks.
 */
export const createVerificationService = (options: VerificationServiceOptions) => {
  const { repository, delivery } = options;
  const now = options.now ?? (() => new Date());
  const expiryMinutes = options.codeExpiryMinutes ?? CODE_EXPIRY_MINUTES;

  return {
    /** Sends a fresh code; any earlier unused code for the same destination and purpose stops working. */
    async issueCode(input: {
      channel: CodeChannel;
      destination: string;
      purpose: CodePurpose;
      render: (code: string, expiredMinutes: number) => { subject: string; text: string };
    }): Promise<{ expiredMinutes: number }> {
      const code = randomDigits(6);
      const at = now();
      await repository.withDestinationLock(input.channel, input.destination, async (locked) => {
        const last = await locked.latestCodeAt(input.channel, input.destination);
        if (last && at.getTime() - last.getTime() < RESEND_INTERVAL_MS) {
          throw new AppError('too-many-requests');
        }
        const hourAgo = new Date(at.getTime() - 3_600_000);
        if ((await locked.countCodesSince(input.destination, hourAgo)) >= HOURLY_QUOTA) {
          throw new AppError('quota-exceeded');
        }
        await locked.retireCodes(input, at);
        const id = randomUUID();
        await locked.insertCode({
          id,
          channel: input.channel,
          destination: input.destination,
          purpose: input.purpose,
          codeHash: hashSecret(id, code),
          createdAt: at,
          expiresAt: new Date(at.getTime() + expiryMinutes * 60_000),
        });
      });
      // Sent after the commit: a slow mail server must not hold the destination's lock.
      const { subject, text } = input.render(code, expiryMinutes);
      await delivery.send({ channel: input.channel, to: input.destination, subject, text });
      return { expiredMinutes: expiryMinutes };
    },

    /** Accepts the latest code once; throws the catalogue error a form can show otherwise. */
    async consumeCode(input: {
      channel: CodeChannel;
      destination: string;
      purpose: CodePurpose;
      code: string | undefined;
    }): Promise<void> {
      const code = input.code?.trim() ?? '';
      if (code === '') throw new AppError('missing-verification-code');
      const row = await repository.findLiveCode(input);
      if (!row || row.attempts >= MAX_ATTEMPTS) throw new AppError('invalid-verification-code');
      const at = now();
      if (row.expiresAt.getTime() <= at.getTime()) throw new AppError('code-expired');
      // The try is counted before the comparison, atomically, so concurrent guesses cannot get
      // more than MAX_ATTEMPTS comparisons between them.
      if (!(await repository.takeAttempt(row.id, MAX_ATTEMPTS))) {
        throw new AppError('invalid-verification-code');
      }
      if (!sameHash(hashSecret(row.id, code), row.codeHash)) throw new AppError('invalid-verification-code');
      if (!(await repository.consumeCode(row.id, at))) throw new AppError('invalid-verification-code');
    },

    async createCaptcha(): Promise<{ id: string; image: string }> {
      const id = randomUUID();
      const answer = randomDigits(4);
      await repository.insertCaptcha({
        id,
        answerHash: hashSecret(id, answer),
        createdAt: now(),
        expiresAt: new Date(now().getTime() + CAPTCHA_EXPIRY_MS),
      });
      return { id, image: renderCaptcha(answer) };
    },

    /** One try per captcha, right or wrong: a wrong guess needs a new picture. */
    async checkCaptcha(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!id || !UUID.test(id)) return false;
      const answerHash = await repository.spendCaptcha(id, now());
      if (!answerHash) return false;
      return sameHash(hashSecret(id, (answer ?? '').trim()), answerHash);
    },

    sendMessage: (message: OutgoingMessage): Promise<void> => delivery.send(message),

    /** Newest first, opened: what the outbox delivery kept (development page, tests). */
    async listOutbox(filter: { destination?: string; limit?: number } = {}): Promise<OutboxRow[]> {
      const limit = Math.min(Math.max(filter.limit ?? 50, 1), 500);
      const rows = await repository.listOutbox({ destination: filter.destination, limit });
      return rows.map((row) => ({ ...row, body: options.secrets.open(row.body, outboxBodyPurpose(row.id)) }));
    },

    /** Seals outbox bodies stored before sealing existed (run at start-up); returns how many. */
    async sealStoredMessages(): Promise<number> {
      const BATCH = 500;
      let sealed = 0;
      for (;;) {
        const rows = await repository.plainOutboxMessages(BATCH);
        for (const row of rows) {
          const body = options.secrets.seal(row.body, outboxBodyPurpose(row.id));
          await repository.replaceOutboxBody(row.id, row.body, body);
        }
        sealed += rows.length;
        if (rows.length < BATCH) return sealed;
      }
    },
  };
};

export type VerificationService = ReturnType<typeof createVerificationService>;
