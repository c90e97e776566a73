import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_MESSAGES, FIELD_MESSAGES, type ErrorCode } from './errors.js';
import { SUPPORTED_LANGUAGES } from './languages.js';
import { FIELD_RULE_MESSAGES, PATTERN_MESSAGES, ruleMessage } from './validation-patterns.js';

const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/gu)].map((match) => match[1]).sort();
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replace(`{{${name}}}`, String(value)), text);
/** The spec's wording compared without case and a closing full stop (its own punctuation varies). */
const same = (ours: string, spec: string) =>
  expect(ours.replace(/\.$/u, '').toLowerCase()).toBe(spec.replace(/\.$/u, '').toLowerCase());

describe('error catalogue: every code in every language', () => {
  it('has a message per code in PT, EN and CN: trimmed, not the code, no placeholder left open', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const messages = ERROR_MESSAGES[language];
      expect(Object.keys(messages).sort(), language).toEqual([...CODES].sort());
      for (const code of CODES) {
        const message = messages[code];
        expect(message, `${language} ${code}`).toMatch(/\S/u);
        expect(message, `${language} ${code}`).toBe(message.trim());
        expect(message.toLowerCase(), `${language} ${code}`).not.toBe(code);
        expect(message, `${language} ${code}`).not.toMatch(/^[a-z]+(-[a-z]+)+$/u);
        expect(placeholders(message), `${language} ${code}`).toEqual([]);
      }
    }
  });

  it('is translated: Portuguese differs from English, Chinese is written in Chinese', () => {
    for (const code of CODES) {
      expect(ERROR_MESSAGES.PT[code], code).not.toBe(ERROR_MESSAGES.EN[code]);
      expect(ERROR_MESSAGES.CN[code], code).toMatch(/\p{Script=Han}/u);
    }
  });

  it('gives every code an HTTP error status', () => {
    for (const code of CODES) {
      expect(ERROR_CATALOGUE[code].status, code).toBeGreaterThanOrEqual(400);
      expect(ERROR_CATALOGUE[code].status, code).toBeLessThan(600);
    }
  });

  it('has the same field messages and the same placeholders in each language', () => {
    const keys = Object.keys(FIELD_MESSAGES.EN).sort();
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(FIELD_MESSAGES[language]).sort(), language).toEqual(keys);
      for (const key of keys) {
        const message = FIELD_MESSAGES[language][key]!;
        expect(message, `${language} ${key}`).toMatch(/\S/u);
        expect(placeholders(message), `${language} ${key}`).toEqual(placeholders(FIELD_MESSAGES.EN[key]!));
      }
      for (const [kind, message] of Object.entries(PATTERN_MESSAGES[language])) {
        expect(placeholders(message), `${language} ${kind}`).toEqual(
          placeholders(PATTERN_MESSAGES.EN[kind as keyof (typeof PATTERN_MESSAGES)['EN']]),
        );
      }
      for (const [kind, message] of Object.entries(FIELD_RULE_MESSAGES[language])) {
        expect(placeholders(message), `${language} ${kind}`).toEqual(
          placeholders(FIELD_RULE_MESSAGES.EN[kind as keyof (typeof FIELD_RULE_MESSAGES)['EN']]),
        );
      }
    }
  });
});

/**
 * Spec sections 5, 6 and 8 list messages; each is carried by one of our codes or field keys. The
 * English text is the spec's (compared without case or closing full stop) where the spec quotes
 * one; where it only names the meaning, the code that carries it is named. The chunk-load and
 * popup-blocked messages are the site's own texts (apps/web i18n, checked there).
 */
describe("the spec's messages map to our codes", () => {
  const errorText: Array<[string, ErrorCode]> = [
    // Section 8
    ['Invalid phone number format.', 'invalid-phone-number'],
    ['Please enter a valid phone number.', 'missing-phone-number'],
    ['Too many requests, please try again after 5 minutes.', 'too-many-requests'],
    ['Verification code is not valid', 'invalid-verification-code'],
    ['Verification code is missing', 'missing-verification-code'],
    ['Quota not sufficient, please contact customer service.', 'quota-exceeded'],
    ['Not enabled function, please contact customer service.', 'operation-not-allowed'],
    ['Verification code has expired, please send again.', 'code-expired'],
    ['Login failure. Please try again.', 'popup-closed-by-user'],
    ['Username/Email does not exist', 'username-email-not-found'],
    ['Network link is abnormal, please try again', 'service-unavailable'],
    ['Invalid URL, please contact customer service', 'not-found'],
    ['Please complete verification first', 'verification-required'],
    ['Only agents can log in', 'agents-only'],
    // Section 5
    ['Invalid invitation code', 'invalid-invitation-code'],
    ['Please enter content', 'feedback-content-missing'],
    // Section 6
    ['Non-member account unable to login', 'members-only'],
    ['Please Register An Account First', 'in-need-true-account'],
    ['You are not logged in, please login', 'unauthorized'],
  ];
  it.each(errorText)("'%s' is %s", (spec, code) => same(ERROR_MESSAGES.EN[code], spec));

  it("'An unknown error occured.' is unknown (spelled right)", () =>
    same(ERROR_MESSAGES.EN.unknown, 'An unknown error occurred.'));

  const meaning: Array<[string, ErrorCode, RegExp]> = [
    ['captcha-check-failed: invalid captcha input', 'captcha-check-failed', /captcha/iu],
    ['incorrect account or password', 'incorrect-credentials', /account or password/iu],
    ['access restricted by location or IP', 'region-restricted', /location or IP/iu],
    ['system maintenance', 'maintenance', /maintenance/iu],
    ['game maintenance', 'game-maintenance', /game is under maintenance/iu],
  ];
  it.each(meaning)("'%s' is %s", (_spec, code, reads) => expect(ERROR_MESSAGES.EN[code]).toMatch(reads));

  const fieldText: Array<[string, string, Record<string, number>]> = [
    ['Please enter a valid verification code', 'code', {}],
    ['Please enter a valid mobile number', 'mobile', {}],
    ['Incorrect confirmation input', 'confirmation', {}],
    ['Confirmation password is not correct.', 'mismatch', {}],
    ['Please enter the captcha', 'captcha', {}],
    ['Input cannot be empty', 'required', {}],
    ['Please enter the username and password', 'credentials', {}],
    // The birthday text's reading; the age comes from the register setting (18 in Brazil).
    ['Please confirm you are 21 years old', 'age', { age: 21 }],
  ];
  it.each(fieldText)("'%s' is the field message %s", (spec, key, values) =>
    same(fill(FIELD_MESSAGES.EN[key]!, values), spec),
  );

  it("says 'Please confirm you are 18 years old' with Brazil's minimum age", () =>
    same(fill(FIELD_MESSAGES.EN.age!, { age: 18 }), 'Please confirm you are 18 years old'));

  it('words the field rules of section 5 for accounts, passwords, phones, real names and e-mails', () => {
    const password = { field: 'password', pattern: 'LETTERS_AND_DIGITS', min: 8, max: 20 } as const;
    same(ruleMessage(password, 'length', 'EN'), 'Please fill in your password with 8 - 20 characters');
    expect(ruleMessage(password, 'pattern', 'EN')).toMatch(/^Password format is incorrect\. /u);
    expect(ruleMessage({ ...password, field: 'newPassword' }, 'pattern', 'EN')).toMatch(
      /^Password format is incorrect/u,
    );
    expect(
      ruleMessage({ field: 'username', pattern: 'LETTER_FIRST_ALNUM', min: 6, max: 16 }, 'pattern', 'EN'),
    ).toMatch(/^Account format is incorrect\. /u);
    expect(ruleMessage({ field: 'mobileNum', pattern: 'DIGITS', min: 10, max: 11 }, 'length', 'EN')).toMatch(
      /^Phone number format is incorrect\. /u,
    );
    expect(
      ruleMessage({ field: 'payeeName', pattern: 'FULL_NAME', min: 5, max: 60 }, 'pattern', 'EN'),
    ).toMatch(/^Real name format is incorrect/u);
    expect(ruleMessage({ field: 'email', pattern: 'EMAIL', min: 6, max: 64 }, 'pattern', 'EN')).toMatch(
      /^E-mail format is incorrect/u,
    );
    for (const language of SUPPORTED_LANGUAGES) {
      for (const reason of ['length', 'pattern'] as const) {
        for (const field of ['username', 'password', 'mobileNum', 'email']) {
          const message = ruleMessage({ field, pattern: 'DIGITS', min: 4, max: 9 }, reason, language);
          expect(message, `${language} ${field} ${reason}`).not.toContain('{{');
          expect(message).toMatch(/4/u);
        }
      }
    }
  });
});
