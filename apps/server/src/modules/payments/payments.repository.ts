import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ConfirmationState, DepositStatus, LimitPeriod, WithdrawalStatus } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { lockPlayerLimits, playBreakRefusal, type PlayBreakRefusal } from '../responsible-gaming/index.js';
import { identityRefusal } from '../kyc/index.js';
import {
  depositOrder,
  payee,
  paymentChannel,
  paymentWebhookEvent,
  withdrawal,
  withdrawalProof,
} from './payments.tables.js';

export type ChannelRow = typeof paymentChannel.$inferSelect;
export type DepositRow = typeof depositOrder.$inferSelect;
export type PayeeRow = typeof payee.$inferSelect;
export type WithdrawalRow = typeof withdrawal.$inferSelect;

type Page = { page: number; pageSize: number };

/** A withdrawal's state: a transition names the one it expects, so only one caller can make it. */
export type WithdrawalState = { status: WithdrawalStatus; confirmation: ConfirmationState | null };

const inState = (state: WithdrawalState) =>
  and(
    eq(withdrawal.status, state.status),
    state.confirmation === null
      ? sql`${withdrawal.confirmation} is null`
      : eq(withdrawal.confirmation, state.confirmation),
  );

/** Charges of a member opened since `from` that are paid or still payable at `now`, summed. */
const depositedWith = async (db: Pick<Db, 'select'>, memberId: string, from: Date, now: Date) => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrder.amount}), 0)` })
    .from(depositOrder)
    .where(
      and(
        eq(depositOrder.memberId, memberId),
        gte(depositOrder.createdAt, from),
        or(
          eq(depositOrder.status, 'PAID'),
          and(eq(depositOrder.status, 'PENDING'), gte(depositOrder.expiresAt, now)),
        ),
      ),
    );
  return Number(row?.total ?? 0);
};

export const createPaymentsRepository = (db: Db) => {
  const depositPage = async (where: SQL | undefined, order: SQL, page: Page) => {
    const rows = await db
      .select()
      .from(depositOrder)
      .where(where)
      .orderBy(order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize);
    const [counted] = await db.select({ total: count() }).from(depositOrder).where(where);
    return { rows, totalPages: Math.ceil((counted?.total ?? 0) / page.pageSize) };
  };
  const withdrawalPage = async (where: SQL | undefined, order: SQL, page: Page) => {
    const rows = await db
      .select()
      .from(withdrawal)
      .where(where)
      .orderBy(order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize);
    const [counted] = await db.select({ total: count() }).from(withdrawal).where(where);
    return { rows, totalPages: Math.ceil((counted?.total ?? 0) / page.pageSize) };
  };

  return {
    // Agent centre -------------------------------------------------------------------------------
    /** A member's paid deposits and paid withdrawals, totalled (centavos) and counted. */
    async moneyTotalsOf(memberId: string) {
      const [deposits] = await db
        .select({ total: sql<string>`coalesce(sum(${depositOrder.amount}), 0)::text`, n: count() })
        .from(depositOrder)
        .where(and(eq(depositOrder.memberId, memberId), eq(depositOrder.status, 'PAID')));
      const [withdrawals] = await db
        .select({ total: sql<string>`coalesce(sum(${withdrawal.amount}), 0)::text`, n: count() })
        .from(withdrawal)
        .where(and(eq(withdrawal.memberId, memberId), eq(withdrawal.status, 'PAID')));
      return {
        depositTotal: Number(deposits?.total ?? 0),
        depositCount: Number(deposits?.n ?? 0),
        withdrawalTotal: Number(withdrawals?.total ?? 0),
        withdrawalCount: Number(withdrawals?.n ?? 0),
      };
    },

    /** The paid deposits of each of these members, totalled (centavos; members without one left out). */
    async depositTotalsOf(memberIds: string[]): Promise<Map<string, number>> {
      if (memberIds.length === 0) return new Map();
      const rows = await db
        .select({
          memberId: depositOrder.memberId,
          total: sql<string>`sum(${depositOrder.amount})::text`,
        })
        .from(depositOrder)
        .where(and(inArray(depositOrder.memberId, memberIds), eq(depositOrder.status, 'PAID')))
        .groupBy(depositOrder.memberId);
      return new Map(rows.map((row) => [row.memberId, Number(row.total)]));
    },

    /**
     * Paid deposits whose payment time lies within (after, before), oldest first, at most about
     * `limit`: the deposits paid at the page's last instant are read whole, so a reader that next
     * reads after that instant never skips one (the missions' progress job).
     */
    async paidDepositsBetween(range: { after: Date; before: Date }, limit: number) {
      const page = await db
        .select({
          id: depositOrder.id,
          memberId: depositOrder.memberId,
          amount: depositOrder.amount,
          paidAt: depositOrder.paidAt,
        })
        .from(depositOrder)
        .where(
          and(
            eq(depositOrder.status, 'PAID'),
            sql`${depositOrder.paidAt} > ${range.after}`,
            lt(depositOrder.paidAt, range.before),
          ),
        )
        .orderBy(asc(depositOrder.paidAt), asc(depositOrder.id))
        .limit(limit);
      const last = page.at(-1)?.paidAt;
      if (!last || page.length < limit) return page.map((row) => ({ ...row, paidAt: row.paidAt! }));
      const rest = await db
        .select({
          id: depositOrder.id,
          memberId: depositOrder.memberId,
          amount: depositOrder.amount,
          paidAt: depositOrder.paidAt,
        })
        .from(depositOrder)
        .where(and(eq(depositOrder.status, 'PAID'), eq(depositOrder.paidAt, last)));
      const seen = new Set(page.map((row) => row.id));
      return [...page, ...rest.filter((row) => !seen.has(row.id))].map((row) => ({
        ...row,
        paidAt: row.paidAt!,
      }));
    },

    /**
     * Whether this paid deposit is the member's first: no other paid deposit of theirs was paid
     * before it (ties broken by id). Deterministic whichever of two deposits is credited first.
     */
    async isFirstPaidDeposit(row: { id: string; memberId: string; paidAt: Date }): Promise<boolean> {
      const [earlier] = await db
        .select({ id: depositOrder.id })
        .from(depositOrder)
        .where(
          and(
            eq(depositOrder.memberId, row.memberId),
            eq(depositOrder.status, 'PAID'),
            or(
              lt(depositOrder.paidAt, row.paidAt),
              and(eq(depositOrder.paidAt, row.paidAt), lt(depositOrder.id, row.id)),
            ),
          ),
        )
        .limit(1);
      return !earlier;
    },

    /** Which of these members have made at least one paid deposit (a first deposit). */
    async depositorsAmong(memberIds: string[]): Promise<Set<string>> {
      if (memberIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ memberId: depositOrder.memberId })
        .from(depositOrder)
        .where(and(inArray(depositOrder.memberId, memberIds), eq(depositOrder.status, 'PAID')));
      return new Set(rows.map((row) => row.memberId));
    },

    // Channels -----------------------------------------------------------------------------------
    async enabledChannels(): Promise<ChannelRow[]> {
      return db
        .select()
        .from(paymentChannel)
        .where(eq(paymentChannel.enabled, true))
        .orderBy(asc(paymentChannel.sortOrder), asc(paymentChannel.id));
    },

    async channel(id: number): Promise<ChannelRow | null> {
      const [row] = await db.select().from(paymentChannel).where(eq(paymentChannel.id, id)).limit(1);
      return row ?? null;
    },

    async channelsOfGateway(gateway: string): Promise<ChannelRow[]> {
      return db.select().from(paymentChannel).where(eq(paymentChannel.gateway, gateway));
    },

    async insertChannelIfAbsent(row: typeof paymentChannel.$inferInsert): Promise<void> {
      await db.insert(paymentChannel).values(row).onConflictDoNothing({ target: paymentChannel.code });
    },

    // Deposits -----------------------------------------------------------------------------------
    /** Inserts a charge; a retried request (same member and requestId) answers the first one. */
    async insertDeposit(
      row: typeof depositOrder.$inferInsert,
    ): Promise<{ row: DepositRow; created: boolean }> {
      const [inserted] = await db
        .insert(depositOrder)
        .values(row)
        .onConflictDoNothing({ target: [depositOrder.memberId, depositOrder.requestId] })
        .returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(depositOrder)
        .where(and(eq(depositOrder.memberId, row.memberId), eq(depositOrder.requestId, row.requestId)));
      return { row: existing!, created: false };
    },

    /**
     * Like insertDeposit, but only while the member's deposit limits hold (docs/responsible-gaming.md):
     * under the member's limits lock, each limit's period so far (charges paid, or still payable)
     * plus this charge must fit in it. A retried request gets its charge, whatever the limits say
     * now. Answers the first limit it would pass instead of a charge.
     */
    async insertDepositWithinLimits(
      row: typeof depositOrder.$inferInsert,
      limits: ReadonlyArray<{ period: LimitPeriod; amount: number; from: Date }>,
      now: Date,
    ): Promise<
      | { row: DepositRow; created: boolean }
      | { refusal: { period: LimitPeriod; limit: number; used: number } }
      | { onBreak: PlayBreakRefusal | 'identity-not-verified' }
    > {
      return db.transaction(async (tx) => {
        await lockPlayerLimits(tx, row.memberId);
        const [retried] = await tx
          .select()
          .from(depositOrder)
          .where(and(eq(depositOrder.memberId, row.memberId), eq(depositOrder.requestId, row.requestId)));
        if (retried) return { row: retried, created: false };
        // A pause or a self-exclusion committed before the lock was granted refuses the charge.
        const onBreak = await playBreakRefusal(tx, row.memberId);
        if (onBreak) return { onBreak };
        // An identity not yet verified where the profile asks for it (BR; docs/kyc.md).
        const unverified = await identityRefusal(tx, row.memberId);
        if (unverified) return { onBreak: unverified };
        for (const limit of limits) {
          const used = await depositedWith(tx, row.memberId, limit.from, now);
          if (used + row.amount > limit.amount) {
            return { refusal: { period: limit.period, limit: limit.amount, used } };
          }
        }
        const [inserted] = await tx.insert(depositOrder).values(row).returning();
        return { row: inserted!, created: true };
      });
    },

    /** Deposits asked for since `from`: the amounts of charges paid, or still payable at `now`. */
    depositedSince: (memberId: string, from: Date, now: Date) => depositedWith(db, memberId, from, now),

    async updateDeposit(id: string, patch: Partial<typeof depositOrder.$inferInsert>): Promise<void> {
      await db.update(depositOrder).set(patch).where(eq(depositOrder.id, id));
    },

    /** Moves a charge on from `from`; null when it was no longer there (someone else moved it). */
    async transitionDeposit(
      id: string,
      from: DepositStatus,
      patch: Partial<typeof depositOrder.$inferInsert>,
    ): Promise<DepositRow | null> {
      const [row] = await db
        .update(depositOrder)
        .set(patch)
        .where(and(eq(depositOrder.id, id), eq(depositOrder.status, from)))
        .returning();
      return row ?? null;
    },

    async deposit(id: string): Promise<DepositRow | null> {
      const [row] = await db.select().from(depositOrder).where(eq(depositOrder.id, id)).limit(1);
      return row ?? null;
    },

    async depositByCharge(chargeId: string): Promise<DepositRow | null> {
      const [row] = await db
        .select()
        .from(depositOrder)
        .where(eq(depositOrder.gatewayChargeId, chargeId))
        .limit(1);
      return row ?? null;
    },

    async depositsOf(memberId: string, page: Page) {
      const where = eq(depositOrder.memberId, memberId);
      return depositPage(where, desc(depositOrder.createdAt), page);
    },

    async depositsWhere(
      filter: { status?: DepositStatus | undefined; flagged?: boolean | undefined },
      page: Page,
    ) {
      const where = and(
        filter.status ? eq(depositOrder.status, filter.status) : undefined,
        filter.flagged === undefined ? undefined : eq(depositOrder.flagged, filter.flagged),
      );
      return depositPage(where, desc(depositOrder.createdAt), page);
    },

    async depositByRequest(memberId: string, requestId: string): Promise<DepositRow | null> {
      const [row] = await db
        .select()
        .from(depositOrder)
        .where(and(eq(depositOrder.memberId, memberId), eq(depositOrder.requestId, requestId)))
        .limit(1);
      return row ?? null;
    },

    /** A member's charges that can still be paid. */
    async countOpenDeposits(memberId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(depositOrder)
        .where(
          and(
            eq(depositOrder.memberId, memberId),
            eq(depositOrder.status, 'PENDING'),
            gte(depositOrder.expiresAt, now),
          ),
        );
      return row?.total ?? 0;
    },

    /** Charges past their expiry, and paid ones whose credit has not moved yet. */
    async depositsDue(now: Date): Promise<DepositRow[]> {
      return db
        .select()
        .from(depositOrder)
        .where(
          or(
            and(eq(depositOrder.status, 'PENDING'), lt(depositOrder.expiresAt, now)),
            eq(depositOrder.ledgerDone, false),
          ),
        )
        .limit(500);
    },

    // Payees -------------------------------------------------------------------------------------
    async payeeOf(memberId: string): Promise<PayeeRow | null> {
      const [row] = await db.select().from(payee).where(eq(payee.memberId, memberId)).limit(1);
      return row ?? null;
    },

    async savePayee(row: typeof payee.$inferInsert): Promise<void> {
      await db
        .insert(payee)
        .values(row)
        .onConflictDoUpdate({ target: payee.memberId, set: { ...row, updatedAt: new Date() } });
    },

    // Withdrawals --------------------------------------------------------------------------------
    /**
     * Inserts a withdrawal. A retried request answers the first one (`created: false`); another
     * open withdrawal of the member answers null (the one-open index refused it).
     */
    async insertWithdrawal(
      row: typeof withdrawal.$inferInsert,
    ): Promise<{ row: WithdrawalRow; created: boolean } | null> {
      const [existing] = await db
        .select()
        .from(withdrawal)
        .where(and(eq(withdrawal.memberId, row.memberId), eq(withdrawal.requestId, row.requestId)));
      if (existing) return { row: existing, created: false };
      const [inserted] = await db.insert(withdrawal).values(row).onConflictDoNothing().returning();
      return inserted ? { row: inserted, created: true } : null;
    },

    async deleteWithdrawal(id: string): Promise<void> {
      await db.delete(withdrawal).where(and(eq(withdrawal.id, id), eq(withdrawal.ledgerDone, false)));
    },

    async withdrawal(id: string): Promise<WithdrawalRow | null> {
      const [row] = await db.select().from(withdrawal).where(eq(withdrawal.id, id)).limit(1);
      return row ?? null;
    },

    async withdrawalByReference(reference: string): Promise<WithdrawalRow | null> {
      const [row] = await db.select().from(withdrawal).where(eq(withdrawal.reference, reference)).limit(1);
      return row ?? null;
    },

    /** Claims a transition: only the caller that still finds `from` moves the withdrawal on. */
    async transitionWithdrawal(
      id: string,
      from: WithdrawalState,
      patch: Partial<typeof withdrawal.$inferInsert>,
    ): Promise<WithdrawalRow | null> {
      const [row] = await db
        .update(withdrawal)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(withdrawal.id, id), inState(from)))
        .returning();
      return row ?? null;
    },

    /** Marks the money of a state as moved, unless the withdrawal has moved on since. */
    async markWithdrawalMoneyDone(
      id: string,
      state: WithdrawalState,
      patch: { gatewayPayoutId?: string } = {},
    ) {
      await db
        .update(withdrawal)
        .set({ ledgerDone: true, ...patch })
        .where(and(eq(withdrawal.id, id), inState(state)));
    },

    async withdrawalsOf(memberId: string, page: Page) {
      return withdrawalPage(eq(withdrawal.memberId, memberId), desc(withdrawal.createdAt), page);
    },

    async withdrawalsWhere(
      filter: { status?: WithdrawalStatus | undefined; confirmation?: ConfirmationState | undefined },
      page: Page,
    ) {
      const where = and(
        filter.status ? eq(withdrawal.status, filter.status) : undefined,
        filter.confirmation ? eq(withdrawal.confirmation, filter.confirmation) : undefined,
      );
      // The oldest first: operators work a queue.
      return withdrawalPage(where, asc(withdrawal.createdAt), page);
    },

    async openWithdrawalOf(memberId: string): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawal)
        .where(and(eq(withdrawal.memberId, memberId), inArray(withdrawal.status, ['PENDING', 'APPROVED'])))
        .limit(1);
      return row ?? null;
    },

    async awaitingConfirmationOf(memberId: string): Promise<WithdrawalRow[]> {
      return db
        .select()
        .from(withdrawal)
        .where(and(eq(withdrawal.memberId, memberId), eq(withdrawal.confirmation, 'AWAITING')))
        .orderBy(asc(withdrawal.confirmBy));
    },

    /** Withdrawals asked since `since` that still count against the day's number (not rejected). */
    async countWithdrawalsSince(memberId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(withdrawal)
        .where(
          and(
            eq(withdrawal.memberId, memberId),
            gte(withdrawal.createdAt, since),
            sql`${withdrawal.status} <> 'REJECTED'`,
          ),
        );
      return row?.total ?? 0;
    },

    /**
     * Paid withdrawals nobody confirmed in time become AUTO_RECEIVED: one conditional update, so any
     * number of instances may run it at once and each withdrawal moves once.
     */
    async autoConfirm(now: Date): Promise<WithdrawalRow[]> {
      return db
        .update(withdrawal)
        .set({ confirmation: 'AUTO_RECEIVED', updatedAt: now })
        .where(and(eq(withdrawal.confirmation, 'AWAITING'), lt(withdrawal.confirmBy, now)))
        .returning();
    },

    /** Withdrawals whose money has not followed their state for a while (a stop in between). */
    async withdrawalsWithMoneyDue(olderThan: Date): Promise<WithdrawalRow[]> {
      return db
        .select()
        .from(withdrawal)
        .where(and(eq(withdrawal.ledgerDone, false), lt(withdrawal.updatedAt, olderThan)))
        .limit(500);
    },

    async insertProofs(rows: Array<typeof withdrawalProof.$inferInsert>): Promise<void> {
      if (rows.length > 0) await db.insert(withdrawalProof).values(rows);
    },

    async proofCounts(withdrawalIds: string[]): Promise<Map<string, number>> {
      if (withdrawalIds.length === 0) return new Map();
      const rows = await db
        .select({ id: withdrawalProof.withdrawalId, total: count() })
        .from(withdrawalProof)
        .where(inArray(withdrawalProof.withdrawalId, withdrawalIds))
        .groupBy(withdrawalProof.withdrawalId);
      return new Map(rows.map((row) => [row.id, row.total]));
    },

    async proof(withdrawalId: string, index: number) {
      const [row] = await db
        .select()
        .from(withdrawalProof)
        .where(eq(withdrawalProof.withdrawalId, withdrawalId))
        .orderBy(asc(withdrawalProof.id))
        .offset(index)
        .limit(1);
      return row ?? null;
    },

    // Webhook log --------------------------------------------------------------------------------
    async webhookEventSeen(gateway: string, eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentWebhookEvent.id })
        .from(paymentWebhookEvent)
        .where(
          and(
            eq(paymentWebhookEvent.gateway, gateway),
            eq(paymentWebhookEvent.eventId, eventId),
            eq(paymentWebhookEvent.signatureValid, true),
            isNotNull(paymentWebhookEvent.eventId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Logs a webhook call; a valid event logged before (a concurrent replay) is not logged twice. */
    async logWebhookEvent(row: typeof paymentWebhookEvent.$inferInsert): Promise<void> {
      await db.insert(paymentWebhookEvent).values(row).onConflictDoNothing();
    },

    async webhookEvents(gateway: string) {
      return db
        .select()
        .from(paymentWebhookEvent)
        .where(eq(paymentWebhookEvent.gateway, gateway))
        .orderBy(asc(paymentWebhookEvent.id));
    },
  };
};

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
