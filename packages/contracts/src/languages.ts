/**
 * Language codes as the API and localStorage carry them (uppercase, the client's own codes),
 * with native names for the selector. Only languages with complete translations are selectable.
 */
export const SUPPORTED_LANGUAGES = ['PT', 'EN', 'CN'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'PT';

/** BCP 47 tag for each supported code: used for Intl formatting and the html lang attribute. */
export const LANGUAGE_TAGS: Record<SupportedLanguage, string> = {
  PT: 'pt-BR',
  EN: 'en',
  CN: 'zh-CN',
};

export type LanguageEntry = { code: string; nativeName: string; selectable: boolean };

const ALL: ReadonlyArray<readonly [string, string]> = [
  ['PT', 'Português (Brasil)'],
  ['EN', 'English'],
  ['CN', '简体中文'],
  ['TW', '繁體中文'],
  ['ES', 'Español'],
  ['FR', 'Français'],
  ['DE', 'Deutsch'],
  ['IT', 'Italiano'],
  ['NL', 'Nederlands'],
  ['PL', 'Polski'],
  ['RU', 'Русский'],
  ['UK', 'Українська'],
  ['TR', 'Türkçe'],
  ['EL', 'Ελληνικά'],
  ['RO', 'Română'],
  ['HU', 'Magyar'],
  ['CS', 'Čeština'],
  ['SV', 'Svenska'],
  ['NO', 'Norsk'],
  ['DA', 'Dansk'],
  ['FI', 'Suomi'],
  ['AR', 'العربية'],
  ['HE', 'עברית'],
  ['FA', 'فارسی'],
  ['HI', 'हिन्दी'],
  ['BN', 'বাংলা'],
  ['UR', 'اردو'],
  ['TA', 'தமிழ்'],
  ['NE', 'नेपाली'],
  ['SI', 'සිංහල'],
  ['TH', 'ไทย'],
  ['VN', 'Tiếng Việt'],
  ['ID', 'Bahasa Indonesia'],
  ['MY', 'Bahasa Melayu'],
  ['TL', 'Filipino'],
  ['KM', 'ខ្មែរ'],
  ['LO', 'ລາວ'],
  ['MM', 'မြန်မာ'],
  ['JP', '日本語'],
  ['KR', '한국어'],
];

export const LANGUAGES: LanguageEntry[] = ALL.map(([code, nativeName]) => ({
  code,
  nativeName,
  selectable: (SUPPORTED_LANGUAGES as readonly string[]).includes(code),
}));

export const isSupportedLanguage = (code: unknown): code is SupportedLanguage =>
  typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);

/** Reads a Language header or query value leniently: case-insensitive, falls back to the default. */
export const toSupportedLanguage = (raw: unknown): SupportedLanguage => {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (code === 'ZH' || code.startsWith('ZH-')) return 'CN';
  if (code.startsWith('PT')) return 'PT';
  if (code.startsWith('EN')) return 'EN';
  return isSupportedLanguage(code) ? code : DEFAULT_LANGUAGE;
};
