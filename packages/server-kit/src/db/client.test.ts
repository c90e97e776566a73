import { eq } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './client.js';

// A schema of an app of its own: the opener knows no table of any app.
const seat = pgTable('seat', { id: text('id').primaryKey(), chips: integer('chips').notNull() });
const schema = { seat };

let database: DatabaseHandle<typeof schema> | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('database opener', () => {
  it("opens PGlite typed by the app's schema, with raw SQL beside Drizzle", async () => {
    database = await openPglite(schema, 'memory://');
    expect(database.engine).toBe('pglite');
    await database.sql.execute('create table seat (id text primary key, chips integer not null)');
    await database.db.insert(seat).values({ id: 's1', chips: 50 });
    await database.sql.transaction(async (execute) => {
      await execute('update seat set chips = chips + $1 where id = $2', [25, 's1']);
    });
    const [row] = await database.db.select().from(seat).where(eq(seat.id, 's1'));
    expect(row).toEqual({ id: 's1', chips: 75 });
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('rolls a failing script back whole', async () => {
    database = await openPglite(schema, 'memory://');
    await database.sql.execute('create table seat (id text primary key, chips integer not null)');
    await expect(
      database.sql.execute("insert into seat values ('s1', 1); insert into seat values ('s1', 2);"),
    ).rejects.toThrow();
    const { rows } = await database.sql.execute('select count(*)::int as n from seat');
    expect(rows[0]?.n).toBe(0);
  });
});
