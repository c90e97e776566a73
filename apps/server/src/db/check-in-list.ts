import { sql, type SQL } from 'drizzle-orm';

/**
 * A check constraint's `column in ('A', 'B', …)` from a contracts list, so the database refuses
 * any value the list does not name. The values are the code's own constants, never input.
 */
export const columnIn = (column: string, values: readonly string[]): SQL =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
