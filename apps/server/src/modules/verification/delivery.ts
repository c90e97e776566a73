import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import {
  createVerificationRepository,
  outboxBodyPurpose,
  type CodeChannel,
} from './verification.repository.js';

export type OutgoingMessage = { channel: CodeChannel; to: string; subject: string; text: string };

/**
 * How a message leaves the platform. A real SMS gateway or mail provider plugs in by implementing
 * this one method; the rest of the code never knows which provider is behind it.
 */
export type MessageDelivery = { send(message: OutgoingMessage): Promise<void> };

/**
 * Keeps messages in the outbox table instead of sending them: the default for development and
 * tests, where /dev/outbox shows them. With NODE_ENV=production and no real provider, codes would
 * reach nobody, which is why the page is off there by default.
 */
export const createOutboxDelivery = (db: Db, secrets: SecretBox): MessageDelivery => {
  const repository = createVerificationRepository(db);
  return {
    send(message) {
      // The text holds the code or the reset link: it is kept sealed, and only the outbox page
      // (or a test) opens it. Subjects never carry a secret.
      const id = randomUUID();
      return repository.insertOutboxMessage({
        id,
        channel: message.channel,
        destination: message.to,
        subject: message.subject,
        body: secrets.seal(message.text, outboxBodyPurpose(id)),
      });
    },
  };
};

/** E-mail through any SMTP server, e.g. smtps://user:pass@smtp.example.com:465. */
export const createSmtpDelivery = (options: { url: string; from: string }): MessageDelivery => {
  const transport = createTransport(options.url);
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error('SMTP delivers e-mail only');
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
};

/** Sends each message through the provider of its channel. */
export const createChannelDelivery = (providers: Record<CodeChannel, MessageDelivery>): MessageDelivery => ({
  send: (message) => providers[message.channel].send(message),
});

type DeliveryConfig = Pick<Config, 'MAIL_PROVIDER' | 'SMTP_URL' | 'MAIL_FROM' | 'SMS_PROVIDER'>;

/** SMS has only the outbox built in; a gateway is added as another SMS_PROVIDER value here. */
export const createDeliveryFromConfig = (
  config: DeliveryConfig,
  db: Db,
  secrets: SecretBox,
): MessageDelivery => {
  const outbox = createOutboxDelivery(db, secrets);
  const sms: MessageDelivery = outbox;
  const email = ((): MessageDelivery => {
    switch (config.MAIL_PROVIDER) {
      case 'outbox':
        return outbox;
      case 'smtp':
        if (!config.SMTP_URL) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
        return createSmtpDelivery({ url: config.SMTP_URL, from: config.MAIL_FROM });
      default: {
        const unknown: never = config.MAIL_PROVIDER;
        throw new Error(`unknown MAIL_PROVIDER ${String(unknown)}`);
      }
    }
  })();
  return createChannelDelivery({ sms, email });
};
