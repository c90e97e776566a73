import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { createDeliveryFromConfig, createSmtpDelivery } from './delivery.js';
import { createVerificationRepository, outboxBodyPurpose } from './verification.repository.js';

/** Just enough of an SMTP server to receive one message from nodemailer (no TLS, no auth). */
const startFakeSmtp = async () => {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
};

describe('message delivery', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    smtp.close();
    await database.dispose();
  });

  const secrets = createSecretBox({ sealing: randomBytes(32) });
  const stored = (destination: string) =>
    createVerificationRepository(database.handle.db).listOutbox({ destination, limit: 10 });
  const outbox = async (destination: string) =>
    (await stored(destination)).map((row) => ({
      ...row,
      body: secrets.open(row.body, outboxBodyPurpose(row.id)),
    }));

  it('keeps SMS and e-mail in the outbox by default, their text sealed', async () => {
    const delivery = createDeliveryFromConfig(loadConfig({}), database.handle.db, secrets);
    await delivery.send({ channel: 'sms', to: '5511900000001', subject: '', text: 'sms body' });
    await delivery.send({ channel: 'email', to: 'ana@x.example', subject: 'Oi', text: 'mail body' });
    const [kept] = await stored('5511900000001');
    expect(kept!.body).toMatch(/^sealed:v1:/);
    expect(kept!.body).not.toContain('sms body');
    expect(await outbox('5511900000001')).toMatchObject([{ channel: 'sms', body: 'sms body' }]);
    expect(await outbox('ana@x.example')).toMatchObject([
      { channel: 'email', subject: 'Oi', body: 'mail body' },
    ]);
  });

  it('sends e-mail over SMTP when configured, while SMS stays in the outbox', async () => {
    const config = loadConfig({
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Teste <t@x.example>',
    });
    const delivery = createDeliveryFromConfig(config, database.handle.db, secrets);
    await delivery.send({
      channel: 'email',
      to: 'bia@x.example',
      subject: 'Código',
      text: 'Seu código é 123456',
    });
    await delivery.send({ channel: 'sms', to: '5511900000002', subject: '', text: 'by sms' });

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message).toMatch(/^From: Teste <t@x\.example>$/m);
    expect(message).toMatch(/^To: bia@x\.example$/m);
    expect(message).toContain('123456');
    expect(await outbox('bia@x.example')).toEqual([]);
    expect(await outbox('5511900000002')).toHaveLength(1);
  });

  it('refuses to send SMS over SMTP', async () => {
    const delivery = createSmtpDelivery({ url: smtp.url, from: 'x@x.example' });
    await expect(delivery.send({ channel: 'sms', to: '55119', subject: '', text: 'x' })).rejects.toThrow(
      /e-mail only/,
    );
  });

  it('validates the delivery settings', () => {
    expect(loadConfig({})).toMatchObject({
      MAIL_PROVIDER: 'outbox',
      SMS_PROVIDER: 'outbox',
      MAIL_FROM: 'Sorte Grande <no-reply@sortegrande.example>',
      OUTBOX_PAGE: true,
    });
    const AT_REST_KEY = randomBytes(32).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', AT_REST_KEY }).OUTBOX_PAGE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AT_REST_KEY, OUTBOX_PAGE: 'true' }).OUTBOX_PAGE).toBe(true);
    expect(loadConfig({ OUTBOX_PAGE: '0' }).OUTBOX_PAGE).toBe(false);
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(
      /SMTP_URL: required when MAIL_PROVIDER is smtp/,
    );
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});
