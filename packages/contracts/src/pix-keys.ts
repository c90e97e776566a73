import type { PixKeyType } from './payments.js';
import { cpfDigits, isValidCpf } from './validation-patterns.js';

// Brazilian area codes (DDD) in use: a mobile key must carry one of them.
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/u;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

/**
 * A PIX key in the form the key directory (DICT) stores it, or null when it is not a key of that
 * type: CPF as 11 digits with right check digits; phone as +55, area code and a 9-digit mobile;
 * e-mail lower-case (at most 77 characters, the DICT's limit); random key (EVP) as a v4 UUID.
 */
export const normalisePixKey = (type: PixKeyType, raw: string): string | null => {
  const value = raw.trim();
  switch (type) {
    case 'CPF':
      return isValidCpf(value) ? cpfDigits(value) : null;
    case 'PHONE': {
      let digits = value.replace(/[\s().-]/gu, '');
      if (digits.startsWith('+')) {
        if (!digits.startsWith('+55')) return null;
        digits = digits.slice(3);
      } else if (digits.length === 13 && digits.startsWith('55')) {
        digits = digits.slice(2);
      }
      if (!/^\d{11}$/u.test(digits)) return null;
      if (!AREA_CODES.has(Number(digits.slice(0, 2))) || digits[2] !== '9') return null;
      return `+55${digits}`;
    }
    case 'EMAIL': {
      const email = value.toLowerCase();
      return email.length <= 77 && EMAIL.test(email) ? email : null;
    }
    case 'EVP': {
      const key = value.toLowerCase();
      return EVP.test(key) ? key : null;
    }
    default: {
      const never: never = type;
      return never;
    }
  }
};

/** A CPF with only its middle digits shown: ***.456.789-** (how Brazilian apps show a payer). */
export const maskCpf = (cpf: string): string => {
  const digits = cpf.replace(/\D/gu, '');
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
};

/** A stored key with its middle hidden, for screens and lists. */
export const maskPixKey = (type: PixKeyType, key: string): string => {
  switch (type) {
    case 'CPF':
      return maskCpf(key);
    case 'PHONE':
      return `+55 ${key.slice(3, 5)} *****-${key.slice(-4)}`;
    case 'EMAIL': {
      const [user = '', domain = ''] = key.split('@');
      return `${user.slice(0, 1)}***@${domain}`;
    }
    case 'EVP':
      return `${key.slice(0, 8)}…${key.slice(-4)}`;
    default: {
      const never: never = type;
      return never;
    }
  }
};
