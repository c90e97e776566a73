import { sql, type SQL } from 'drizzle-orm';

/**
 * Check constraints from contracts lists, so the database refuses any value the list does not
 * name. The values are the code's own constants, never input.
 */
const quoted = (values: readonly string[]): string => values.map((value) => `'${value}'`).join(', ');

/** The list inside a check's `… in (…)`: `sql\`${table.status} in (${valueList(STATUSES)})\``. */
export const valueList = (values: readonly string[]): SQL => sql.raw(quoted(values));

/** A whole `column in ('A', 'B', …)` by the column's bare name. */
export const columnIn = (column: string, values: readonly string[]): SQL =>
  sql.raw(`${column} in (${quoted(values)})`);
