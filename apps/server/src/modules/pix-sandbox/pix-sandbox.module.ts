import type { FastifyInstance } from 'fastify';
import type { PlatformModule } from '../../platform-module.js';
import { createPixSandboxRepository } from './pix-sandbox.repository.js';
import { registerPixSandboxRoutes } from './pix-sandbox.routes.js';
import { createPixSandbox } from './pix-sandbox.service.js';

/** This server's own base address, over loopback when it listens on every interface. */
const ownAddress = (app: FastifyInstance): string => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
};

/**
 * The built-in sandbox PSP (PIX_SANDBOX): the payments module reaches it as one of its gateways,
 * and it answers the way a PSP does, through the signed webhook over HTTP (docs/payments.md).
 */
export const pixSandboxModule: PlatformModule<'pixSandbox'> = {
  name: 'pixSandbox',
  start({ app, config, db, use }) {
    if (!config.PIX_SANDBOX) return null;
    const sandbox = createPixSandbox({
      repository: createPixSandboxRepository(db),
      // The secret of the platform's channel on this gateway, as a PSP is given it.
      secret: async () => {
        const secret = await use('payments').webhookSecretOf(sandbox.code);
        if (!secret) throw new Error('the sandbox payment channel is missing: was the database seeded?');
        return secret;
      },
      notify: async (path, body, headers) => {
        const base = config.PIX_SANDBOX_WEBHOOK_URL ?? ownAddress(app);
        const response = await fetch(`${base}${path}`, { method: 'POST', body, headers });
        return response.status;
      },
      merchant: { name: 'SORTE GRANDE', city: 'SAO PAULO' },
      locationBase: 'pix.sandbox.sortegrande.example/qr/v2',
      payoutDelayMs: config.PIX_SANDBOX_PAYOUT_DELAY_MS,
      log: app.log,
    });
    registerPixSandboxRoutes(app, sandbox);
    app.addHook('onListen', async () => {
      // Payouts a stop left unsent are sent once the webhook can reach this server.
      void sandbox
        .resumePayouts()
        .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox payouts not resumed'));
    });
    return sandbox;
  },
};
