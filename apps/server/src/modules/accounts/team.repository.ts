import { AGENT_TYPES } from '@platform/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { member, memberInvitation, memberTree } from './accounts.tables.js';

export type DownlineScope = 'direct' | 'all';

/** Digits with the separators people type in a phone number. */
const PHONE_LIKE = /^[\d\s()+.-]+$/u;

/** `%`, `_` and `\` typed by the agent are searched for as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/gu, (char) => `\\${char}`);

const upline = alias(member, 'upline');

/**
 * Queries over the team tree (member_tree, a closure table the database keeps; migration 0019).
 * Every read about a downline takes the asking agent's id and joins through the agent's own
 * closure rows, so a member outside the agent's team is never found: the scoping is in the
 * query, not in a check a caller could forget.
 */
export const createTeamRepository = (db: Db) => {
  const inTeamOf = (agentId: string, scope: DownlineScope = 'all') =>
    and(
      eq(memberTree.ancestorId, agentId),
      scope === 'direct' ? eq(memberTree.depth, 1) : gt(memberTree.depth, 0),
    );

  const downlineColumns = {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    status: member.status,
    mobile: member.mobile,
    parentId: member.parentId,
    invitationId: member.invitationId,
    createdAt: member.createdAt,
    lastLoginAt: member.lastLoginAt,
    level: memberTree.depth,
    upline: upline.account,
    teamSize: sql<number>`(select count(*)::int - 1 from member_tree sub where sub.ancestor_id = ${member.id})`,
  };

  const searchOf = (search: string | undefined): SQL | undefined => {
    if (!search) return undefined;
    const pattern = `%${likeEscaped(search.toLowerCase())}%`;
    // Only a search written as a phone number looks at mobiles: the digits inside an account
    // name ("joao2024") must not match every mobile that holds them.
    const digits = PHONE_LIKE.test(search) ? search.replace(/\D/gu, '') : '';
    return digits.length >= 3
      ? or(ilike(member.account, pattern), like(member.mobile, `%${digits}%`))
      : ilike(member.account, pattern);
  };

  return {
    /** Whether `memberId` is below `agentId` at any depth (never the agent itself). */
    async isInTeam(agentId: string, memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ depth: memberTree.depth })
        .from(memberTree)
        .where(and(inTeamOf(agentId), eq(memberTree.descendantId, memberId)))
        .limit(1);
      return row !== undefined;
    },

    /** A member of the agent's team by account name (case-insensitive), or null. */
    async findInTeamByAccount(agentId: string, account: string) {
      const [row] = await db
        .select({ id: member.id, account: member.account, status: member.status })
        .from(memberTree)
        .innerJoin(member, eq(member.id, memberTree.descendantId))
        .where(and(inTeamOf(agentId), eq(member.account, account.trim().toLowerCase())))
        .limit(1);
      return row ?? null;
    },

    /** Whole-team counts in one indexed pass over the agent's closure rows. */
    async teamSummary(agentId: string, since: Date) {
      const [row] = await db
        .select({
          teamSize: count(),
          directCount: sql<number>`count(*) filter (where ${memberTree.depth} = 1)::int`,
          subAgentCount: sql<number>`count(*) filter (where ${inArray(member.type, [...AGENT_TYPES])})::int`,
          newToday: sql<number>`count(*) filter (where ${gte(member.createdAt, since)})::int`,
        })
        .from(memberTree)
        .innerJoin(member, eq(member.id, memberTree.descendantId))
        .where(inTeamOf(agentId));
      return {
        teamSize: Number(row?.teamSize ?? 0),
        directCount: Number(row?.directCount ?? 0),
        subAgentCount: Number(row?.subAgentCount ?? 0),
        newToday: Number(row?.newToday ?? 0),
      };
    },

    /** Account names of the agents above this member at any depth (never the member itself). */
    async agentsAbove(memberId: string): Promise<string[]> {
      const rows = await db
        .select({ account: member.account })
        .from(memberTree)
        .innerJoin(member, eq(member.id, memberTree.ancestorId))
        .where(
          and(
            eq(memberTree.descendantId, memberId),
            gt(memberTree.depth, 0),
            inArray(member.type, [...AGENT_TYPES]),
          ),
        );
      return rows.map((row) => row.account);
    },

    /** How many agents stand above this member, itself included when it is an agent. */
    async agentLevel(memberId: string): Promise<number> {
      const [row] = await db
        .select({ agents: count() })
        .from(memberTree)
        .innerJoin(member, eq(member.id, memberTree.ancestorId))
        .where(and(eq(memberTree.descendantId, memberId), inArray(member.type, [...AGENT_TYPES])));
      return Number(row?.agents ?? 0);
    },

    async listDownlines(input: {
      agentId: string;
      scope: DownlineScope;
      search?: string | undefined;
      limit: number;
      offset: number;
    }) {
      const where = and(inTeamOf(input.agentId, input.scope), searchOf(input.search));
      const [total] = await db
        .select({ n: count() })
        .from(memberTree)
        .innerJoin(member, eq(member.id, memberTree.descendantId))
        .where(where);
      const rows = await db
        .select(downlineColumns)
        .from(memberTree)
        .innerJoin(member, eq(member.id, memberTree.descendantId))
        .leftJoin(upline, eq(upline.id, member.parentId))
        .where(where)
        .orderBy(asc(memberTree.depth), desc(member.createdAt), asc(member.id))
        .limit(input.limit)
        .offset(input.offset);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** One downline with what the detail panel shows; null when not in this agent's team. */
    async downline(agentId: string, memberId: string) {
      const [row] = await db
        .select({
          ...downlineColumns,
          directCount: sql<number>`(select count(*)::int from member_tree sub where sub.ancestor_id = ${member.id} and sub.depth = 1)`,
          invitationLabel: memberInvitation.label,
        })
        .from(memberTree)
        .innerJoin(member, eq(member.id, memberTree.descendantId))
        .leftJoin(upline, eq(upline.id, member.parentId))
        .leftJoin(memberInvitation, eq(memberInvitation.id, member.invitationId))
        .where(and(inTeamOf(agentId), eq(memberTree.descendantId, memberId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Moves a member (and its whole team) under another parent. The member_tree_move trigger
     * re-links the subtree in this statement's transaction, serialised with every other move, and
     * refuses a move under the member's own team.
     */
    async moveMember(memberId: string, parentId: string | null): Promise<void> {
      await db.update(member).set({ parentId }).where(eq(member.id, memberId));
    },

    /** The accounts that registered with this member's referral code, newest first. */
    async referredBy(referrerId: string, page: { limit: number; offset: number }) {
      const where = eq(member.referredBy, referrerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: member.id, account: member.account, createdAt: member.createdAt })
          .from(member)
          .where(where)
          .orderBy(desc(member.createdAt), desc(member.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(member).where(where),
      ]);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** Active ordinary members (not agents, not trial) after an id, by id: the VIP job's batches. */
    async rankableMembers(afterId: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: member.id })
        .from(member)
        .where(
          and(eq(member.type, 0), eq(member.status, 'ACTIVE'), afterId ? gt(member.id, afterId) : undefined),
        )
        .orderBy(asc(member.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Members who registered with an ordinary member's code (not an agent's), both active ordinary
     * accounts, after an id, by id: the referral reward's batches.
     */
    async referredMembers(afterId: string | null, limit: number) {
      return db
        .select({ id: member.id, referrerId: upline.id })
        .from(member)
        .innerJoin(upline, eq(upline.id, member.referredBy))
        .where(
          and(
            eq(member.type, 0),
            eq(member.status, 'ACTIVE'),
            eq(upline.type, 0),
            eq(upline.status, 'ACTIVE'),
            afterId ? gt(member.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(member.id))
        .limit(limit);
    },

    async referralCodeOf(memberId: string): Promise<string | null> {
      const [row] = await db
        .select({ code: member.referralCode })
        .from(member)
        .where(eq(member.id, memberId))
        .limit(1);
      return row?.code ?? null;
    },

    async insertInvitation(row: { memberId: string; code: string; label: string }) {
      const [inserted] = await db.insert(memberInvitation).values(row).returning();
      if (!inserted) throw new Error('invitation insert returned no row');
      return inserted;
    },

    /**
     * Adds an invitation unless the agent already holds `max`: the agent's row is locked for the
     * count and the insert, so two simultaneous requests cannot both pass the limit.
     */
    async insertInvitationWithin(row: { memberId: string; code: string; label: string }, max: number) {
      return db.transaction(async (tx) => {
        await tx.select({ id: member.id }).from(member).where(eq(member.id, row.memberId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(memberInvitation)
          .where(eq(memberInvitation.memberId, row.memberId));
        if (Number(held?.n ?? 0) >= max) return null;
        const [inserted] = await tx.insert(memberInvitation).values(row).returning();
        return inserted ?? null;
      });
    },

    async findInvitationByCode(code: string) {
      const [row] = await db
        .select()
        .from(memberInvitation)
        .where(eq(memberInvitation.code, code.trim().toUpperCase()))
        .limit(1);
      return row ?? null;
    },

    /**
     * The agent's invitations with how many accounts registered through each; `null` stands for
     * the agent's own referral code (registered with it, through no labelled link).
     */
    async invitationsOf(agentId: string) {
      const invitations = await db
        .select()
        .from(memberInvitation)
        .where(eq(memberInvitation.memberId, agentId))
        .orderBy(asc(memberInvitation.createdAt), asc(memberInvitation.id));
      const registered = await db
        .select({ id: member.id, invitationId: member.invitationId })
        .from(member)
        .where(
          or(
            inArray(
              member.invitationId,
              db
                .select({ id: memberInvitation.id })
                .from(memberInvitation)
                .where(eq(memberInvitation.memberId, agentId)),
            ),
            and(eq(member.referredBy, agentId), isNull(member.invitationId)),
          ),
        );
      const membersBy = new Map<string | null, string[]>();
      for (const row of registered) {
        const list = membersBy.get(row.invitationId) ?? [];
        list.push(row.id);
        membersBy.set(row.invitationId, list);
      }
      return { invitations, membersBy };
    },
  };
};

export type TeamRepository = ReturnType<typeof createTeamRepository>;
