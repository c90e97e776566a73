import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BannedBettorsUploadRequest,
  BannedBettorsUploadResponse,
  IDENTITY_DOCUMENT_DATA_URL_MAX,
  IdentityDocumentQuery,
  IdentityDocumentResponse,
  IdentityStatusResponse,
  SandboxLivenessRequest,
  SandboxLivenessSessions,
  StartIdentityRequest,
} from '@platform/contracts';
import { escapeXml as e } from '@platform/server-kit';
import { memberIdOf, requestMetaOf, operatorOf } from '../../plugins/route-registry.js';
import type { KycSandbox } from './kyc-sandbox.js';
import type { KycService } from './kyc.service.js';

/**
 * The member's identity verification and the operator's banned-bettor list (docs/kyc.md). The
 * spec names no route for either; these follow the member centre's and the operators' own.
 */
export const registerKycRoutes = (app: FastifyInstance, kyc: KycService): void => {
  const member = { modID: 'MEMBER3', tags: ['kyc'], token: true } as const;
  const routes = app.routeRegistry;
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/identity',
    summary: "Where the caller's identity verification stands, and whether the profile asks for it",
    value: IdentityStatusResponse,
    handler: ({ principal }) => kyc.status(memberIdOf(principal)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/identity/start',
    // The document photo comes as a data URL in the body (at most 5 MB of image).
    bodyLimit: IDENTITY_DOCUMENT_DATA_URL_MAX + 64 * 1024,
    summary:
      'The identity check (CPF, name, birth date; the profile’s when left out; with gender, address, income and a document photo where the profile asks); liveness follows',
    body: StartIdentityRequest,
    value: IdentityStatusResponse,
    handler: ({ principal, body, request }) => kyc.start(memberIdOf(principal), body, requestMetaOf(request)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/identity/liveness',
    summary: 'Asks how the liveness check went: VERIFIED, REJECTED, or still PENDING_LIVENESS',
    value: IdentityStatusResponse,
    handler: ({ principal, request }) => kyc.liveness(memberIdOf(principal), requestMetaOf(request)),
  });
  routes.add({
    modID: 'OPS',
    tags: ['operators'],
    token: true,
    operator: 'only',
    method: 'POST',
    url: '/ops/banned-bettors',
    summary: 'Uploads the banned-bettor list (CSV of CPFs, Lei 14.790 art. 26); stored as keyed digests',
    body: BannedBettorsUploadRequest,
    value: BannedBettorsUploadResponse,
    handler: ({ principal, body, request }) =>
      kyc.uploadBanned(operatorOf(principal), body, requestMetaOf(request)),
  });
  routes.add({
    modID: 'OPS',
    tags: ['operators'],
    token: true,
    operator: 'only',
    method: 'GET',
    url: '/ops/identity/document',
    summary: "The document photo of an account's identity check, as a data URL (every look audited)",
    querystring: IdentityDocumentQuery,
    value: IdentityDocumentResponse,
    handler: ({ principal, query, request }) =>
      kyc.document(operatorOf(principal), query.account, requestMetaOf(request)),
  });
};

const PAGE = '/sandbox/kyc';

/** The sandbox provider's tester page and API: pass or fail a liveness session. */
export const registerKycSandboxRoutes = (app: FastifyInstance, sandbox: KycSandbox): void => {
  const common = { modID: 'KYCSANDBOX', tags: ['sandbox'], token: false, gated: false } as const;
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/sandbox/api/kyc/liveness',
    summary: 'Sandbox identity provider: its liveness sessions, newest first',
    value: SandboxLivenessSessions,
    handler: () => sandbox.sessions(),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/sandbox/api/kyc/liveness',
    summary: 'Sandbox identity provider: passes or fails a waiting liveness session',
    body: SandboxLivenessRequest,
    value: z.object({ completed: z.boolean() }),
    handler: async ({ body }) => ({ completed: await sandbox.complete(body.sessionId, body.outcome) }),
  });

  app.get(PAGE, { schema: { hide: true } }, async (request, reply) => {
    const message = z.object({ msg: z.string().max(200).optional() }).safeParse(request.query);
    const { list } = await sandbox.sessions();
    const waiting = list.filter((session) => session.status === 'started');
    const items = waiting
      .map(
        (session) => `<li class="card"><code>${e(session.sessionId)}</code>
  <form method="post" action="${PAGE}/complete"><input type="hidden" name="sessionId" value="${e(session.sessionId)}">
  <button name="outcome" value="passed">Aprovar prova de vida</button>
  <button name="outcome" value="failed" class="secondary">Reprovar</button></form></li>`,
      )
      .join('');
    const note = message.success && message.data.msg ? `<p class="note">${e(message.data.msg)}</p>` : '';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox KYC</title></head>
<body><h1>Sandbox de verificação de identidade</h1>${note}
<p>Provas de vida aguardando (a pessoa diante da câmera): aprove ou reprove.</p>
<ul>${items || '<li>Nenhuma sessão aguardando.</li>'}</ul></body></html>`);
  });

  app.post(
    `${PAGE}/complete`,
    { schema: { hide: true }, config: { formBody: true } },
    async (request, reply) => {
      const fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const parsed = SandboxLivenessRequest.safeParse(fields);
      const done = parsed.success && (await sandbox.complete(parsed.data.sessionId, parsed.data.outcome));
      const message = done ? 'Sessão concluída.' : 'Sessão desconhecida ou já concluída.';
      return reply.redirect(`${PAGE}?msg=${encodeURIComponent(message)}`, 303);
    },
  );
};
