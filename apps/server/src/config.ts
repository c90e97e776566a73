import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { booleanFlag } from '@platform/server-kit';
import { JURISDICTION_CODES } from '@platform/contracts';
import { parseAtRestKey } from './lib/secret-box.js';

// Defaults are anchored at the repository root so the server behaves the same from any directory.
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** TRUST_PROXY: 'false' (default), 'true', a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((entry) => entry.trim());
    if (list.some((entry) => !/^[0-9a-fA-F.:/]+$/.test(entry))) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count or a list of addresses/CIDRs',
      });
      return z.NEVER;
    }
    return list;
  });

/**
 * Every environment variable the server reads. Documented in README.md; a bad value stops
 * start-up with a clear message (see loadConfig).
 */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL server; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default(`${repositoryRoot}data`),
  /** The single merchant this deployment serves; requests naming another merchant are refused. */
  MERCHANT_CODE: z
    .string()
    .regex(/^[a-z0-9_-]{2,32}$/i)
    .default('sortegrande'),
  /** Seeds the demo accounts on first run. Turn off in production. */
  SEED_DEMO: booleanFlag.default(true),
  WEB_DIST: z.string().min(1).default(`${repositoryRoot}apps/web/dist`),
  TRUST_PROXY: trustProxy.default(false),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * The jurisdiction profile (BR or OPEN), over the stored `jurisdiction` setting; unset: the
   * setting rules (docs/decisions/0015-jurisdiction-profile.md).
   */
  JURISDICTION_PROFILE: z.enum(JURISDICTION_CODES).optional(),
  /**
   * The operator's own reality-check interval, in minutes: used where the profile asks for none,
   * and where it is shorter than the profile's; never a longer one (docs/responsible-gaming.md).
   */
  REALITY_CHECK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  /** Emergency switch: forces the maintenance view regardless of the stored setting. */
  MAINTENANCE_FORCE: booleanFlag.default(false),
  /** Treats every visitor as coming from this country (tests and demos of region restriction). */
  REGION_COUNTRY_OVERRIDE: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((value) => value.toUpperCase())
    .optional(),
  /** How long each instance serves settings from memory before re-reading them. */
  SETTINGS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Where e-mail goes: 'outbox' keeps it in the database (see /dev/outbox), 'smtp' sends it. */
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sorte Grande <no-reply@sortegrande.example>'),
  /** Only the outbox is built in; a real SMS gateway is added as another value. */
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /**
   * The game studio's address (apps/studio): where a launch sends the player's browser, and where
   * this server reads the studio's game list and artwork. Default: the studio `npm start` runs.
   */
  STUDIO_URL: z
    .string()
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .transform((value) => value.replace(/\/+$/u, ''))
    .default('http://localhost:3100'),
  /**
   * The secret the studio signs its wallet calls with (the studio's STUDIO_SECRET). Set, it
   * replaces the studio vendor's stored secret at start; unset, the stored one stands.
   */
  STUDIO_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The key that seals stored secrets (authenticator secrets, outbox messages): 32 bytes, hex or
   * base64. Required in production; elsewhere, unset means a key generated at first start and
   * kept in the database (lib/secret-box.ts).
   */
  AT_REST_KEY: z
    .string()
    .transform((value, ctx) => {
      const key = parseAtRestKey(value);
      if (key) return key;
      ctx.addIssue({ code: 'custom', message: 'must be 32 bytes as 64 hex digits or base64' });
      return z.NEVER;
    })
    .optional(),
  /** The development outbox pages; unset means on everywhere except NODE_ENV=production. */
  OUTBOX_PAGE: booleanFlag.optional(),
  /**
   * The built-in sandbox PIX gateway (its tester page /sandbox/pix and API): unset means on
   * everywhere except NODE_ENV=production. Real money needs a real gateway.
   */
  PIX_SANDBOX: booleanFlag.optional(),
  /**
   * The built-in sandbox identity provider (docs/kyc.md; its tester page /sandbox/kyc): unset
   * means on everywhere except NODE_ENV=production. Without a provider, identity checks answer
   * identity-check-unavailable.
   */
  KYC_SANDBOX: booleanFlag.optional(),
  /** Where the sandbox posts its webhooks; unset: this server itself, over loopback. */
  PIX_SANDBOX_WEBHOOK_URL: z
    .string()
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  /**
   * Whether this instance runs scheduled and keyed jobs (pg-boss, decision 0011). Off, it only
   * enqueues them for the instances that do; every instance may run them, each job once.
   */
  JOB_WORKERS: booleanFlag.default(true),
  /** How often each job worker looks for due jobs, in ms (pg-boss's least is 500). */
  JOB_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(2_000),
  /** How long the sandbox takes to send a payout, in ms (its webhook follows). */
  PIX_SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
});

/** Rules that tie variables together, checked once each one is valid on its own. */
const ResolvedConfigSchema = ConfigSchema.superRefine((config, ctx) => {
  if (config.MAIL_PROVIDER === 'smtp' && !config.SMTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required when MAIL_PROVIDER is smtp' });
  }
  // A key kept beside the data it protects protects nothing from a copy of the database.
  if (config.NODE_ENV === 'production' && !config.AT_REST_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['AT_REST_KEY'],
      message: 'required when NODE_ENV is production (32 bytes, e.g. `openssl rand -base64 32`)',
    });
  }
}).transform((config) => ({
  ...config,
  OUTBOX_PAGE: config.OUTBOX_PAGE ?? config.NODE_ENV !== 'production',
  PIX_SANDBOX: config.PIX_SANDBOX ?? config.NODE_ENV !== 'production',
  KYC_SANDBOX: config.KYC_SANDBOX ?? config.NODE_ENV !== 'production',
}));

export type Config = z.infer<typeof ResolvedConfigSchema>;

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ResolvedConfigSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
};
