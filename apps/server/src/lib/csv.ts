/**
 * CSV as spreadsheet programs read it: RFC 4180 quoting (a field with the separator, a quote or a
 * line break is quoted, quotes doubled), CRLF line ends, and a UTF-8 byte-order mark first so accented
 * names open right. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is
 * prefixed with an apostrophe: an account name must never become a formula. Numbers are written
 * as they are.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/u;
/** A plain decimal (an amount in reais) is a number, even when negative. */
const NUMERIC = /^-?\d+(\.\d+)?$/u;

/** The comma by default; a semicolon where the decimal mark is the comma (Excel in pt-BR). */
export type CsvSeparator = ',' | ';';

/** With semicolons, a decimal comma is a number too (reaisWithComma): no formula, no quotes. */
const COMMA_NUMERIC = /^-?\d+(,\d+)?$/u;

export const csvCell = (cell: CsvCell, separator: CsvSeparator = ','): string => {
  if (typeof cell === 'number' || NUMERIC.test(cell)) return String(cell);
  if (separator === ';' && COMMA_NUMERIC.test(cell)) return cell;
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  const needsQuotes = /["\r\n]/u.test(text) || text.includes(separator);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
};

export const BYTE_ORDER_MARK = '\uFEFF';

export const toCsv = (
  header: readonly string[],
  rows: ReadonlyArray<readonly CsvCell[]>,
  separator: CsvSeparator = ',',
): string =>
  BYTE_ORDER_MARK +
  [header, ...rows].map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n') +
  '\r\n';

/** Centavos as reais with a point and two decimals (−12.30), exact for any integer. */
export const reais = (centavos: number): string => {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * Centavos as reais with a decimal comma (−12,30), as Excel in pt-BR reads a number from a
 * semicolon-separated file; csvCell writes it as a number only with the semicolon separator.
 */
export const reaisWithComma = (centavos: number): string => reais(centavos).replace('.', ',');
