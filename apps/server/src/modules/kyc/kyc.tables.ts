import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Gender,
  IdentityAddress,
  IdentityDocumentType,
  IdentityRejection,
  IdentityState,
} from '@platform/contracts';

/**
 * A member's identity verification (docs/kyc.md). No row: NOT_STARTED. Every change is one
 * conditional statement on `state` (kyc.repository.ts), so two racing requests cannot both move
 * it. identity_refusal (migration 0029) reads it where money moves.
 */
export const memberIdentity = pgTable(
  'member_identity',
  {
    memberId: uuid('member_id').primaryKey(),
    state: text('state').$type<IdentityState>().notNull(),
    name: text('name'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The provider that answered, and its liveness session while PENDING_LIVENESS. */
    provider: text('provider'),
    livenessSession: text('liveness_session'),
    reason: text('reason').$type<IdentityRejection>(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The registration details given with the check (docs/kyc.md, "Registration details"): null
     * for a check made where the profile did not ask for them, or before they were asked.
     */
    gender: text('gender').$type<Gender>(),
    address: jsonb('address').$type<IdentityAddress>(),
    /** Declared monthly income, centavos (the AML review compares 30 days of deposits with it). */
    monthlyIncome: bigint('monthly_income', { mode: 'number' }),
  },
  (table) => [
    check(
      'member_identity_state',
      sql`${table.state} in ('NOT_STARTED', 'PENDING_LIVENESS', 'VERIFIED', 'REJECTED')`,
    ),
    check(
      'member_identity_gender',
      sql`${table.gender} is null or ${table.gender} in ('FEMALE', 'MALE', 'OTHER', 'UNDISCLOSED')`,
    ),
    check('member_identity_income', sql`${table.monthlyIncome} is null or ${table.monthlyIncome} >= 0`),
  ],
);

/**
 * The photo of the identity document a member's check was given (one per member: a check is made
 * once). The image is sealed under the at-rest key (lib/secret-box.ts), bound to the member: a
 * copy of the database alone does not show anyone's document. Kept like every record of the
 * account (docs/compliance-br.md, "Record retention").
 */
export const memberIdentityDocument = pgTable('member_identity_document', {
  memberId: uuid('member_id').primaryKey(),
  documentType: text('document_type').$type<IdentityDocumentType>().notNull(),
  contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  /** The image's base64, sealed (purpose `member_identity_document:<member id>`). */
  data: text('data').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the database needs to know of the jurisdiction to refuse money in SQL: the profile pinned
 * by JURISDICTION_PROFILE (null: the stored `jurisdiction` setting decides) and the profiles that
 * ask for a verified identity. Written by the kyc module at every start (one row).
 */
export const identityPolicy = pgTable(
  'identity_policy',
  {
    id: smallint('id').primaryKey(),
    configuredProfile: text('configured_profile'),
    requiredProfiles: text('required_profiles').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('identity_policy_one_row', sql`${table.id} = 1`)],
);

/**
 * People barred from betting (Lei 14.790 art. 26), as the operator uploads them: the CPF as a
 * keyed digest (HMAC-SHA256 under a key derived from the at-rest key), never the CPF itself.
 */
export const bannedBettor = pgTable('banned_bettor', {
  cpfDigest: text('cpf_digest').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's liveness sessions: a tester passes or fails them (docs/kyc.md). */
export const kycSandboxSession = pgTable(
  'kyc_sandbox_session',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<'started' | 'passed' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kyc_sandbox_session_created').on(table.createdAt)],
);
