import { describe, expect, it } from 'vitest';
import { maskCpf, maskPixKey, normalisePixKey } from './pix-keys.js';

describe('PIX keys per type', () => {
  it('takes a CPF with or without punctuation, only with right check digits', () => {
    expect(normalisePixKey('CPF', '529.982.247-25')).toBe('52998224725');
    expect(normalisePixKey('CPF', '52998224725')).toBe('52998224725');
    expect(normalisePixKey('CPF', '529.982.247-26')).toBeNull();
    expect(normalisePixKey('CPF', '111.111.111-11')).toBeNull();
  });

  it('takes a Brazilian mobile with its area code, in the directory’s +55 form', () => {
    for (const raw of ['(11) 98765-4321', '11987654321', '+55 11 98765-4321', '5511987654321'])
      expect(normalisePixKey('PHONE', raw)).toBe('+5511987654321');
    expect(normalisePixKey('PHONE', '(11) 8765-4321')).toBeNull(); // a landline
    expect(normalisePixKey('PHONE', '(20) 98765-4321')).toBeNull(); // no such area code
    expect(normalisePixKey('PHONE', '+1 415 555 0100')).toBeNull();
  });

  it('takes an e-mail lower-cased and a random key as a v4 UUID', () => {
    expect(normalisePixKey('EMAIL', ' Ana.Silva@Example.com ')).toBe('ana.silva@example.com');
    expect(normalisePixKey('EMAIL', 'ana@')).toBeNull();
    expect(normalisePixKey('EMAIL', `${'a'.repeat(70)}@example.com`)).toBeNull();
    expect(normalisePixKey('EVP', '123E4567-E89B-42D3-A456-426614174000')).toBe(
      '123e4567-e89b-42d3-a456-426614174000',
    );
    expect(normalisePixKey('EVP', '123e4567-e89b-12d3-a456-426614174000')).toBeNull();
  });

  it('hides the middle of every kind of key', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('PHONE', '+5511987654321')).toBe('+55 11 *****-4321');
    expect(maskPixKey('EMAIL', 'ana.silva@example.com')).toBe('a***@example.com');
    expect(maskPixKey('EVP', '123e4567-e89b-42d3-a456-426614174000')).toBe('123e4567…4000');
  });
});
