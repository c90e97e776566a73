import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OutboxRow } from './verification.repository.js';
import type { VerificationService } from './verification.service.js';

const CAPTCHA_COOKIE = 'captcha';
const CAPTCHA_MAX_AGE_SECONDS = 300;

/** The captcha id from the request's Cookie header (the only cookie the API reads, so no plugin). */
export const readCaptchaId = (request: FastifyRequest): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== CAPTCHA_COOKIE) continue;
    const value = rest.join('=').trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
};

const OutboxQuery = z.object({
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const OutboxMessageView = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

const toView = (row: OutboxRow): z.infer<typeof OutboxMessageView> => ({
  id: row.id,
  channel: row.channel,
  destination: row.destination,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Plain HTML with inline styles only: the CSP forbids inline script, and the page needs none. */
const outboxPage = (rows: OutboxRow[], to: string): string => {
  const items = rows
    .map(
      (row) => `<tr>
<td>${escapeHtml(row.createdAt.toISOString())}</td>
<td>${escapeHtml(row.channel)}</td>
<td><a href="/dev/outbox?to=${encodeURIComponent(row.destination)}">${escapeHtml(row.destination)}</a></td>
<td><strong>${escapeHtml(row.subject)}</strong><pre>${escapeHtml(row.body)}</pre></td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox (development only)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #151922; color: #e6e8ee; }
main { padding: 16px; }
.banner { background: #b45309; color: #fff; padding: 12px 16px; font-weight: 600; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #2c3342; padding: 8px; text-align: left; vertical-align: top; }
pre { white-space: pre-wrap; margin: 4px 0 0; font-family: ui-monospace, monospace; }
a { color: #7cc4ff; }
input, button { font: inherit; padding: 4px 8px; }
</style>
</head>
<body>
<div class="banner" role="alert">Development only: messages kept by the outbox provider instead of being sent. Never enable this page in production (OUTBOX_PAGE).</div>
<main>
<h1>Outbox</h1>
<form method="get" action="/dev/outbox">
<label>To <input name="to" value="${escapeHtml(to)}" placeholder="phone or e-mail"></label>
<button type="submit">Filter</button> <a href="/dev/outbox">all</a>
</form>
<p>${rows.length} latest message(s), newest first.</p>
<table>
<thead><tr><th>When (UTC)</th><th>Channel</th><th>To</th><th>Message</th></tr></thead>
<tbody>
${items}
</tbody>
</table>
</main>
</body>
</html>`;
};

export const registerVerificationRoutes = (
  app: FastifyInstance,
  service: VerificationService,
  options: { outboxPage: boolean },
): void => {
  // The registry exposes no reply to handlers, so the captcha handler leaves its id here and the
  // onSend hook turns it into the cookie.
  const captchaCookies = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply) => {
    const id = captchaCookies.get(request);
    if (!id) return;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${CAPTCHA_COOKIE}=${id}; HttpOnly; SameSite=Strict; Path=/wps; Max-Age=${CAPTCHA_MAX_AGE_SECONDS}${secure}`,
    );
    reply.header('cache-control', 'no-store');
  });

  app.routeRegistry.add({
    method: 'GET',
    url: '/wps/captcha',
    modID: 'COMM3',
    token: false,
    summary: 'A new image captcha (PNG data URL); its id travels in the HttpOnly `captcha` cookie',
    tags: ['verification'],
    value: z.string(),
    handler: async ({ request }) => {
      const captcha = await service.createCaptcha();
      captchaCookies.set(request, captcha.id);
      return captcha.image;
    },
  });

  if (!options.outboxPage) return;

  app.routeRegistry.add({
    method: 'GET',
    url: '/dev/outbox.json',
    modID: 'DEV',
    token: false,
    gated: false,
    summary: 'Development only: messages kept by the outbox provider, newest first',
    tags: ['development'],
    querystring: OutboxQuery,
    value: z.array(OutboxMessageView),
    handler: async ({ query }) =>
      (await service.listOutbox({ destination: query.to || undefined, limit: query.limit })).map(toView),
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const query = OutboxQuery.safeParse(request.query);
    const to = query.success ? (query.data.to ?? '') : '';
    const rows = await service.listOutbox({ destination: to || undefined, limit: 50 });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxPage(rows, to));
  });
};
