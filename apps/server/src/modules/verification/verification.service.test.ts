import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSecretBox } from '../../../test/helpers/accounts.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createOutboxDelivery } from './delivery.js';
import { createVerificationRepository } from './verification.repository.js';
import { createVerificationService, type CodePurpose } from './verification.service.js';
import { captchaChallenge, verificationCode } from './verification.tables.js';

const render = (code: string, minutes: number) => ({
  subject: 'Seu código',
  text: `Código ${code}, válido por ${minutes} minutos.`,
});

describe('verification service', () => {
  let database: TestDatabase;
  let clock = new Date('2026-11-22T12:00:00Z');
  let destinations = 0;

  let secrets: SecretBox;

  beforeAll(async () => {
    database = await createTestDatabase();
    secrets = await testSecretBox(database.handle.db);
  });
  afterAll(() => database.dispose());

  const service = () =>
    createVerificationService({
      repository: createVerificationRepository(database.handle.db),
      delivery: createOutboxDelivery(database.handle.db, secrets),
      secrets,
      now: () => clock,
    });
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  /** A destination no other test has used, so throttles and quotas never leak between tests. */
  const freshDestination = () => `5511999${String((destinations += 1)).padStart(6, '0')}`;

  const issue = async (destination: string, purpose: CodePurpose = 'register') => {
    await service().issueCode({ channel: 'sms', destination, purpose, render });
    const [message] = await service().listOutbox({ destination });
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    if (!code) throw new Error('no code in the outbox');
    return code;
  };
  const consume = (destination: string, code: string | undefined, purpose: CodePurpose = 'register') =>
    service().consumeCode({ channel: 'sms', destination, purpose, code });
  const codeRows = (destination: string) =>
    database.handle.db.select().from(verificationCode).where(eq(verificationCode.destination, destination));

  it('sends a six-digit code through the outbox and says how long it lasts', async () => {
    const destination = freshDestination();
    const result = await service().issueCode({ channel: 'sms', destination, purpose: 'register', render });
    expect(result).toEqual({ expiredMinutes: 5 });
    const [message] = await service().listOutbox({ destination });
    expect(message).toMatchObject({ channel: 'sms', destination, subject: 'Seu código' });
    expect(message!.body).toMatch(/^Código \d{6}, válido por 5 minutos\.$/);
  });

  it('accepts the right code exactly once', async () => {
    const destination = freshDestination();
    const code = await issue(destination);
    await expect(consume(destination, ` ${code} `)).resolves.toBeUndefined();
    await expect(consume(destination, code)).rejects.toMatchObject({ code: 'invalid-verification-code' });
  });

  it('keeps codes for different purposes apart', async () => {
    const destination = freshDestination();
    const code = await issue(destination, 'login');
    await expect(consume(destination, code, 'reset')).rejects.toMatchObject({
      code: 'invalid-verification-code',
    });
    await expect(consume(destination, code, 'login')).resolves.toBeUndefined();
  });

  it('asks for the code when none is given', async () => {
    const destination = freshDestination();
    await issue(destination);
    await expect(consume(destination, undefined)).rejects.toMatchObject({
      code: 'missing-verification-code',
    });
    await expect(consume(destination, '  ')).rejects.toMatchObject({ code: 'missing-verification-code' });
  });

  it('counts wrong tries and kills the code after five, even for the right code', async () => {
    const destination = freshDestination();
    const code = await issue(destination);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(consume(destination, wrong)).rejects.toMatchObject({ code: 'invalid-verification-code' });
    expect((await codeRows(destination))[0]!.attempts).toBe(1);
    for (let i = 0; i < 4; i += 1) {
      await expect(consume(destination, wrong)).rejects.toMatchObject({ code: 'invalid-verification-code' });
    }
    expect((await codeRows(destination))[0]!.attempts).toBe(5);
    await expect(consume(destination, code)).rejects.toMatchObject({ code: 'invalid-verification-code' });
  });

  it('still accepts the right code after four wrong tries', async () => {
    const destination = freshDestination();
    const code = await issue(destination);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await consume(destination, wrong).catch(() => {});
    await expect(consume(destination, code)).resolves.toBeUndefined();
  });

  it('refuses a code past its expiry', async () => {
    const destination = freshDestination();
    const code = await issue(destination);
    tick(5 * 60_000);
    await expect(consume(destination, code)).rejects.toMatchObject({ code: 'code-expired' });
    const early = freshDestination();
    const fresh = await issue(early);
    tick(5 * 60_000 - 1_000);
    await expect(consume(early, fresh)).resolves.toBeUndefined();
  });

  it('honours a shorter expiry when configured', async () => {
    const destination = freshDestination();
    const short = createVerificationService({
      repository: createVerificationRepository(database.handle.db),
      delivery: createOutboxDelivery(database.handle.db, secrets),
      secrets,
      now: () => clock,
      codeExpiryMinutes: 1,
    });
    expect(await short.issueCode({ channel: 'email', destination, purpose: 'reset', render })).toEqual({
      expiredMinutes: 1,
    });
    const code = /\d{6}/.exec((await short.listOutbox({ destination }))[0]!.body)![0];
    tick(61_000);
    await expect(
      short.consumeCode({ channel: 'email', destination, purpose: 'reset', code }),
    ).rejects.toMatchObject({ code: 'code-expired' });
  });

  it('refuses a second request for the same destination within a second', async () => {
    const destination = freshDestination();
    await issue(destination);
    tick(999);
    await expect(issue(destination)).rejects.toMatchObject({ code: 'too-many-requests' });
    // The throttle is per channel: the same address by e-mail is a separate request.
    await expect(
      service().issueCode({ channel: 'email', destination, purpose: 'register', render }),
    ).resolves.toEqual({ expiredMinutes: 5 });
    tick(1);
    await expect(issue(destination)).resolves.toMatch(/^\d{6}$/);
  });

  it('refuses the eleventh code to one destination within an hour, and allows it an hour later', async () => {
    const destination = freshDestination();
    const start = clock.getTime();
    for (let i = 0; i < 10; i += 1) {
      await issue(destination);
      tick(2_000);
    }
    await expect(issue(destination)).rejects.toMatchObject({ code: 'quota-exceeded' });
    expect(await codeRows(destination)).toHaveLength(10);
    clock = new Date(start + 3_600_001);
    await expect(issue(destination)).resolves.toMatch(/^\d{6}$/);
  });

  it('retires an older code when a newer one is issued', async () => {
    const destination = freshDestination();
    const first = await issue(destination);
    tick(2_000);
    let second = await issue(destination);
    while (second === first) {
      tick(2_000);
      second = await issue(destination);
    }
    await expect(consume(destination, first)).rejects.toMatchObject({ code: 'invalid-verification-code' });
    await expect(consume(destination, second)).resolves.toBeUndefined();
  });

  it('never stores a code in clear', async () => {
    const destination = freshDestination();
    const code = await issue(destination);
    const rows = await database.handle.db.select().from(verificationCode);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(code);
    const [row] = await codeRows(destination);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets only one of two simultaneous uses of a code succeed', async () => {
    const destination = freshDestination();
    const code = await issue(destination);
    const results = await Promise.allSettled([consume(destination, code), consume(destination, code)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'invalid-verification-code' });
  });

  it('sends only one of two simultaneous requests for the same destination', async () => {
    const destination = freshDestination();
    const request = () => service().issueCode({ channel: 'sms', destination, purpose: 'login', render });
    const results = await Promise.allSettled([request(), request()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await codeRows(destination)).toHaveLength(1);
  });

  describe('captcha', () => {
    /** The answer is only in the picture; ten thousand hashes find it from the stored one. */
    const answerOf = async (id: string) => {
      const [row] = await database.handle.db
        .select()
        .from(captchaChallenge)
        .where(eq(captchaChallenge.id, id));
      for (let n = 0; n < 10_000; n += 1) {
        const candidate = String(n).padStart(4, '0');
        if (createHash('sha256').update(`${id}:${candidate}`).digest('hex') === row!.answerHash) {
          return candidate;
        }
      }
      throw new Error('answer not found');
    };
    const wrongFor = (answer: string) => (answer === '0000' ? '1111' : '0000');

    it('gives a PNG data URL and stores no answer in clear', async () => {
      const captcha = await service().createCaptcha();
      expect(captcha.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      const answer = await answerOf(captcha.id);
      const [row] = await database.handle.db
        .select()
        .from(captchaChallenge)
        .where(eq(captchaChallenge.id, captcha.id));
      expect(JSON.stringify(row)).not.toContain(`"${answer}"`);
    });

    it('accepts the right answer once, trimmed', async () => {
      const { id } = await service().createCaptcha();
      const answer = await answerOf(id);
      expect(await service().checkCaptcha(id, ` ${answer} `)).toBe(true);
      expect(await service().checkCaptcha(id, answer)).toBe(false);
    });

    it('burns the captcha on a wrong answer', async () => {
      const { id } = await service().createCaptcha();
      const answer = await answerOf(id);
      expect(await service().checkCaptcha(id, wrongFor(answer))).toBe(false);
      expect(await service().checkCaptcha(id, answer)).toBe(false);
    });

    it('refuses an expired, unknown, malformed or missing captcha', async () => {
      const { id } = await service().createCaptcha();
      const answer = await answerOf(id);
      tick(5 * 60_000);
      expect(await service().checkCaptcha(id, answer)).toBe(false);
      expect(await service().checkCaptcha(crypto.randomUUID(), answer)).toBe(false);
      expect(await service().checkCaptcha('not-a-uuid', answer)).toBe(false);
      expect(await service().checkCaptcha(undefined, answer)).toBe(false);
      const other = await service().createCaptcha();
      expect(await service().checkCaptcha(other.id, undefined)).toBe(false);
    });
  });
});
