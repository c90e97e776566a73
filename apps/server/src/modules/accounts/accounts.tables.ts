import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A person or agent known to the site. `type` follows the spec: agents 1, 2, 41, 42; trial 4;
 * member 0. Contacts are stored normalised (mobile as dialing code + number, e-mail lower-case,
 * CPF as 11 digits) so the unique indexes refuse the same person twice.
 */
export const member = pgTable(
  'member',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull().unique(),
    nickname: text('nickname').notNull(),
    type: integer('type').notNull().default(0),
    status: text('status', { enum: ['ACTIVE', 'LOCKED', 'CLOSED'] })
      .notNull()
      .default('ACTIVE'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    paymentPasswordHash: text('payment_password_hash'),
    currency: text('currency').notNull().default('BRL'),
    language: text('language').notNull().default('PT'),
    mobile: text('mobile'),
    email: text('email'),
    idNumber: text('id_number'),
    payeeName: text('payee_name'),
    birthday: date('birthday', { mode: 'string' }),
    /** Messenger handles of the register form (qqNum, line, whatsapp, facebook, wechat). */
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    iconUrl: text('icon_url'),
    /** The agent this account sits under: agents see only their own downline. */
    parentId: uuid('parent_id').references((): AnyPgColumn => member.id),
    /** Who invited this account with their referral code (a member or an agent). */
    referredBy: uuid('referred_by').references((): AnyPgColumn => member.id),
    /** Invitation code others register with; for agents it is also the affiliate code. */
    referralCode: text('referral_code').unique(),
    /** The agent's invitation link or code this account registered through (per-link counts). */
    invitationId: uuid('invitation_id').references((): AnyPgColumn => memberInvitation.id),
    /**
     * Authenticator (TOTP) secret, base32, sealed (lib/secret-box.ts; totp-secret.ts); active once
     * totp_enabled_at is set.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code works once, even within its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Trial accounts play with these demo credits (centavos); they never enter the ledger. */
    demoBalance: bigint('demo_balance', { mode: 'number' }).notNull().default(0),
    registrationIp: text('registration_ip'),
    registrationDomain: text('registration_domain'),
    registerMethod: text('register_method').notNull().default('WEB'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('member_mobile_unique')
      .on(table.mobile)
      .where(sql`${table.mobile} is not null`),
    uniqueIndex('member_email_unique')
      .on(table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('member_id_number_unique')
      .on(table.idNumber)
      .where(sql`${table.idNumber} is not null`),
    index('member_parent').on(table.parentId),
    index('member_by_invitation')
      .on(table.invitationId)
      .where(sql`${table.invitationId} is not null`),
  ],
);

/**
 * The team tree as a closure table: one row per (ancestor, descendant), each member also its own
 * ancestor at depth 0. Whole-team questions ("everyone below this agent", "is X in Y's team") are
 * one indexed lookup instead of a recursive walk. Never written by application code: the
 * `member_tree_sync` trigger (migration 0019) keeps it equal to member.parent_id in the same
 * transaction as every insert and every move, whichever code path writes the member row.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.descendantId] }),
    index('member_tree_ancestor_depth').on(table.ancestorId, table.depth),
    index('member_tree_descendant_depth').on(table.descendantId, table.depth),
  ],
);

/**
 * An agent's invitation links and codes, several per agent, each with its own label so the agent
 * can tell which channel brought whom. Codes are 10 characters, referral codes 8: the two never
 * collide, and one lookup by length knows which table to read.
 */
export const memberInvitation = pgTable(
  'member_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references((): AnyPgColumn => member.id),
    code: text('code').notNull().unique(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('member_invitation_member').on(table.memberId, table.createdAt)],
);

/**
 * Login sessions and remember-me tokens. Only the SHA-256 of a token is stored; the token itself
 * exists only on the client. A remember row points at the session it last opened, so logging out
 * of that session revokes it too.
 */
export const memberSession = pgTable(
  'member_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    kind: text('kind', { enum: ['session', 'remember'] })
      .notNull()
      .default('session'),
    tokenHash: text('token_hash').notNull().unique(),
    linkedSessionId: uuid('linked_session_id'),
    loginType: text('login_type').notNull().default('username'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('member_session_member_active')
      .on(table.memberId)
      .where(sql`${table.revokedAt} is null`),
    // member_session_seconds (a session-time limit): a member's sessions that may reach into a
    // period are those expiring after it began. expires_at never changes, so the index costs
    // nothing when a session is touched.
    index('member_session_member_expiry')
      .on(table.memberId, table.expiresAt)
      .where(sql`${table.kind} = 'session'`),
  ],
);

/** Every IP a member has logged in from; a verified one skips the second factor. */
export const memberLoginIp = pgTable(
  'member_login_ip',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    ip: text('ip').notNull(),
    verified: boolean('verified').notNull().default(false),
    loginCount: integer('login_count').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

/**
 * Attempt counters per key ('account:<name>', 'ip:<address>', 'payment:<member>', …). Kept in the
 * database so the lockout holds across every instance behind the load balancer. An attempt is
 * taken (`pending`) before the secret is checked and becomes a failure or is given back after
 * (docs/decisions/0006-attempts-before-verification.md).
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Attempts taken whose check has not finished yet; they count against the limit. */
  pending: integer('pending').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A password login from an unregistered IP waiting for its second factor. */
export const loginChallenge = pgTable('login_challenge', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketHash: text('ticket_hash').notNull().unique(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => member.id),
  ip: text('ip').notNull(),
  rememberMe: boolean('remember_me').notNull().default(false),
  passwordExpired: boolean('password_expired').notNull().default(false),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** E-mailed password-reset links: single use, short-lived, stored hashed. */
export const passwordReset = pgTable('password_reset', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => member.id),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
