import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DomainRoute,
  PAYLOAD_ALGORITHM,
  PayloadKeyResponse,
  HelpCenterQuery,
  HelpCenterResponse,
  RegisterSetting,
  SystemStatusResponse,
  Whitelabel,
} from '@platform/contracts';
import type { PayloadKeyring } from './payload-keys.js';
import type { SystemService } from './system.service.js';

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
