import type { SupportedLanguage } from '@platform/contracts';
import { formatLine } from './format-line';
import { courtT } from './court-i18n';

type Teams = { home: string; away: string };

/**
 * Basketball and tennis market keys as the page reads them. Basketball: "ML" (overtime
 * included), "PS:-5.5" (the home side's point handicap), "TP:160.5", "QR:1" (a quarter's
 * result), "HR:2" (a half's). Tennis: "TMW", "SB:BO3" (set betting), "TG:22.5", "GH:-3.5"
 * (the home player's game handicap), "FSW" (first set winner).
 */
export const COURT_FAMILIES = ['ML', 'PS', 'TP', 'QR', 'HR', 'TMW', 'FSW', 'SB', 'TG', 'GH'] as const;
export type CourtFamily = (typeof COURT_FAMILIES)[number];

export type CourtKey = { family: CourtFamily; number: number | null; line: number | null };

const isFamily = (text: string): text is CourtFamily => (COURT_FAMILIES as readonly string[]).includes(text);

/** The key's family, its quarter or half, and its line; null for a key of another sport. */
export const parseCourtKey = (key: string): CourtKey | null => {
  const [family = '', value] = key.split(':');
  if (!isFamily(family)) return null;
  const number = value === undefined ? null : Number(value);
  const known = number !== null && Number.isFinite(number) ? number : null;
  switch (family) {
    case 'PS':
    case 'TP':
    case 'TG':
    case 'GH':
      return { family, number: null, line: known };
    case 'QR':
    case 'HR':
      return { family, number: known, line: null };
    case 'ML':
    case 'TMW':
    case 'FSW':
    case 'SB':
      return { family, number: null, line: null };
    default: {
      const never: never = family;
      return never;
    }
  }
};

/** The families whose buttons are captioned by their keys ("1", "X", "2", "2-1"), as the 1X2's. */
export const isCourtKeyCaptioned = (family: CourtFamily): boolean =>
  family === 'ML' ||
  family === 'TMW' ||
  family === 'FSW' ||
  family === 'QR' ||
  family === 'HR' ||
  family === 'SB';

export const isCourtTotal = (family: CourtFamily): boolean => family === 'TP' || family === 'TG';

/** The market's title: "Total de pontos 160,5", "Vencedor do 1º quarto", "Placar exato em sets". */
export const courtMarketName = (key: string, language: SupportedLanguage): string | null => {
  const parsed = parseCourtKey(key);
  if (!parsed) return null;
  const t = courtT(language);
  const { family, number, line } = parsed;
  switch (family) {
    case 'PS':
    case 'TP':
    case 'TG':
    case 'GH':
      return line === null
        ? t(`market.${family}`)
        : t(`market.${family}.line`, {
            line: formatLine(line, language, family === 'PS' || family === 'GH'),
          });
    case 'QR':
    case 'HR':
      return number === null ? t(`market.${family}`) : t(`market.${family}.n`, { n: number });
    case 'ML':
    case 'TMW':
    case 'FSW':
    case 'SB':
      return t(`market.${family}`);
    default: {
      const never: never = family;
      return never;
    }
  }
};

/** The selection's name: a team or player, "Empate", "Mais de 160,5", "Flamengo -5,5", "2-1". */
export const courtSelectionName = (input: {
  marketKey: string;
  selection: string;
  teams: Teams;
  language: SupportedLanguage;
}): string | null => {
  const parsed = parseCourtKey(input.marketKey);
  if (!parsed) return null;
  const { selection, teams, language } = input;
  const t = courtT(language);
  const side =
    selection === '1' ? teams.home : selection === '2' ? teams.away : selection === 'X' ? t('draw') : null;
  switch (parsed.family) {
    case 'TP':
    case 'TG': {
      const line = parsed.line === null ? '' : formatLine(parsed.line, language);
      if (selection === 'OVER') return t('over', { line });
      if (selection === 'UNDER') return t('under', { line });
      return selection;
    }
    case 'PS':
    case 'GH': {
      if (side === null || parsed.line === null) return side ?? selection;
      const own = selection === '2' ? -parsed.line : parsed.line;
      return `${side} ${formatLine(own, language, true)}`;
    }
    case 'SB':
      return selection;
    case 'ML':
    case 'TMW':
    case 'FSW':
    case 'QR':
    case 'HR':
      return side ?? selection;
    default: {
      const never: never = parsed.family;
      return never;
    }
  }
};
