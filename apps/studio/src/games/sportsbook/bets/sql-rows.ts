/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A PostgreSQL array literal of values that need no quoting (uuids, integers, enum words). */
export const plainArray = (values: readonly (string | number)[]): string => `{${values.join(',')}}`;

/** A PostgreSQL array literal of arbitrary text, each element quoted. */
export const textArray = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/[\\"]/gu, '\\$&')}"`).join(',')}}`;
