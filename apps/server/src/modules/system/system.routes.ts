import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  COUNTRY_FLAG_PATH,
  CountryListResponse,
  DomainRoute,
  PAYLOAD_ALGORITHM,
  PayloadKeyResponse,
  HelpCenterQuery,
  HelpCenterResponse,
  RegisterSetting,
  SystemStatusResponse,
  Whitelabel,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { COUNTRY_FLAGS } from './country-flags.generated.js';
import type { PayloadKeyring } from './payload-keys.js';
import type { SystemService } from './system.service.js';

// Flags change only with a new build of the server: a day in caches, a week stale.
const FLAG_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

// System routes answer in maintenance and for blocked regions (gated: false): the site needs
// them to show the maintenance and blocked views at all.
const common = { modID: 'COMM3', token: false, gated: false, tags: ['system'] } as const;

export const registerSystemRoutes = (
  app: FastifyInstance,
  service: SystemService,
  keyring: PayloadKeyring,
): void => {
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/system/status',
    summary: 'Site status at start-up: configuration, visitor location, maintenance and region block',
    value: SystemStatusResponse,
    handler: ({ request }) => service.getStatus(request.ip, request.language),
  });

  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/system/whitelabel',
    summary: 'Whitelabel feature flags',
    value: Whitelabel,
    handler: () => service.getSetting('whitelabel'),
  });

  app.routeRegistry.add({
    ...common,
    modID: 'REG3',
    method: 'GET',
    url: '/wps/system/setting/register',
    summary: 'Registration form rules: per field shown, required, pattern, min and max',
    value: RegisterSetting,
    handler: () => service.getSetting('register'),
  });

  app.routeRegistry.add({
    ...common,
    modID: 'REG3',
    method: 'GET',
    url: '/wps/system/countries',
    publicCache: { maxAgeSeconds: 60 },
    summary:
      'Countries of the mobile number fields (countryCode, countryDialingCode, digit count, flag), Brazil first',
    value: CountryListResponse,
    handler: () => service.getCountries(),
  });

  // The embedded image host's country flags (spec section 7), drawn by
  // scripts/render-country-flags.mjs: an image, not an API answer (no envelope, no token).
  app.get<{ Params: { code: string } }>(
    `${COUNTRY_FLAG_PATH}/:code.png`,
    { schema: { hide: true } },
    async (request, reply) => {
      const flag = Object.hasOwn(COUNTRY_FLAGS, request.params.code)
        ? COUNTRY_FLAGS[request.params.code]
        : undefined;
      if (!flag) throw new AppError('not-found');
      return reply
        .type('image/png')
        .header('cache-control', FLAG_CACHE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(Buffer.from(flag, 'base64'));
    },
  );

  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/system/domainRoute',
    summary: 'Domains that open on a given route (for example the agent portal domain)',
    value: z.array(DomainRoute),
    handler: () => service.getSetting('domainRoute'),
  });

  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/system/helpCenter',
    publicCache: { maxAgeSeconds: 60 },
    summary: 'Help-centre sections in a language (lang: PT, EN, CN; device WEB or MOBILE)',
    querystring: HelpCenterQuery,
    value: HelpCenterResponse,
    handler: ({ request, query }) =>
      service.getHelpCenter({ lang: query.lang ?? request.language, device: query.device }),
  });

  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/system/payloadKey',
    summary: `Public key for encrypted payloads (${PAYLOAD_ALGORITHM}); see packages/contracts payload-crypto`,
    value: PayloadKeyResponse,
    handler: () => keyring.current(),
  });
};
