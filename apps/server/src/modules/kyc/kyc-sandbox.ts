import { randomUUID } from 'node:crypto';
import { desc, eq, and } from 'drizzle-orm';
import { isValidCpf } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { kycSandboxSession } from './kyc.tables.js';
import type { IdentityCheck, KycProvider, LivenessResult } from './provider.js';

/**
 * Test CPFs with a fixed answer (docs/kyc.md). All have valid check digits, so the form accepts
 * them; any other valid CPF with a name and an adult's birth date matches.
 */
export const SANDBOX_TEST_CPFS: Readonly<Record<string, Exclude<IdentityCheck, 'match'>>> = {
  // Records that name someone else.
  '39053344705': 'mismatch',
  // Records of a person born in 2012.
  '71428793860': 'under-age',
  // The provider's records are unreachable for this one.
  '86288366757': 'unknown',
  // Whatever photo of the document is sent, the provider cannot read it (a check without a
  // document photo follows the general rule).
  '52601815906': 'document-unreadable',
};

/** Whole years between a birth date and `now` (UTC calendar days). */
export const ageOn = (birthDate: string, now: Date): number => {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
};

/**
 * The built-in sandbox identity provider (KYC_SANDBOX): deterministic answers, and liveness
 * sessions a tester passes or fails on /sandbox/kyc or through its API, as the person in front of
 * the camera would. Sessions are rows, so every instance sees the tester's answer.
 */
export const createKycSandbox = (deps: { db: Db; minimumAge: number; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  const provider: KycProvider = {
    code: 'sandbox',
    async checkIdentity({ cpf, name, birthDate, document }) {
      if (!isValidCpf(cpf) || name.trim().length === 0) return 'mismatch';
      const fixed = SANDBOX_TEST_CPFS[cpf];
      if (fixed && (fixed !== 'document-unreadable' || document)) return fixed;
      return ageOn(birthDate, now()) >= deps.minimumAge ? 'match' : 'under-age';
    },
    async startLiveness() {
      const sessionId = `lv_${randomUUID()}`;
      await deps.db.insert(kycSandboxSession).values({ id: sessionId, status: 'started' });
      return { sessionId };
    },
    async liveness(sessionId) {
      const [row] = await deps.db
        .select({ status: kycSandboxSession.status })
        .from(kycSandboxSession)
        .where(eq(kycSandboxSession.id, sessionId));
      // A session the provider does not know cannot pass.
      return row?.status ?? 'failed';
    },
  };
  return {
    provider,
    /** The tester's answer for a session still waiting; false when there is none such. */
    async complete(sessionId: string, outcome: Exclude<LivenessResult, 'started'>): Promise<boolean> {
      const rows = await deps.db
        .update(kycSandboxSession)
        .set({ status: outcome })
        .where(and(eq(kycSandboxSession.id, sessionId), eq(kycSandboxSession.status, 'started')))
        .returning({ id: kycSandboxSession.id });
      return rows.length === 1;
    },
    async sessions() {
      const rows = await deps.db
        .select()
        .from(kycSandboxSession)
        .orderBy(desc(kycSandboxSession.createdAt))
        .limit(50);
      return {
        list: rows.map((row) => ({
          sessionId: row.id,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
};

export type KycSandbox = ReturnType<typeof createKycSandbox>;
