import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  isSecretParameter,
  loggerOptions,
  redactText,
  redactUrl,
  serializeError,
} from './log-redaction.js';

describe('log redaction', () => {
  it('replaces the value of every secret-bearing query parameter and keeps the rest', () => {
    expect(redactUrl('/forget?resetToken=abc123')).toBe(`/forget?resetToken=${REDACTED}`);
    expect(redactUrl('/studio/play?game=AUR-0001&type=RNG&lang=PT&mode=real&token=xyz')).toBe(
      `/studio/play?game=AUR-0001&type=RNG&lang=PT&mode=real&token=${REDACTED}`,
    );
    expect(redactUrl('/x?a=1&reset%54oken=s&b&sms_code=1&code=2&page=3')).toBe(
      `/x?a=1&reset%54oken=${REDACTED}&b&sms_code=${REDACTED}&code=${REDACTED}&page=3`,
    );
    expect(redactUrl('/wps/member/info')).toBe('/wps/member/info');
    expect(redactUrl('/x?token=a&token=b')).toBe(`/x?token=${REDACTED}&token=${REDACTED}`);
    for (const name of [
      'launchToken',
      'sessionToken',
      'password',
      'newPassword',
      'X-Signature',
      'captcha',
      'otp',
      'apiKey',
      'secret',
    ]) {
      expect(isSecretParameter(name), name).toBe(true);
    }
    for (const name of ['page', 'lang', 'game', 'vassalage', 'nodeId', 'reference', 'to']) {
      expect(isSecretParameter(name), name).toBe(false);
    }
  });

  it('cleans URLs quoted inside free text', () => {
    expect(redactText('Reply was already sent in "/forget?resetToken=abc" (GET)')).toBe(
      `Reply was already sent in "/forget?resetToken=${REDACTED}" (GET)`,
    );
  });

  it("drops a failed query's values from the error, its causes and PostgreSQL's own message", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "s3cret-value"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Failing row contains (s3cret-value).',
    });
    const failed = Object.assign(new Error('Failed query: select $1::integer\nparams: s3cret-value'), {
      query: 'select $1::integer',
      params: ['s3cret-value'],
      cause,
    });
    const serialized = serializeError(failed);
    expect(JSON.stringify(serialized)).not.toContain('s3cret-value');
    expect(serialized.message).toContain(`params: ${REDACTED}`);
    expect(serialized.params).toBe(REDACTED);
    expect(serialized.query).toBe('select $1::integer');
    expect(serialized.stack).toContain('caused by:');
    expect(
      serializeError(Object.assign(new Error('x'), { rawPacket: Buffer.from('Authorization: a') })).rawPacket,
    ).toBe(REDACTED);
  });

  it('redacts credential headers wherever a logged object holds them, and URLs in messages', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
    app.log.info(
      {
        headers: { authorization: 'Bearer tok-1', cookie: 'captcha=c-2', 'x-signature': 's-3' },
        call: { headers: { 'x-pix-signature': 't=1,v1=s-4', encryption: 'v1.k.w-5', accept: 'json' } },
      },
      'calling /x?token=tok-6&page=2',
    );
    await app.close();
    const log = lines.join('');
    for (const secret of ['tok-1', 'c-2', 's-3', 's-4', 'w-5', 'tok-6']) expect(log).not.toContain(secret);
    expect(log).toContain('"accept":"json"');
    expect(log).toContain(`/x?token=${REDACTED}&page=2`);
  });
});
