/*
 * The fixed lists of the system configuration, kept apart from the zod schemas in system.ts so
 * code on the first paint (the web client's start-up status check) can use them without zod.
 */

/**
 * Whitelabel feature flags. Codes follow the module-ID style existing clients use
 * (e.g. CHNGPASSVERIF3 gates password reset by mobile). See docs/decisions/0002-system-config.md.
 */
export const WHITELABEL_FLAGS = [
  'AGENTPOLICY3', // agent policy page and contract entries
  'MANPLAYREB3', // manual player rebate (side-menu rebate entry)
  'CHNGPASSVERIF3', // forgot password by mobile code
  'MOBILENUMREG3', // registration by mobile number
  'REGMOBVERF3', // SMS code required at registration
  'MOBREGPASS3', // mobile registration also asks for a password
  'FREEPLAY3', // trial (free-play) accounts
  'PASSEXP3', // forced change of an expired password
  'VERIFICATION3', // login by SMS verification code
  'VIP3', // VIP rank
  'REFERRAL3', // referral programme
  'SOCIALLOGIN3', // social sign-in (off by default)
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** Pattern kinds of spec section 5; their rules live in validation-patterns (accounts work). */
export const PATTERN_KINDS = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'KANJI_DIGITS',
  'EMAIL',
  'LETTERS_OR_DIGITS',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_ONE_UPPER',
  'ENGLISH_LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCTUATION',
  'DATE_YMD',
  'DATE_MDY',
  'LETTERS_SPACES',
  'THAI',
  'KOREAN',
  'THAI_ENGLISH_SPACES',
  'UPPER_SPACES_ONE_LETTER',
  'LETTERS_DIGITS_SYMBOLS',
  'STRONG_PASSWORD',
  'FULL_NAME',
  'JAPANESE_FULL_WIDTH',
  'UPPER_NO_SPACES',
  'CPF',
] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];
