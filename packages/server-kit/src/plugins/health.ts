import fp from 'fastify-plugin';

/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the database answers and the
 * instance is not shutting down), for load balancers and orchestrators.
 */
export const healthPlugin = fp(
  async (app, options: { ping: () => Promise<void>; isShuttingDown: () => boolean }) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({
      success: true,
      errorCode: null,
      message: '',
      value: { status: 'ok' },
    }));

    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      const checks = { database: 'ok', shuttingDown: options.isShuttingDown() };
      try {
        await options.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        checks.database = 'unreachable';
      }
      const ready = checks.database === 'ok' && !checks.shuttingDown;
      return reply.code(ready ? 200 : 503).send({
        success: ready,
        errorCode: ready ? null : 'service-unavailable',
        message: '',
        value: checks,
      });
    });
  },
  { name: 'health' },
);
