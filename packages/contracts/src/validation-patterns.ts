import type { PatternKind } from './system.js';
import type { SupportedLanguage } from './languages.js';

/**
 * Every pattern kind of spec section 5, defined once for the server and the forms. A pattern only
 * judges the shape of a value; its length bounds come from the field's register setting.
 */
const PATTERNS: Record<Exclude<PatternKind, 'DATE_YMD' | 'DATE_MDY' | 'CPF'>, RegExp> = {
  ANY: /^[\s\S]*$/u,
  LETTER_FIRST_ALNUM: /^[A-Za-z][A-Za-z0-9]*$/u,
  KANJI_DIGITS: /^[\p{Script=Han}0-9]+$/u,
  // Deliberately simple: one @, a dotted domain, no spaces. Deliverability is proven by the code sent.
  EMAIL: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u,
  LETTERS_OR_DIGITS: /^[A-Za-z0-9]+$/u,
  LETTERS_AND_DIGITS: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u,
  DIGITS: /^[0-9]+$/u,
  ALNUM_ONE_UPPER: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  ENGLISH_LETTERS_SPACES: /^[A-Za-z]+(?: [A-Za-z]+)*$/u,
  NO_SPACES: /^\S+$/u,
  CHINESE_PUNCTUATION: /^[\p{Script=Han}\u3000-\u303F\uFF01-\uFF5E]+$/u,
  LETTERS_SPACES: /^\p{L}+(?: \p{L}+)*$/u,
  THAI: /^[\u0E00-\u0E7F]+$/u,
  KOREAN: /^[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]+$/u,
  THAI_ENGLISH_SPACES: /^[\u0E00-\u0E7FA-Za-z]+(?: [\u0E00-\u0E7FA-Za-z]+)*$/u,
  UPPER_SPACES_ONE_LETTER: /^(?=.*[A-Z])[A-Z ]+$/u,
  LETTERS_DIGITS_SYMBOLS: /^[\x21-\x7E]+$/u,
  STRONG_PASSWORD: /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$/u,
  // First and last name at least, separated by single spaces; accents, apostrophes and hyphens allowed.
  FULL_NAME: /^\p{L}+(?:['-]\p{L}+)*(?: \p{L}+(?:['-]\p{L}+)*)+$/u,
  JAPANESE_FULL_WIDTH: /^[\u3040-\u309F\u30A0-\u30FF\p{Script=Han}\u3000\u30FC]+$/u,
  UPPER_NO_SPACES: /^[A-Z]+$/u,
};

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const datePattern = (value: string, order: 'YMD' | 'MDY'): boolean => {
  const match =
    order === 'YMD' ? /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value) : /^(\d{2})-(\d{2})-(\d{4})$/u.exec(value);
  if (!match) return false;
  const [, a, b, c] = match.map(Number) as [number, number, number, number];
  return order === 'YMD' ? isRealDate(a, b, c) : isRealDate(c, a, b);
};

/** CPF digits only, accepting the usual 000.000.000-00 punctuation; null when not that shape. */
export const cpfDigits = (value: string): string | null => {
  const match = /^(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})$/u.exec(value.trim());
  return match ? match.slice(1).join('') : null;
};

/** A CPF is valid when both check digits match and it is not one digit repeated (000…, 111…). */
export const isValidCpf = (value: string): boolean => {
  const digits = cpfDigits(value);
  if (!digits || /^(\d)\1{10}$/u.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
};

export const matchesPattern = (kind: PatternKind, value: string): boolean => {
  switch (kind) {
    case 'DATE_YMD':
      return datePattern(value, 'YMD');
    case 'DATE_MDY':
      return datePattern(value, 'MDY');
    case 'CPF':
      return isValidCpf(value);
    default:
      return PATTERNS[kind].test(value);
  }
};

/** Length in characters as a person counts them (code points, so 漢 or ã count once). */
export const characterLength = (value: string): number => [...value].length;

export type PatternCheck = { ok: true } | { ok: false; reason: 'length' | 'pattern' };

/** Checks a value against one register-setting rule: length bounds first, then the pattern. */
export const checkPattern = (
  rule: { pattern: PatternKind; min: number; max: number },
  value: string,
): PatternCheck => {
  const length = characterLength(value);
  if (length < rule.min || length > rule.max) return { ok: false, reason: 'length' };
  return matchesPattern(rule.pattern, value) ? { ok: true } : { ok: false, reason: 'pattern' };
};

/** Spec section 5: pattern messages carry the field's min and max ({{min}}, {{max}}). */
export const PATTERN_MESSAGES: Record<SupportedLanguage, Record<PatternKind, string>> = {
  EN: {
    ANY: 'Please enter {{min}} - {{max}} characters',
    LETTER_FIRST_ALNUM: 'Please enter {{min}} - {{max}} letters or digits, starting with a letter',
    KANJI_DIGITS: 'Please enter {{min}} - {{max}} kanji or digits',
    EMAIL: 'E-mail format is incorrect ({{min}} - {{max}} characters)',
    LETTERS_OR_DIGITS: 'Please enter {{min}} - {{max}} letters or digits only',
    LETTERS_AND_DIGITS: 'Please enter {{min}} - {{max}} characters with both letters and digits',
    DIGITS: 'Please enter {{min}} - {{max}} digits',
    ALNUM_ONE_UPPER: 'Please enter {{min}} - {{max}} letters or digits, with at least one uppercase letter',
    ENGLISH_LETTERS_SPACES: 'Please enter {{min}} - {{max}} English letters and spaces',
    NO_SPACES: 'Please enter {{min}} - {{max}} characters without spaces',
    CHINESE_PUNCTUATION: 'Please enter {{min}} - {{max}} Chinese characters or punctuation',
    DATE_YMD: 'Please enter a date as yyyy-MM-dd',
    DATE_MDY: 'Please enter a date as MM-dd-yyyy',
    LETTERS_SPACES: 'Please enter {{min}} - {{max}} letters and spaces',
    THAI: 'Please enter {{min}} - {{max}} Thai characters',
    KOREAN: 'Please enter {{min}} - {{max}} Korean characters',
    THAI_ENGLISH_SPACES: 'Please enter {{min}} - {{max}} Thai or English letters and spaces',
    UPPER_SPACES_ONE_LETTER: 'Please enter {{min}} - {{max}} uppercase letters and spaces',
    LETTERS_DIGITS_SYMBOLS: 'Please enter {{min}} - {{max}} letters, digits or symbols, without spaces',
    STRONG_PASSWORD:
      'Please enter {{min}} - {{max}} characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    FULL_NAME: 'Real name format is incorrect: enter first and last name separated by a space',
    JAPANESE_FULL_WIDTH: 'Please enter {{min}} - {{max}} full-width Hiragana, Katakana or Kanji',
    UPPER_NO_SPACES: 'Please enter {{min}} - {{max}} uppercase letters without spaces',
    CPF: 'Please enter a valid CPF (11 digits)',
  },
  PT: {
    ANY: 'Informe de {{min}} a {{max}} caracteres',
    LETTER_FIRST_ALNUM: 'Informe de {{min}} a {{max}} letras ou números, começando por uma letra',
    KANJI_DIGITS: 'Informe de {{min}} a {{max}} kanji ou números',
    EMAIL: 'Formato de e-mail incorreto ({{min}} a {{max}} caracteres)',
    LETTERS_OR_DIGITS: 'Informe de {{min}} a {{max}} letras ou números, apenas',
    LETTERS_AND_DIGITS: 'Informe de {{min}} a {{max}} caracteres, com letras e números',
    DIGITS: 'Informe de {{min}} a {{max}} números',
    ALNUM_ONE_UPPER: 'Informe de {{min}} a {{max}} letras ou números, com pelo menos uma letra maiúscula',
    ENGLISH_LETTERS_SPACES: 'Informe de {{min}} a {{max}} letras sem acento e espaços',
    NO_SPACES: 'Informe de {{min}} a {{max}} caracteres, sem espaços',
    CHINESE_PUNCTUATION: 'Informe de {{min}} a {{max}} caracteres chineses ou pontuação',
    DATE_YMD: 'Informe a data no formato aaaa-MM-dd',
    DATE_MDY: 'Informe a data no formato MM-dd-aaaa',
    LETTERS_SPACES: 'Informe de {{min}} a {{max}} letras e espaços',
    THAI: 'Informe de {{min}} a {{max}} caracteres tailandeses',
    KOREAN: 'Informe de {{min}} a {{max}} caracteres coreanos',
    THAI_ENGLISH_SPACES: 'Informe de {{min}} a {{max}} letras tailandesas ou sem acento e espaços',
    UPPER_SPACES_ONE_LETTER: 'Informe de {{min}} a {{max}} letras maiúsculas e espaços',
    LETTERS_DIGITS_SYMBOLS: 'Informe de {{min}} a {{max}} letras, números ou símbolos, sem espaços',
    STRONG_PASSWORD:
      'Informe de {{min}} a {{max}} caracteres com letra maiúscula, letra minúscula, número e símbolo',
    FULL_NAME: 'Formato de nome incorreto: informe nome e sobrenome separados por espaço',
    JAPANESE_FULL_WIDTH: 'Informe de {{min}} a {{max}} caracteres japoneses de largura total',
    UPPER_NO_SPACES: 'Informe de {{min}} a {{max}} letras maiúsculas, sem espaços',
    CPF: 'Informe um CPF válido (11 dígitos)',
  },
  CN: {
    ANY: '请输入{{min}}至{{max}}个字符',
    LETTER_FIRST_ALNUM: '请输入{{min}}至{{max}}位字母或数字，且以字母开头',
    KANJI_DIGITS: '请输入{{min}}至{{max}}位汉字或数字',
    EMAIL: '邮箱格式不正确（{{min}}至{{max}}个字符）',
    LETTERS_OR_DIGITS: '请输入{{min}}至{{max}}位字母或数字',
    LETTERS_AND_DIGITS: '请输入{{min}}至{{max}}位字符，须同时包含字母和数字',
    DIGITS: '请输入{{min}}至{{max}}位数字',
    ALNUM_ONE_UPPER: '请输入{{min}}至{{max}}位字母或数字，至少包含一个大写字母',
    ENGLISH_LETTERS_SPACES: '请输入{{min}}至{{max}}位英文字母和空格',
    NO_SPACES: '请输入{{min}}至{{max}}个字符，不含空格',
    CHINESE_PUNCTUATION: '请输入{{min}}至{{max}}个汉字或标点',
    DATE_YMD: '请按 yyyy-MM-dd 格式输入日期',
    DATE_MDY: '请按 MM-dd-yyyy 格式输入日期',
    LETTERS_SPACES: '请输入{{min}}至{{max}}位字母和空格',
    THAI: '请输入{{min}}至{{max}}个泰文字符',
    KOREAN: '请输入{{min}}至{{max}}个韩文字符',
    THAI_ENGLISH_SPACES: '请输入{{min}}至{{max}}位泰文或英文字母和空格',
    UPPER_SPACES_ONE_LETTER: '请输入{{min}}至{{max}}位大写字母和空格',
    LETTERS_DIGITS_SYMBOLS: '请输入{{min}}至{{max}}位字母、数字或符号，不含空格',
    STRONG_PASSWORD: '请输入{{min}}至{{max}}个字符，须包含大写字母、小写字母、数字和符号',
    FULL_NAME: '真实姓名格式不正确：请输入名和姓，以空格分隔',
    JAPANESE_FULL_WIDTH: '请输入{{min}}至{{max}}个全角平假名、片假名或汉字',
    UPPER_NO_SPACES: '请输入{{min}}至{{max}}位大写字母，不含空格',
    CPF: '请输入有效的CPF（11位数字）',
  },
};

/** The translated message for a failed rule, with its bounds filled in. */
export const patternMessage = (
  rule: { pattern: PatternKind; min: number; max: number },
  language: SupportedLanguage,
): string =>
  PATTERN_MESSAGES[language][rule.pattern]
    .replace('{{min}}', String(rule.min))
    .replace('{{max}}', String(rule.max));

/**
 * Spec section 5's field-specific messages: a registration or password rule that fails on the
 * account name, a password or a phone number says so first ('Account format is incorrect',
 * 'Password format is incorrect', 'Phone number format is incorrect'), then what the rule wants;
 * a password of the wrong length reads 'Please fill in your password with (min) - (max)
 * characters'. {{rule}} is the pattern message.
 */
export const FIELD_RULE_MESSAGES: Record<
  SupportedLanguage,
  { account: string; password: string; passwordLength: string; phone: string }
> = {
  EN: {
    account: 'Account format is incorrect. {{rule}}',
    password: 'Password format is incorrect. {{rule}}',
    passwordLength: 'Please fill in your password with {{min}} - {{max}} characters',
    phone: 'Phone number format is incorrect. {{rule}}',
  },
  PT: {
    account: 'Formato de conta incorreto. {{rule}}',
    password: 'Formato de senha incorreto. {{rule}}',
    passwordLength: 'Preencha sua senha com {{min}} a {{max}} caracteres',
    phone: 'Formato de número de telefone incorreto. {{rule}}',
  },
  CN: {
    account: '账号格式不正确。{{rule}}',
    password: '密码格式不正确。{{rule}}',
    passwordLength: '请输入{{min}}至{{max}}位密码',
    phone: '电话号码格式不正确。{{rule}}',
  },
};

const ruleSubject = (field: string | undefined): 'account' | 'password' | 'phone' | null => {
  if (field === undefined) return null;
  if (field === 'username') return 'account';
  if (field === 'mobileNum') return 'phone';
  return field.toLowerCase().includes('password') ? 'password' : null;
};

/**
 * The message for a value a field's rule refused (checkPattern's reason), the same on the server
 * and in the browser: the field's own wording of spec section 5 where it has one, else the
 * pattern message.
 */
export const ruleMessage = (
  rule: { field?: string; pattern: PatternKind; min: number; max: number },
  reason: 'length' | 'pattern',
  language: SupportedLanguage,
): string => {
  const texts = FIELD_RULE_MESSAGES[language];
  const subject = ruleSubject(rule.field);
  const bounds = (text: string) =>
    text.replace('{{min}}', String(rule.min)).replace('{{max}}', String(rule.max));
  if (subject === 'password' && reason === 'length') return bounds(texts.passwordLength);
  const pattern = patternMessage(rule, language);
  return subject ? texts[subject].replace('{{rule}}', pattern) : pattern;
};
