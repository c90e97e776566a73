import { describe, expect, it } from 'vitest';
import { buildDynamicBrCode, buildStaticBrCode, crc16, fieldOf, parseBrCode } from './br-code.js';

// The static example of the Banco Central's "Manual de Padrões para Iniciação do Pix".
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// The manual's dynamic example: field 01 "12" and the charge's location in 26/25.
const MANUAL_DYNAMIC_EXAMPLE =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';

describe('BR Code (PIX copia e cola)', () => {
  it('computes CRC16-CCITT-FALSE: the check value and the manual’s example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(parseBrCode(MANUAL_EXAMPLE).crcValid).toBe(true);
    expect(fieldOf(parseBrCode(MANUAL_EXAMPLE), '26', '01')).toBe('123e4567-e12b-12d1-a456-426655440000');
    expect(fieldOf(parseBrCode(MANUAL_EXAMPLE), '59')).toBe('Fulano de Tal');
    const dynamic = parseBrCode(MANUAL_DYNAMIC_EXAMPLE);
    expect(dynamic.crcValid).toBe(true);
    expect(fieldOf(dynamic, '01')).toBe('12');
    expect(fieldOf(dynamic, '26', '25')).toBe('pix.example.com/8b3da2f39a4140d1a91abd93113bd441');
    expect(fieldOf(dynamic, '62', '05')).toBe('***');
  });

  it('builds a dynamic charge that parses back field by field', () => {
    const payload = buildDynamicBrCode({
      location: 'https://pix.sandbox.example/qr/v2/chg_abc123',
      amount: 12_345,
      merchantName: 'Sorte Grande Apostas Ltda São Paulo',
      merchantCity: 'São Paulo',
    });
    const parsed = parseBrCode(payload);
    expect(parsed.crcValid).toBe(true);
    expect(parsed.fields.map((field) => field.id)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(fieldOf(parsed, '00')).toBe('01');
    expect(fieldOf(parsed, '01')).toBe('12');
    expect(fieldOf(parsed, '26', '00')).toBe('br.gov.bcb.pix');
    expect(fieldOf(parsed, '26', '25')).toBe('pix.sandbox.example/qr/v2/chg_abc123');
    expect(fieldOf(parsed, '52')).toBe('0000');
    expect(fieldOf(parsed, '53')).toBe('986');
    expect(fieldOf(parsed, '54')).toBe('123.45');
    expect(fieldOf(parsed, '58')).toBe('BR');
    expect(fieldOf(parsed, '59')).toBe('SORTE GRANDE APOSTAS LTDA');
    expect(fieldOf(parsed, '60')).toBe('SAO PAULO');
    expect(fieldOf(parsed, '62', '05')).toBe('***');
  });

  it('builds a static code with a key, and leaves the amount out when none is given', () => {
    const parsed = parseBrCode(
      buildStaticBrCode({
        pixKey: '+5511987654321',
        merchantName: 'Ana',
        merchantCity: 'Recife',
        txid: 'PED-42',
      }),
    );
    expect(parsed.crcValid).toBe(true);
    expect(fieldOf(parsed, '26', '01')).toBe('+5511987654321');
    expect(fieldOf(parsed, '54')).toBeUndefined();
    expect(fieldOf(parsed, '62', '05')).toBe('PED42');
    expect(
      fieldOf(
        parseBrCode(
          buildStaticBrCode({ pixKey: 'k', amount: 5, merchantName: 'A', merchantCity: 'B', txid: 'x' }),
        ),
        '54',
      ),
    ).toBe('0.05');
  });

  it('notices a tampered payload and refuses one whose fields do not line up', () => {
    const payload = buildDynamicBrCode({
      location: 'pix.example/x',
      amount: 5_000,
      merchantName: 'A',
      merchantCity: 'B',
    });
    expect(parseBrCode(payload.replace('50.00', '90.00')).crcValid).toBe(false);
    expect(() => parseBrCode('0002010199')).toThrow(/malformed/u);
    expect(() =>
      buildDynamicBrCode({ location: 'x'.repeat(120), amount: 1, merchantName: 'A', merchantCity: 'B' }),
    ).toThrow();
    expect(() =>
      buildDynamicBrCode({ location: 'x', amount: 0, merchantName: 'A', merchantCity: 'B' }),
    ).toThrow();
  });
});
