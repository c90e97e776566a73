import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { MovementKind } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { databaseErrorOf, namedStatement } from '../../db/named-statement.js';
import {
  bonusGrant,
  freeSpinGrant,
  journalEntry,
  ledgerAccount,
  ledgerMemberDay,
  posting,
} from './wallet.tables.js';

export type LedgerAccountRow = typeof ledgerAccount.$inferSelect;
export type BonusGrantRow = typeof bonusGrant.$inferSelect;
export type NewBonusGrant = typeof bonusGrant.$inferInsert;
export type FreeSpinGrantRow = typeof freeSpinGrant.$inferSelect;
export type NewFreeSpinGrant = typeof freeSpinGrant.$inferInsert;

/**
 * A forfeit to run in a transaction: the grant expected (read before, so its accounts could be
 * resolved), the final status, and the movement of the BONUS balance found under the locks.
 */
export type BonusForfeit = {
  grantId: string;
  status: 'FORFEITED_EXPIRED' | 'FORFEITED_WITHDRAWAL';
  entryOf: (grant: BonusGrantRow, balance: number) => EntryInput;
};
export type JournalEntryRow = typeof journalEntry.$inferSelect;
export type PostingRow = typeof posting.$inferSelect;

export type NewAccount = {
  code: string;
  memberId?: string | null;
  wallet?: string;
  houseCode?: string | null;
  currency: string;
  allowNegative: boolean;
};

export type EntryInput = {
  idempotencyKey: string;
  kind: string;
  fingerprint: string;
  memberId: string | null;
  reference: Record<string, unknown>;
  legs: Array<{ accountId: string; amount: number }>;
};

/** What ledger_post answers: the entry and each account's balance right after it, by account id. */
export type PostedEntry = {
  entryId: number;
  replayed: boolean;
  fingerprint: string;
  balances: Map<string, number>;
};

/** ledger_post's one row: the entry, and its accounts with their balances in leg order. */
export type PostedRow = {
  posted_entry: string | number;
  is_replay: boolean;
  posted_fingerprint: string;
  posted_accounts: string[];
  posted_balances: Array<string | number>;
};

/** Thrown inside the posting transaction so it rolls back; the service turns it into an answer. */
export class OverdraftError extends Error {
  constructor(readonly accountId: string) {
    super(`posting would overdraw account ${accountId}`);
  }
}

/**
 * ledger_post's arguments: array literals (uuids and integers only) and the reference as JSON
 * text. The legs must already be in its lock order (wallet.plan sorts them).
 */
export const ledgerPostArguments = (input: EntryInput): unknown[] => [
  input.idempotencyKey,
  input.kind,
  input.fingerprint,
  input.memberId,
  JSON.stringify(input.reference),
  `{${input.legs.map((leg) => leg.accountId).join(',')}}`,
  `{${input.legs.map((leg) => leg.amount).join(',')}}`,
];

export const postedEntryOf = ([row]: PostedRow[]): PostedEntry => {
  if (!row) throw new Error('ledger_post returned nothing');
  return {
    entryId: Number(row.posted_entry),
    replayed: row.is_replay,
    fingerprint: row.posted_fingerprint,
    balances: new Map(
      row.posted_accounts.map((account, index) => [account, Number(row.posted_balances[index])]),
    ),
  };
};

/** The entry posted under this key, as ledger_post would answer a replay; null when none. */
const findEntryWith = async (db: Db, idempotencyKey: string): Promise<PostedEntry | null> => {
  const rows = await db
    .select({
      entryId: journalEntry.id,
      fingerprint: journalEntry.fingerprint,
      accountId: posting.accountId,
      balanceAfter: posting.balanceAfter,
    })
    .from(journalEntry)
    .innerJoin(posting, eq(posting.entryId, journalEntry.id))
    .where(eq(journalEntry.idempotencyKey, idempotencyKey));
  if (rows.length === 0) return null;
  return {
    entryId: rows[0]!.entryId,
    replayed: true,
    fingerprint: rows[0]!.fingerprint,
    balances: new Map(rows.map((row) => [row.accountId, row.balanceAfter])),
  };
};

/** Sums of a member's postings per movement kind, over all their wallets (through db or a transaction). */
const sumsByKindWith = async (
  db: Db,
  memberId: string,
  kinds: MovementKind[],
  since?: Date,
): Promise<Map<string, number>> => {
  const rows = await db
    .select({ kind: journalEntry.kind, total: sql<string>`sum(${posting.amount})` })
    .from(posting)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, posting.accountId))
    .innerJoin(journalEntry, eq(journalEntry.id, posting.entryId))
    .where(
      and(
        eq(ledgerAccount.memberId, memberId),
        inArray(journalEntry.kind, kinds),
        since ? sql`${journalEntry.createdAt} >= ${since}` : undefined,
      ),
    )
    .groupBy(journalEntry.kind);
  return new Map(rows.map((row) => [row.kind, Number(row.total)]));
};

/** What a check of postEntryWhen may read: only through the transaction that holds the locks. */
export type LockedLedger = {
  sumsByKind(memberId: string, kinds: MovementKind[]): Promise<Map<string, number>>;
};

/** Thrown when the grant locked is not the one the forfeit was planned for: plan it again. */
export class GrantChangedError extends Error {
  constructor() {
    super('the active bonus grant changed while its forfeit was planned');
  }
}

/**
 * Posts a movement the wallet planned inside another module's transaction, for the modules that
 * move their own rows and the money together (rebate, points, loyalty rewards, lucky draws): the
 * entry is still written only by ledger_post. `replay` is true when the key had been posted
 * before; `memberBalance` is the first leg's account balance after the movement.
 */
export const postPlannedWith = async (
  tx: Pick<Db, 'execute'>,
  movement: { entry: EntryInput; accounts: ReadonlyArray<{ id: string }> },
): Promise<{ entryId: number; replay: boolean; memberBalance: number }> => {
  const [key, kind, fingerprint, memberId, reference, accounts, amounts] = ledgerPostArguments(
    movement.entry,
  );
  const result = await tx.execute(
    sql`select * from ledger_post(${key}, ${kind}, ${fingerprint}, ${memberId}, ${reference}::jsonb, ${accounts}::uuid[], ${amounts}::bigint[])`,
  );
  const [posted] = (result as unknown as { rows: PostedRow[] }).rows;
  if (!posted) throw new Error('ledger_post returned nothing');
  const memberAccount = movement.accounts[0]!.id;
  return {
    entryId: Number(posted.posted_entry),
    replay: posted.is_replay,
    memberBalance: Number(posted.posted_balances[posted.posted_accounts.indexOf(memberAccount)]),
  };
};

const postWith = async (db: Db, input: EntryInput): Promise<PostedEntry> => {
  const [key, kind, fingerprint, memberId, reference, accounts, amounts] = ledgerPostArguments(input);
  const result = await db.execute(
    sql`select * from ledger_post(${key}, ${kind}, ${fingerprint}, ${memberId}, ${reference}::jsonb, ${accounts}::uuid[], ${amounts}::bigint[])`,
  );
  return postedEntryOf((result as unknown as { rows: PostedRow[] }).rows);
};

/**
 * Ends an ACTIVE grant inside the caller's transaction, the grant's row locked first and then its
 * BONUS account (the lock order of the seamless statements: grant, then accounts). Answers the
 * grant as it ended, or null when it had ended already (nothing moved).
 */
const forfeitWith = async (
  db: Db,
  memberId: string,
  forfeit: BonusForfeit,
): Promise<BonusGrantRow | null> => {
  const [grant] = await db
    .select()
    .from(bonusGrant)
    .where(and(eq(bonusGrant.memberId, memberId), eq(bonusGrant.status, 'ACTIVE')))
    .for('update');
  if (!grant) return null;
  if (grant.id !== forfeit.grantId) throw new GrantChangedError();
  const [account] = await db
    .select({ balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.id, grant.accountId))
    .for('update');
  const balance = account?.balance ?? 0;
  if (balance > 0) await postWith(db, forfeit.entryOf(grant, balance));
  const [ended] = await db
    .update(bonusGrant)
    .set({ status: forfeit.status, endedAt: sql`now()`, settledAmount: balance })
    .where(and(eq(bonusGrant.id, grant.id), eq(bonusGrant.status, 'ACTIVE')))
    .returning();
  return ended ?? null;
};

export const createWalletRepository = (db: Db) => {
  const ledgerPost = namedStatement<PostedRow>(
    db,
    'ledger_post',
    'select * from ledger_post($1, $2, $3, $4, $5::jsonb, $6::uuid[], $7::bigint[])',
  );
  return {
    /** The account with this code, created on first use (concurrent creators get the same row). */
    async ensureAccount(account: NewAccount): Promise<LedgerAccountRow> {
      await db.insert(ledgerAccount).values(account).onConflictDoNothing({ target: ledgerAccount.code });
      const [row] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.code, account.code));
      if (!row) throw new Error(`ledger account ${account.code} missing after insert`);
      return row;
    },

    async findAccount(code: string): Promise<LedgerAccountRow | null> {
      const [row] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.code, code));
      return row ?? null;
    },

    async accountsOf(memberId: string): Promise<LedgerAccountRow[]> {
      return db.select().from(ledgerAccount).where(eq(ledgerAccount.memberId, memberId));
    },

    /** The entry posted under this key, as ledger_post would answer a replay; null when none. */
    findEntry: (idempotencyKey: string) => findEntryWith(db, idempotencyKey),

    /**
     * Posts one journal entry through the ledger_post SQL function (migrations 0004, 0009): entry, balances
     * and postings in one statement, so the account rows it locks (members' first, then house, each
     * by id: no deadlocks) stay locked for that statement and the commit only. A key posted before
     * comes back with replayed = true and its stored fingerprint, having moved nothing.
     */
    async postEntry(input: EntryInput): Promise<PostedEntry> {
      try {
        return postedEntryOf(await ledgerPost(ledgerPostArguments(input)));
      } catch (error) {
        const cause = databaseErrorOf(error);
        if (cause?.code === 'LW001') throw new OverdraftError(cause.detail ?? 'unknown');
        throw error;
      }
    },

    /**
     * Posts a bet's entry only if the member's limits let it (player_bet_refusal, owned by the
     * responsible-gaming module, migration 0026; the seamless wallet's bet asks it too), in one
     * transaction that holds the member's limits lock from the check to the commit: two bets of the
     * member cannot both pass a limit that only one of them fits in. A key posted before is answered
     * as posted, whatever the limits say now. Answers the refusal's error code instead of an entry.
     */
    async postBet(
      input: EntryInput,
      memberId: string,
      stake: number,
    ): Promise<PostedEntry | { refusal: string }> {
      try {
        return await db.transaction(async (tx) => {
          const checked = await tx.execute(sql`select player_bet_refusal(${memberId}, ${stake}) as refusal`);
          const refusal = (checked as unknown as { rows: Array<{ refusal: string | null }> }).rows[0]
            ?.refusal;
          if (refusal) return (await findEntryWith(tx, input.idempotencyKey)) ?? { refusal };
          const [key, kind, fingerprint, member, reference, accounts, amounts] = ledgerPostArguments(input);
          const result = await tx.execute(
            sql`select * from ledger_post(${key}, ${kind}, ${fingerprint}, ${member}, ${reference}::jsonb, ${accounts}::uuid[], ${amounts}::bigint[])`,
          );
          return postedEntryOf((result as unknown as { rows: PostedRow[] }).rows);
        });
      } catch (error) {
        const cause = databaseErrorOf(error);
        if (cause?.code === 'LW001') throw new OverdraftError(cause.detail ?? 'unknown');
        throw error;
      }
    },

    /**
     * Posts one journal entry only if `check` lets it, in one transaction that locks the given
     * ledger accounts before the check and keeps them locked until the commit: no other movement
     * of those accounts (a deposit, a bet, another transfer) can land between what the check read
     * and the posting. `lockIds` must be in ledger_post's lock order (members' accounts by id),
     * so this never deadlocks with ledger_post. A key posted before is answered as posted,
     * unchecked: a retry gets its original answer whatever changed since. A key posted here must
     * always be posted here (never by postEntry): postEntry claims the key before it locks.
     */
    async postEntryWhen(
      input: EntryInput,
      lockIds: string[],
      check: (ledger: LockedLedger) => Promise<void>,
      forfeit?: { memberId: string } & BonusForfeit,
    ): Promise<PostedEntry> {
      try {
        return await db.transaction(async (tx) => {
          // A forfeit locks the grant before any account, as the seamless statements do.
          if (forfeit) {
            await tx
              .select({ id: bonusGrant.id })
              .from(bonusGrant)
              .where(and(eq(bonusGrant.memberId, forfeit.memberId), eq(bonusGrant.status, 'ACTIVE')))
              .for('update');
          }
          // ORDER BY with FOR UPDATE locks the rows in that order.
          await tx.execute(
            sql`select id from ledger_account where id = any(${`{${lockIds.join(',')}}`}::uuid[]) order by id for update`,
          );
          const earlier = await findEntryWith(tx, input.idempotencyKey);
          if (earlier) return earlier;
          if (forfeit) await forfeitWith(tx, forfeit.memberId, forfeit);
          await check({ sumsByKind: (memberId, kinds) => sumsByKindWith(tx, memberId, kinds) });
          return postWith(tx, input);
        });
      } catch (error) {
        const cause = databaseErrorOf(error);
        if (cause?.code === 'LW001') throw new OverdraftError(cause.detail ?? 'unknown');
        throw error;
      }
    },

    /**
     * Postings within [from, to), newest first, with their entries and wallets: of one account,
     * or of every account a member owns (main and vendor wallets: the account record).
     */
    async postingsOf(
      scope: { accountId: string } | { memberId: string },
      filter: { from: Date; to: Date; kind?: string | undefined; limit: number; offset: number },
    ) {
      const where = and(
        'accountId' in scope
          ? eq(posting.accountId, scope.accountId)
          : eq(ledgerAccount.memberId, scope.memberId),
        sql`${journalEntry.createdAt} >= ${filter.from} and ${journalEntry.createdAt} < ${filter.to}`,
        // The member's filter is free text: a kind that is no movement kind matches nothing.
        filter.kind ? sql`${journalEntry.kind} = ${filter.kind}` : undefined,
      );
      const rows = await db
        .select({
          entryId: journalEntry.id,
          time: journalEntry.createdAt,
          kind: journalEntry.kind,
          wallet: ledgerAccount.wallet,
          amount: posting.amount,
          balanceAfter: posting.balanceAfter,
          reference: journalEntry.reference,
        })
        .from(posting)
        .innerJoin(ledgerAccount, eq(ledgerAccount.id, posting.accountId))
        .innerJoin(journalEntry, eq(journalEntry.id, posting.entryId))
        .where(where)
        .orderBy(sql`${posting.id} desc`)
        .limit(filter.limit)
        .offset(filter.offset);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(posting)
        .innerJoin(ledgerAccount, eq(ledgerAccount.id, posting.accountId))
        .innerJoin(journalEntry, eq(journalEntry.id, posting.entryId))
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * A member's day rows (ledger_member_day) summed per kind over Brasília days [fromDay, toDay]:
     * the member's signed amount and number of entries.
     */
    async daySums(
      memberId: string,
      fromDay: string,
      toDay: string,
    ): Promise<Map<string, { amount: number; entries: number }>> {
      const rows = await db
        .select({
          kind: ledgerMemberDay.kind,
          amount: sql<string>`sum(${ledgerMemberDay.amount})`,
          entries: sql<string>`sum(${ledgerMemberDay.entries})`,
        })
        .from(ledgerMemberDay)
        .where(
          and(
            eq(ledgerMemberDay.memberId, memberId),
            sql`${ledgerMemberDay.day} between ${fromDay} and ${toDay}`,
          ),
        )
        .groupBy(ledgerMemberDay.kind);
      return new Map(
        rows.map((row) => [row.kind, { amount: Number(row.amount), entries: Number(row.entries) }]),
      );
    },

    /** Sums of a member's postings per movement kind, over all their wallets. */
    sumsByKind: (memberId: string, kinds: MovementKind[]) => sumsByKindWith(db, memberId, kinds),

    /**
     * The same sums over entries posted since `since` (a session's start). Read from the postings,
     * not the day rows, since a session starts at any time of day; the same scan as a member's
     * account record, asked once per reality check.
     */
    sumsByKindSince: (memberId: string, kinds: MovementKind[], since: Date) =>
      sumsByKindWith(db, memberId, kinds, since),

    /**
     * Opens a bonus grant and credits its money in one transaction: the grant's row (one per
     * source; a second ACTIVE one of the member violates bonus_grant_one_active) and the BONUS
     * movement. A source granted before answers its entry, having moved nothing.
     */
    async postGrant(input: EntryInput, grant: NewBonusGrant): Promise<PostedEntry | 'grant-active'> {
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(bonusGrant)
            .values(grant)
            .onConflictDoNothing({ target: bonusGrant.source })
            .returning({ id: bonusGrant.id });
          if (inserted.length === 0) {
            const earlier = await findEntryWith(tx, input.idempotencyKey);
            if (!earlier) throw new Error(`bonus grant ${grant.source} has no entry`);
            return earlier;
          }
          return postWith(tx, input);
        });
      } catch (error) {
        const cause = databaseErrorOf(error);
        // The only unique key left to violate: the member's one ACTIVE grant.
        if (cause?.code === '23505') return 'grant-active';
        if (cause?.code === 'LW001') throw new OverdraftError(cause.detail ?? 'unknown');
        throw error;
      }
    },

    /** Ends a grant (expiry, withdrawal) in its own transaction; null when it had ended already. */
    forfeitGrant: (memberId: string, forfeit: BonusForfeit) =>
      db.transaction((tx) => forfeitWith(tx, memberId, forfeit)),

    async activeGrantOf(memberId: string): Promise<BonusGrantRow | null> {
      const [row] = await db
        .select()
        .from(bonusGrant)
        .where(and(eq(bonusGrant.memberId, memberId), eq(bonusGrant.status, 'ACTIVE')));
      return row ?? null;
    },

    async grantBySource(source: string): Promise<BonusGrantRow | null> {
      const [row] = await db.select().from(bonusGrant).where(eq(bonusGrant.source, source));
      return row ?? null;
    },

    /** A member's grants, newest first. */
    grantsOf: (memberId: string, limit: number) =>
      db
        .select()
        .from(bonusGrant)
        .where(eq(bonusGrant.memberId, memberId))
        .orderBy(desc(bonusGrant.createdAt))
        .limit(limit),

    /**
     * Opens a free-spin grant once per source: answers the grant, and whether it was opened by an
     * earlier call (a retried payout).
     */
    async openFreeSpinGrant(
      grant: NewFreeSpinGrant,
    ): Promise<{ grant: FreeSpinGrantRow; replayed: boolean }> {
      const [inserted] = await db
        .insert(freeSpinGrant)
        .values(grant)
        .onConflictDoNothing({ target: freeSpinGrant.source })
        .returning();
      if (inserted) return { grant: inserted, replayed: false };
      const [earlier] = await db.select().from(freeSpinGrant).where(eq(freeSpinGrant.source, grant.source));
      return { grant: earlier!, replayed: true };
    },

    /** A member's ACTIVE, unexpired free-spin grants (of one game when given), soonest to expire first. */
    activeFreeSpinGrantsOf: (memberId: string, gameCode?: string) =>
      db
        .select()
        .from(freeSpinGrant)
        .where(
          and(
            eq(freeSpinGrant.memberId, memberId),
            eq(freeSpinGrant.status, 'ACTIVE'),
            sql`${freeSpinGrant.expiresAt} > now()`,
            gameCode === undefined ? undefined : eq(freeSpinGrant.gameCode, gameCode),
          ),
        )
        .orderBy(asc(freeSpinGrant.expiresAt), asc(freeSpinGrant.createdAt)),

    /**
     * Ends EXPIRED the ACTIVE free-spin grants whose time ran out by `at`, at most `limit`: one
     * conditional update, so two runs (or a spin racing it) end each grant once. Answers them.
     */
    expireFreeSpinGrants: (at: Date, limit: number) =>
      db
        .update(freeSpinGrant)
        .set({ status: 'EXPIRED', endedAt: sql`now()` })
        .where(
          and(
            eq(freeSpinGrant.status, 'ACTIVE'),
            lte(freeSpinGrant.expiresAt, at),
            inArray(
              freeSpinGrant.id,
              db
                .select({ id: freeSpinGrant.id })
                .from(freeSpinGrant)
                .where(and(eq(freeSpinGrant.status, 'ACTIVE'), lte(freeSpinGrant.expiresAt, at)))
                .orderBy(asc(freeSpinGrant.expiresAt))
                .limit(limit),
            ),
          ),
        )
        .returning(),

    /** ACTIVE grants whose time ran out by `at`, oldest first. */
    expiredGrants: (at: Date, limit: number) =>
      db
        .select()
        .from(bonusGrant)
        .where(and(eq(bonusGrant.status, 'ACTIVE'), lte(bonusGrant.expiresAt, at)))
        .orderBy(asc(bonusGrant.expiresAt))
        .limit(limit),

    async balances(accountIds: string[]): Promise<Map<string, number>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ id: ledgerAccount.id, balance: ledgerAccount.balance })
        .from(ledgerAccount)
        .where(inArray(ledgerAccount.id, accountIds));
      return new Map(rows.map((row) => [row.id, row.balance]));
    },
  };
};

export type WalletRepository = ReturnType<typeof createWalletRepository>;
