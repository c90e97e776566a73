/**
 * Mobile numbers are stored as dialing code + national number, digits only ('5511987654321'), so
 * '(11) 98765-4321' and '11 987654321' are the same person. The national part's digit count is
 * the register setting's phoneDigits.
 */
export type PhoneCheck = { ok: true; mobile: string } | { ok: false; reason: 'missing' | 'invalid' };

export const normaliseMobile = (
  mobileNum: string | undefined,
  countryDialingCode: string,
  digits: { min: number; max: number },
): PhoneCheck => {
  const raw = (mobileNum ?? '').trim();
  if (raw === '') return { ok: false, reason: 'missing' };
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
