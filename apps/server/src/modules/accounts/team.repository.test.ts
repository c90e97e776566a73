import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import type { Db } from '../../db/client.js';
import { member, memberTree } from './accounts.tables.js';
import { createTeamRepository } from './team.repository.js';
import { rowsOf } from '@platform/server-kit';

type Row = { ancestor_id: string; descendant_id: string; depth: number };

/**
 * The closure rows parent_id implies, computed from scratch, against the stored ones: both
 * differences must be empty.
 */
const treeDrift = async (db: Db) => {
  const implied = sql`with recursive tree(ancestor_id, descendant_id, depth) as (
      select id, id, 0 from member
      union all
      select tree.ancestor_id, child.id, tree.depth + 1
      from tree join member child on child.parent_id = tree.descendant_id)
    select ancestor_id, descendant_id, depth from tree`;
  const stored = sql`select ancestor_id, descendant_id, depth from member_tree`;
  const missing = rowsOf<Row>(await db.execute(sql`(${implied}) except (${stored})`));
  const extra = rowsOf<Row>(await db.execute(sql`(${stored}) except (${implied})`));
  return { missing, extra };
};

describe('the team tree (member_tree, kept by the member_tree_sync trigger)', () => {
  let database: TestDatabase;
  let db: Db;
  let team: ReturnType<typeof createTeamRepository>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    team = createTeamRepository(db);
  });
  afterAll(() => database.dispose());

  const add = async (name: string, parentId: string | null, type = 0) => {
    const [row] = await db
      .insert(member)
      .values({
        account: `${name}-${randomUUID().slice(0, 6)}`,
        nickname: name,
        passwordHash: 'x',
        type,
        parentId,
      })
      .returning();
    return row!.id;
  };

  it('gives each inserted member its own row and one per ancestor, at the right depth', async () => {
    const top = await add('top', null, 1);
    const middle = await add('middle', top, 2);
    const leaf = await add('leaf', middle);
    const rows = await db.select().from(memberTree).where(eq(memberTree.descendantId, leaf));
    expect(
      rows.map((row) => [row.ancestorId, row.depth]).sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      [leaf, 0],
      [middle, 1],
      [top, 2],
    ]);
    expect(await team.isInTeam(top, leaf)).toBe(true);
    expect(await team.isInTeam(leaf, top)).toBe(false);
    expect(await team.isInTeam(top, top)).toBe(false);
    expect(await team.agentLevel(middle)).toBe(2);
    expect(await team.agentLevel(leaf)).toBe(2);
    expect(await treeDrift(db)).toEqual({ missing: [], extra: [] });
  });

  it('moves a member with its whole team, and refuses a move under its own team', async () => {
    const first = await add('first', null, 1);
    const second = await add('second', null, 1);
    const branch = await add('branch', first, 2);
    const child = await add('child', branch);
    const grandChild = await add('grandchild', child);
    await team.moveMember(branch, second);
    expect(await team.isInTeam(first, grandChild)).toBe(false);
    expect(await team.isInTeam(second, grandChild)).toBe(true);
    expect((await team.teamSummary(first, new Date(0))).teamSize).toBe(0);
    expect(await team.teamSummary(second, new Date(0))).toMatchObject({ teamSize: 3, directCount: 1 });
    await expect(team.moveMember(second, grandChild)).rejects.toThrow();
    expect(await team.isInTeam(second, grandChild)).toBe(true);
    await team.moveMember(branch, null);
    expect((await team.teamSummary(second, new Date(0))).teamSize).toBe(0);
    expect(await treeDrift(db)).toEqual({ missing: [], extra: [] });
  });

  it('stays equal to parent_id while registrations and moves race in the same subtree', async () => {
    const left = await add('left', null, 1);
    const right = await add('right', null, 1);
    const moving = await add('moving', left, 2);
    const trials = 10;
    for (let trial = 0; trial < trials; trial += 1) {
      const target = trial % 2 === 0 ? right : left;
      await Promise.all([
        team.moveMember(moving, target),
        add(`race${trial}a`, moving),
        add(`race${trial}b`, moving),
        // Two moves that would make a cycle together: at most one can pass.
        team.moveMember(left, right).catch(() => 'refused'),
        team.moveMember(right, left).catch(() => 'refused'),
      ]);
      await db.update(member).set({ parentId: null }).where(eq(member.id, left));
      await db.update(member).set({ parentId: null }).where(eq(member.id, right));
      expect(await treeDrift(db)).toEqual({ missing: [], extra: [] });
    }
    expect((await team.teamSummary(moving, new Date(0))).teamSize).toBe(trials * 2);
  });

  it('back-fills the same rows from parent_id as the trigger keeps (migration 0019)', async () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0019_member_tree.sql', import.meta.url),
      'utf8',
    );
    const backFill = migration
      .split('--> statement-breakpoint')
      .find(
        (statement) => statement.includes('INSERT INTO member_tree') && statement.includes('WITH RECURSIVE'),
      );
    expect(backFill).toBeDefined();
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(memberTree);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from member_tree`);
      await tx.execute(sql.raw(backFill!));
    });
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(memberTree);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await treeDrift(db)).toEqual({ missing: [], extra: [] });
  });
});
