/**
 * PIX "BR Code" payloads (the EMV QR Code "copia e cola" of the Banco Central's manual): a list
 * of ID-length-value fields, some of which hold fields of their own, closed by a CRC16 over the
 * whole text. Built here for the sandbox gateway's charges and parsed back to check them.
 */

const PIX_GUI = 'br.gov.bcb.pix';

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export const crc16 = (text: string): string => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

const field = (id: string, value: string): string => {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** Names and cities travel as plain upper-case ASCII in the QR (banks' apps show them so). */
const asciiFold = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[^A-Za-z0-9 .-]/gu, '')
    .toUpperCase()
    .trim()
    .slice(0, max);

const amountText = (centavos: number): string => {
  if (!Number.isSafeInteger(centavos) || centavos <= 0)
    throw new Error('a BR Code amount is positive centavos');
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
};

const close = (body: string): string => {
  const open = `${body}6304`;
  return `${open}${crc16(open)}`;
};

type Merchant = { merchantName: string; merchantCity: string };

/**
 * A dynamic, single-use charge: field 26 points at the PSP's location of the charge (without the
 * scheme), the amount is fixed, and the transaction id is "***" (the location carries it).
 */
export const buildDynamicBrCode = (input: Merchant & { location: string; amount: number }): string =>
  close(
    [
      field('00', '01'),
      field('01', '12'),
      field('26', field('00', PIX_GUI) + field('25', input.location.replace(/^https?:\/\//u, ''))),
      field('52', '0000'),
      field('53', '986'),
      field('54', amountText(input.amount)),
      field('58', 'BR'),
      field('59', asciiFold(input.merchantName, 25)),
      field('60', asciiFold(input.merchantCity, 15)),
      field('62', field('05', '***')),
    ].join(''),
  );

/** A static code: a PIX key, an optional amount and the payee's own transaction id. */
export const buildStaticBrCode = (
  input: Merchant & { pixKey: string; amount?: number; txid: string },
): string =>
  close(
    [
      field('00', '01'),
      field('26', field('00', PIX_GUI) + field('01', input.pixKey)),
      field('52', '0000'),
      field('53', '986'),
      ...(input.amount === undefined ? [] : [field('54', amountText(input.amount))]),
      field('58', 'BR'),
      field('59', asciiFold(input.merchantName, 25)),
      field('60', asciiFold(input.merchantCity, 15)),
      field('62', field('05', input.txid.replace(/[^A-Za-z0-9]/gu, '').slice(0, 25) || '***')),
    ].join(''),
  );

export type BrCodeField = { id: string; value: string; fields?: BrCodeField[] };

/** Templates whose value is itself a list of fields. */
const TEMPLATES = new Set(['26', '62', '80']);

const parseFields = (text: string, nested: boolean): BrCodeField[] => {
  const fields: BrCodeField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (
      !/^\d{2}$/u.test(id) ||
      !/^\d{2}$/u.test(text.slice(at + 2, at + 4)) ||
      at + 4 + length > text.length
    ) {
      throw new Error(`malformed BR Code at position ${at}`);
    }
    const value = text.slice(at + 4, at + 4 + length);
    fields.push(
      !nested && TEMPLATES.has(id) ? { id, value, fields: parseFields(value, true) } : { id, value },
    );
    at += 4 + length;
  }
  return fields;
};

/**
 * Every field of a payload, with the templates (26 merchant account, 62 additional data) parsed,
 * and whether its CRC (field 63, over everything before its value) is right. Throws on a payload
 * whose fields do not line up.
 */
export const parseBrCode = (payload: string): { fields: BrCodeField[]; crcValid: boolean } => {
  const fields = parseFields(payload, false);
  const last = fields.at(-1);
  const crcValid =
    last?.id === '63' && last.value.length === 4 && crc16(payload.slice(0, -4)) === last.value.toUpperCase();
  return { fields, crcValid };
};

/** A field by path, e.g. fieldOf(parsed, '26', '25') for a dynamic code's location. */
export const fieldOf = (parsed: { fields: BrCodeField[] }, ...path: string[]): string | undefined => {
  let fields: BrCodeField[] | undefined = parsed.fields;
  let found: BrCodeField | undefined;
  for (const id of path) {
    found = fields?.find((candidate) => candidate.id === id);
    fields = found?.fields;
  }
  return found?.value;
};
