/**
 * Helpers for raw statements that run on both engines: node-postgres and PGlite both answer
 * `{ rows }`, and an array passed as one parameter is written as a PostgreSQL array literal (one
 * parameter however many values, where a list of placeholders would hit the protocol's limit).
 */

/** The rows of a raw statement's result. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** An array literal of values that need no quoting (uuids, integers, enum words, t/f). */
export const plainArray = (values: readonly (string | number)[]): string => `{${values.join(',')}}`;

const NEEDS_ESCAPE = /[\\"]/u;
/**
 * An array literal of arbitrary text, each element quoted; tested before escaping, since nearly
 * none needs it and a settlement passes hundreds of thousands.
 */
export const textArray = (values: readonly string[]): string =>
  `{${values
    .map((value) => `"${NEEDS_ESCAPE.test(value) ? value.replace(/[\\"]/gu, '\\$&') : value}"`)
    .join(',')}}`;
