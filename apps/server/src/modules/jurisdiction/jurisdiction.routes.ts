import type { FastifyInstance } from 'fastify';
import { JurisdictionResponse } from '@platform/contracts';
import type { JurisdictionService } from './jurisdiction.service.js';

export const registerJurisdictionRoutes = (app: FastifyInstance, service: JurisdictionService): void => {
  app.routeRegistry.add({
    // A system route: the site reads it before it knows whether it is open (gated: false).
    modID: 'COMM3',
    token: false,
    gated: false,
    tags: ['system'],
    method: 'GET',
    url: '/wps/system/jurisdiction',
    publicCache: { maxAgeSeconds: 30 },
    summary:
      "The deployment's jurisdiction profile: products, promotions, transfers, payment methods and languages offered, age, currency, time zone, limits asked at registration, idle timeout, reality check, record retention",
    value: JurisdictionResponse,
    handler: () => service.current(),
  });
};
