import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.js';

/**
 * A statement for the hottest paths (each seamless bet and win): on PostgreSQL it is a named
 * prepared statement, parsed and planned once per connection, and no query is built per call.
 * Parameters are plain values; pass arrays as literals (`{a,b}` with a cast), which both engines
 * read the same way. Everything else uses Drizzle.
 */
export const namedStatement = <Row>(db: Db, name: string, text: string) => {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  return async (values: unknown[]): Promise<Row[]> => {
    if (client instanceof pg.Pool)
      return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
    return (await client.query<Row>(text, values)).rows;
  };
};

/** The database's own error (code and detail), whether Drizzle wrapped it or not. */
export const databaseErrorOf = (error: unknown): { code?: string; detail?: string } | null => {
  const wrapped = error as {
    code?: string;
    detail?: string;
    cause?: { code?: string; detail?: string };
  } | null;
  if (wrapped?.cause?.code) return wrapped.cause;
  return wrapped?.code ? wrapped : null;
};
