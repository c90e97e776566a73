import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BYTE_ORDER_MARK, csvCell, reais, reaisWithComma, toCsv } from './csv.js';

/** A minimal RFC 4180 reader, to prove what toCsv writes reads back as the same cells. */
const parse = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
};

describe('CSV export', () => {
  it('starts with a byte-order mark and ends each line with CRLF', () => {
    const csv = toCsv(['Conta', 'Valor'], [['joão', '12.30']]);
    expect(csv.startsWith(BYTE_ORDER_MARK)).toBe(true);
    expect(csv.slice(1)).toBe('Conta,Valor\r\njoão,12.30\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell('São Paulo')).toBe('São Paulo');
  });

  it('never lets text start a formula, but keeps negative amounts numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+55 11')).toBe("'+55 11");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-12.30')).toBe('-12.30');
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes centavos as exact reais', () => {
    expect(reais(0)).toBe('0.00');
    expect(reais(5)).toBe('0.05');
    expect(reais(-1)).toBe('-0.01');
    expect(reais(123_456_789)).toBe('1234567.89');
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (centavos) => {
        expect(Math.round(Number(reais(centavos)) * 100)).toBe(centavos);
      }),
    );
  });

  it('reads back as the same cells, whatever the text (formula starts aside)', () => {
    const safeText = fc.string({ unit: 'grapheme' }).filter((text) => !/^[=+\-@\t\r]/u.test(text));
    fc.assert(
      fc.property(fc.array(fc.array(safeText, { minLength: 2, maxLength: 2 }), { maxLength: 6 }), (rows) => {
        const csv = toCsv(['a', 'b'], rows);
        expect(parse(csv.slice(1))).toEqual([['a', 'b'], ...rows]);
      }),
    );
  });
});

describe('semicolon CSV (Excel in pt-BR)', () => {
  it('separates by semicolons, quotes a cell holding one, and keeps decimal commas as numbers', () => {
    const text = toCsv(
      ['Dia', 'Valor'],
      [
        ['a;b', reaisWithComma(-1230)],
        ['=1+1', reaisWithComma(5)],
      ],
      ';',
    );
    expect(text).toBe(`${BYTE_ORDER_MARK}Dia;Valor\r\n"a;b";-12,30\r\n'=1+1;0,05\r\n`);
  });

  it('never writes a decimal comma unquoted with the comma separator', () => {
    expect(csvCell('-12,30', ',')).toBe(`"'-12,30"`);
    expect(csvCell('-12,30', ';')).toBe('-12,30');
  });
});
