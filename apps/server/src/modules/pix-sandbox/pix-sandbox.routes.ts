import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cpfDigits,
  errorMessage,
  formatMoney,
  SandboxChargesQuery,
  SandboxChargesResponse,
  SandboxKeyRequest,
  SandboxNotificationsQuery,
  SandboxNotificationsResponse,
  SandboxPayRequest,
  SandboxPayResponse,
  SandboxResendRequest,
} from '@platform/contracts';
import { isAppError } from '@platform/server-kit';
import type { PixSandbox } from './pix-sandbox.service.js';
import { sandboxPage } from './sandbox-page.js';

const PAGE = '/sandbox/pix';

/** The tester's forms answer by going back to the page with what happened. */
const backWith = (message: string) => `${PAGE}?msg=${encodeURIComponent(message)}`;

export const registerPixSandboxRoutes = (app: FastifyInstance, sandbox: PixSandbox): void => {
  // Development tooling: answers in maintenance and for any region, like a PSP's own site.
  const common = { modID: 'PIXSANDBOX', tags: ['sandbox'], token: false, gated: false } as const;
  const routes = app.routeRegistry;
  routes.add({
    ...common,
    method: 'GET',
    url: '/sandbox/api/charges',
    summary: 'Sandbox gateway: its charges, newest first',
    querystring: SandboxChargesQuery,
    value: SandboxChargesResponse,
    handler: ({ query }) => sandbox.charges(query.status),
  });
  routes.add({
    ...common,
    method: 'POST',
    url: '/sandbox/api/charges/pay',
    summary: 'Sandbox gateway: pays a charge (as its payer, or as another person); the webhook follows',
    body: SandboxPayRequest,
    value: SandboxPayResponse,
    handler: ({ body }) => sandbox.pay(body),
  });
  routes.add({
    ...common,
    method: 'POST',
    url: '/sandbox/api/keys',
    summary: 'Sandbox gateway: registers a phone, e-mail or random key to a CPF',
    body: SandboxKeyRequest,
    value: SandboxKeyRequest,
    handler: ({ body, request }) => sandbox.registerKey(body, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/sandbox/api/notifications',
    summary: 'Sandbox gateway: the webhooks it sent, with body, signature and the answer',
    querystring: SandboxNotificationsQuery,
    value: SandboxNotificationsResponse,
    handler: ({ query }) => sandbox.notifications(query.reference),
  });
  routes.add({
    ...common,
    method: 'POST',
    url: '/sandbox/api/notifications/resend',
    summary: 'Sandbox gateway: sends a webhook again, freshly signed (a PSP’s retry)',
    body: SandboxResendRequest,
    value: z.object({ statusCode: z.number().int().nullable() }),
    handler: ({ body }) => sandbox.resend(body.eventId),
  });

  app.get(PAGE, { schema: { hide: true } }, async (request, reply) => {
    const message = z.object({ msg: z.string().max(300).optional() }).safeParse(request.query);
    const [pending, keys] = await Promise.all([sandbox.charges('PENDING'), sandbox.keys()]);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        sandboxPage({
          pending: pending.list.filter((charge) => !charge.expired),
          keys,
          message: message.success ? (message.data.msg ?? null) : null,
        }),
      );
  });

  const form = (body: unknown) =>
    typeof body === 'object' && body !== null ? (body as Record<string, string>) : {};

  // The tester page's HTML forms post form bodies.
  app.post(`${PAGE}/pay`, { schema: { hide: true }, config: { formBody: true } }, async (request, reply) => {
    const fields = form(request.body);
    const payer = fields.payerCpf
      ? { cpf: cpfDigits(fields.payerCpf) ?? fields.payerCpf, name: fields.payerName ?? '' }
      : undefined;
    const parsed = SandboxPayRequest.safeParse({ chargeId: fields.chargeId, payer });
    if (!parsed.success)
      return reply.redirect(backWith('Confira o CPF (11 dígitos) e o nome de quem paga.'), 303);
    try {
      const paid = await sandbox.pay(parsed.data);
      const delivered =
        paid.webhookStatus === 200 ? 'a plataforma confirmou o aviso' : 'o aviso não foi aceito';
      return reply.redirect(
        backWith(`Pago: ${formatMoney(paid.amount, 'PT')} (${paid.reference}); ${delivered}.`),
        303,
      );
    } catch (error) {
      if (isAppError(error)) return reply.redirect(backWith(errorMessage(error.code, 'PT')), 303);
      throw error;
    }
  });

  app.post(`${PAGE}/keys`, { schema: { hide: true }, config: { formBody: true } }, async (request, reply) => {
    const fields = form(request.body);
    const parsed = SandboxKeyRequest.safeParse({
      ...fields,
      holderCpf: cpfDigits(fields.holderCpf ?? '') ?? '',
    });
    if (!parsed.success)
      return reply.redirect(backWith('Confira a chave, o CPF (11 dígitos) e o nome.'), 303);
    try {
      const saved = await sandbox.registerKey(parsed.data, 'PT');
      return reply.redirect(backWith(`Chave cadastrada: ${saved.key}.`), 303);
    } catch (error) {
      if (isAppError(error))
        return reply.redirect(
          backWith('Confira a chave (válida para o tipo escolhido) e o CPF do titular.'),
          303,
        );
      throw error;
    }
  });
};
