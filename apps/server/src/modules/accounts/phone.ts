import type { SettingKey, Settings } from '../system/index.js';

/**
 * Mobile numbers are stored as dialing code + national number, digits only ('5511987654321'), so
 * '(11) 98765-4321' and '11 987654321' are the same person. The national part's digit count is
 * the country's (the `countries` setting), or the register setting's phoneDigits for a country
 * without its own; a dialing code the operator does not offer has none (the number is invalid).
 */
export type PhoneCheck = { ok: true; mobile: string } | { ok: false; reason: 'missing' | 'invalid' };

export const normaliseMobile = (
  mobileNum: string | undefined,
  countryDialingCode: string,
  digits: PhoneDigits | null,
): PhoneCheck => {
  const raw = (mobileNum ?? '').trim();
  if (raw === '') return { ok: false, reason: 'missing' };
  if (digits === null) return { ok: false, reason: 'invalid' };
  if (!/^[\d\s().+-]+$/u.test(raw)) return { ok: false, reason: 'invalid' };
  let national = raw.replace(/\D/gu, '');
  // People paste numbers with their country code or a trunk 0; both are dropped.
  if (raw.startsWith('+') && national.startsWith(countryDialingCode)) {
    national = national.slice(countryDialingCode.length);
  }
  national = national.replace(/^0+/u, '');
  if (national.length < digits.min || national.length > digits.max) return { ok: false, reason: 'invalid' };
  return { ok: true, mobile: `${countryDialingCode}${national}` };
};

export type PhoneDigits = { min: number; max: number };

/** The national digit count of the country a dialing code names, or null when it is not offered. */
export const phoneDigitsFor = async (
  settings: { getSetting<K extends SettingKey>(key: K): Promise<Settings[K]> },
  countryDialingCode: string,
): Promise<PhoneDigits | null> => {
  const [register, countries] = await Promise.all([
    settings.getSetting('register'),
    settings.getSetting('countries'),
  ]);
  const country = countries.find((entry) => entry.countryDialingCode === countryDialingCode);
  if (!country) return null;
  return country.phoneDigits ?? register.phoneDigits;
};
