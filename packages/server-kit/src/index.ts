// The server infrastructure every server of the platform shares (docs/ARCHITECTURE.md, decision
// 0013): errors and their envelope, the route registry, request plugins, logging, the database
// opener, the job queue and the signing of timestamped bodies. It knows no app: what is an app's
// own (its schema, its callers, its gate) comes in through options and type parameters.
export * from './app-error.js';
export * from './field-issues.js';
export * from './unsafe-text.js';
export * from './log-redaction.js';
export * from './instance-cache.js';
export * from './socket-heartbeat.js';
export * from './xml-escape.js';
export * from './body-signature.js';
export * from './db/client.js';
export * from './db/notifications.js';
export * from './plugins/request-context.js';
export * from './plugins/error-handler.js';
export * from './plugins/route-registry.js';
export * from './plugins/text-guard.js';
export * from './plugins/security-headers.js';
export * from './plugins/metrics.js';
export * from './plugins/health.js';
export * from './job-queue/job-queue.js';
export * from './job-queue/job-queue.tables.js';
export type { JobRunRecord } from './job-queue/job-runs.js';
export * from './job-queue/periods.js';
export * from './svg-reply.js';
export * from './db/scratch-database.js';
export * from './db/sql-rows.js';
export * from './plugins/swagger.js';
export * from './built-files.js';
export * from './graceful-shutdown.js';
export * from './env-flag.js';
export * from './server.js';
export * from './provably-fair.js';
