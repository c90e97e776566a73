import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameVendor, vendorRound, vendorToken, vendorTransaction } from './seamless.tables.js';

export type VendorRow = typeof gameVendor.$inferSelect;
export type VendorTransactionRow = typeof vendorTransaction.$inferSelect;
export type VendorRoundRow = typeof vendorRound.$inferSelect;

export const createSeamlessRepository = (db: Db) => ({
  async findVendor(code: string): Promise<VendorRow | null> {
    const [row] = await db.select().from(gameVendor).where(eq(gameVendor.code, code));
    return row ?? null;
  },

  async insertVendorIfAbsent(row: typeof gameVendor.$inferInsert): Promise<void> {
    await db.insert(gameVendor).values(row).onConflictDoNothing();
  },

  async insertToken(row: typeof vendorToken.$inferInsert): Promise<void> {
    await db.insert(vendorToken).values(row);
  },

  /** Uses a launch token once; null when unknown, used, expired or another vendor's. */
  async useLaunchToken(tokenHash: string, vendorCode: string) {
    const [row] = await db
      .update(vendorToken)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(vendorToken.tokenHash, tokenHash),
          eq(vendorToken.kind, 'launch'),
          eq(vendorToken.vendorCode, vendorCode),
          isNull(vendorToken.usedAt),
          gt(vendorToken.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row ?? null;
  },

  async findSession(tokenHash: string, vendorCode: string) {
    const [row] = await db
      .select()
      .from(vendorToken)
      .where(
        and(
          eq(vendorToken.tokenHash, tokenHash),
          eq(vendorToken.kind, 'session'),
          eq(vendorToken.vendorCode, vendorCode),
          gt(vendorToken.expiresAt, sql`now()`),
        ),
      );
    return row ?? null;
  },

  async findTransaction(vendorCode: string, transactionId: string): Promise<VendorTransactionRow | null> {
    const [row] = await db
      .select()
      .from(vendorTransaction)
      .where(
        and(eq(vendorTransaction.vendorCode, vendorCode), eq(vendorTransaction.transactionId, transactionId)),
      );
    return row ?? null;
  },

  /** Records a transaction; false when that id is already there (a concurrent repeat). */
  async insertTransaction(row: typeof vendorTransaction.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(vendorTransaction).values(row).onConflictDoNothing().returning();
    return inserted.length === 1;
  },

  /** Marks a bet rolled back; false when it already was. */
  async markRolledBack(vendorCode: string, transactionId: string): Promise<boolean> {
    const rows = await db
      .update(vendorTransaction)
      .set({ status: 'rolled-back' })
      .where(
        and(
          eq(vendorTransaction.vendorCode, vendorCode),
          eq(vendorTransaction.transactionId, transactionId),
          eq(vendorTransaction.status, 'done'),
        ),
      )
      .returning();
    return rows.length === 1;
  },

  async findRound(vendorCode: string, roundId: string): Promise<VendorRoundRow | null> {
    const [row] = await db
      .select()
      .from(vendorRound)
      .where(and(eq(vendorRound.vendorCode, vendorCode), eq(vendorRound.roundId, roundId)));
    return row ?? null;
  },

  /** The round, opened by this bet if it is the first. */
  async openRound(row: typeof vendorRound.$inferInsert): Promise<VendorRoundRow> {
    await db.insert(vendorRound).values(row).onConflictDoNothing();
    const round = await this.findRound(row.vendorCode, row.roundId);
    if (!round) throw new Error('round missing after insert');
    return round;
  },

  /**
   * A member's rounds started within [from, to), newest first: what was bet (rolled-back bets
   * excluded), what was won, and whether the round is open, settled or fully rolled back.
   */
  async roundsOf(
    memberId: string,
    filter: {
      from: Date;
      to: Date;
      vendor?: string | undefined;
      status?: string | undefined;
      limit: number;
      offset: number;
    },
  ) {
    const rounds = sql`
      select r.vendor_code, r.round_id, r.game_code, r.created_at,
        min(t.transaction_id) filter (where t.type = 'bet') as transaction_id,
        coalesce(sum(t.amount) filter (where t.type = 'bet' and t.status = 'done'), 0)::bigint as bet_amount,
        coalesce(sum(t.amount) filter (where t.type = 'win'), 0)::bigint as win_amount,
        case
          when count(*) filter (where t.type = 'bet' and t.status = 'done') = 0 then 'rolled-back'
          when r.status = 'closed' then 'settled'
          else 'open'
        end as status
      from vendor_round r
      join vendor_transaction t on t.vendor_code = r.vendor_code and t.round_id = r.round_id
      where r.member_id = ${memberId} and r.created_at >= ${filter.from} and r.created_at < ${filter.to}
        ${filter.vendor ? sql`and r.vendor_code = ${filter.vendor}` : sql``}
      group by r.vendor_code, r.round_id, r.game_code, r.created_at, r.status`;
    const statusFilter = filter.status ? sql`where status = ${filter.status}` : sql``;
    const page = await db.execute(sql`
      select * from (${rounds}) rounds ${statusFilter}
      order by created_at desc, round_id limit ${filter.limit} offset ${filter.offset}`);
    const counted = await db.execute(
      sql`select count(*)::int as total from (${rounds}) rounds ${statusFilter}`,
    );
    type Row = {
      vendor_code: string;
      round_id: string;
      game_code: string;
      created_at: string | Date;
      transaction_id: string;
      bet_amount: string | number;
      win_amount: string | number;
      status: 'open' | 'settled' | 'rolled-back';
    };
    const rows = (page as unknown as { rows: Row[] }).rows;
    const total = (counted as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0;
    return {
      total: Number(total),
      rows: rows.map((row) => ({
        transactionId: row.transaction_id,
        vendor: row.vendor_code,
        gameCode: row.game_code,
        roundId: row.round_id,
        time: new Date(row.created_at).toISOString(),
        betAmount: Number(row.bet_amount),
        winAmount: Number(row.win_amount),
        status: row.status,
      })),
    };
  },

  async closeRound(vendorCode: string, roundId: string): Promise<void> {
    await db
      .update(vendorRound)
      .set({ status: 'closed', closedAt: sql`now()` })
      .where(and(eq(vendorRound.vendorCode, vendorCode), eq(vendorRound.roundId, roundId)));
  },
});

export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
