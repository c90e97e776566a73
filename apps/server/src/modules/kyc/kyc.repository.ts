import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { IdentityRejection, IdentityState } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { bannedBettor, identityPolicy, memberIdentity, memberIdentityDocument } from './kyc.tables.js';

export type IdentityRow = typeof memberIdentity.$inferSelect;
export type IdentityDocumentRow = typeof memberIdentityDocument.$inferSelect;

/** What a transition writes besides the new state. */
export type IdentityPatch = {
  name?: string;
  birthDate?: string;
  provider?: string;
  livenessSession?: string | null;
  reason?: IdentityRejection | null;
  verifiedAt?: Date | null;
  gender?: IdentityRow['gender'];
  address?: IdentityRow['address'];
  monthlyIncome?: number | null;
};

/** The document photo a check stores with its first transition (the image already sealed). */
export type IdentityDocumentInput = Omit<IdentityDocumentRow, 'memberId' | 'createdAt'>;

/** The member's identity verification refused where money moves (identity_refusal, migration 0029). */
export const identityRefusal = async (
  db: Pick<Db, 'execute'>,
  memberId: string,
): Promise<'identity-not-verified' | null> => {
  const result = await db.execute(sql`select identity_refusal(${memberId}) as refusal`);
  const refusal = (result as unknown as { rows: Array<{ refusal: string | null }> }).rows[0]?.refusal;
  switch (refusal) {
    case null:
    case undefined:
      return null;
    case 'identity-not-verified':
      return refusal;
    default:
      throw new Error(`unknown identity refusal ${refusal}`);
  }
};

export const createKycRepository = (db: Db) => ({
  async identityOf(memberId: string): Promise<IdentityRow | null> {
    const [row] = await db.select().from(memberIdentity).where(eq(memberIdentity.memberId, memberId));
    return row ?? null;
  },

  /** Whether the member's check stored a document photo. */
  async hasDocument(memberId: string): Promise<boolean> {
    const rows = await db
      .select({ memberId: memberIdentityDocument.memberId })
      .from(memberIdentityDocument)
      .where(eq(memberIdentityDocument.memberId, memberId));
    return rows.length > 0;
  },

  async documentOf(memberId: string): Promise<IdentityDocumentRow | null> {
    const [row] = await db
      .select()
      .from(memberIdentityDocument)
      .where(eq(memberIdentityDocument.memberId, memberId));
    return row ?? null;
  },

  /**
   * Moves the member's verification from `from` to `to` in one statement, only if it is still at
   * `from` (no row is NOT_STARTED): null when another request moved it first. A document photo is
   * stored in the same transaction, only by the request that moved the state.
   */
  async transition(input: {
    memberId: string;
    from: IdentityState;
    to: IdentityState;
    patch: IdentityPatch;
    document?: IdentityDocumentInput | null;
  }): Promise<IdentityRow | null> {
    const values = { ...input.patch, state: input.to, updatedAt: new Date() };
    return db.transaction(async (tx) => {
      const [row] =
        input.from === 'NOT_STARTED'
          ? await tx
              .insert(memberIdentity)
              .values({ memberId: input.memberId, ...values })
              .onConflictDoUpdate({
                target: memberIdentity.memberId,
                set: values,
                setWhere: eq(memberIdentity.state, 'NOT_STARTED'),
              })
              .returning()
          : await tx
              .update(memberIdentity)
              .set(values)
              .where(and(eq(memberIdentity.memberId, input.memberId), eq(memberIdentity.state, input.from)))
              .returning();
      if (row && input.document) {
        await tx.insert(memberIdentityDocument).values({ memberId: input.memberId, ...input.document });
      }
      return row ?? null;
    });
  },

  /** Marks members verified whatever their state (the demo seed). */
  async markVerified(memberIds: readonly string[]): Promise<void> {
    if (memberIds.length === 0) return;
    const now = new Date();
    await db
      .insert(memberIdentity)
      .values(memberIds.map((memberId) => ({ memberId, state: 'VERIFIED' as const, verifiedAt: now })))
      .onConflictDoNothing();
  },

  /** The profile pin and the profiles asking for verification, for identity_required(). */
  async writePolicy(configuredProfile: string | null, requiredProfiles: string[]): Promise<void> {
    const values = { id: 1, configuredProfile, requiredProfiles, updatedAt: new Date() };
    await db
      .insert(identityPolicy)
      .values(values)
      .onConflictDoUpdate({ target: identityPolicy.id, set: values });
  },

  /** Stores the list's digests: the whole list replaced, or added to. Answers the list's size. */
  async storeBanned(digests: readonly string[], mode: 'REPLACE' | 'ADD'): Promise<number> {
    return db.transaction(async (tx) => {
      if (mode === 'REPLACE') await tx.delete(bannedBettor);
      for (let start = 0; start < digests.length; start += 1000) {
        const chunk = digests.slice(start, start + 1000).map((cpfDigest) => ({ cpfDigest }));
        await tx.insert(bannedBettor).values(chunk).onConflictDoNothing();
      }
      const [row] = await tx.select({ n: count() }).from(bannedBettor);
      return row?.n ?? 0;
    });
  },

  async anyBanned(digests: readonly string[]): Promise<boolean> {
    if (digests.length === 0) return false;
    const rows = await db
      .select({ digest: bannedBettor.cpfDigest })
      .from(bannedBettor)
      .where(inArray(bannedBettor.cpfDigest, [...digests]))
      .limit(1);
    return rows.length > 0;
  },
});

export type KycRepository = ReturnType<typeof createKycRepository>;
