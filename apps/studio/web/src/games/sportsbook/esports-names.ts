import type { EsportsTitle, SupportedLanguage } from '@platform/contracts';
import { formatLine } from './format-line';
import { esportsT } from './esports-i18n';

type Teams = { home: string; away: string };

/**
 * E-sports market keys as the page reads them: "MW", "MW3", "MAP:2", "TM:2.5", "MH:-1.5",
 * "CMS:BO3", "RT:1:21.5" (total rounds on map 1), "RH:2:-3.5" (round handicap on map 2).
 */
export const ESPORTS_FAMILIES = ['MW', 'MW3', 'MAP', 'TM', 'MH', 'CMS', 'RT', 'RH'] as const;
export type EsportsFamily = (typeof ESPORTS_FAMILIES)[number];

export type EsportsKey = { family: EsportsFamily; map: number | null; line: number | null };

const isFamily = (text: string): text is EsportsFamily =>
  (ESPORTS_FAMILIES as readonly string[]).includes(text);

/** The key's family, map and line; null for a key that is not an e-sports one (football's). */
export const parseEsportsKey = (key: string): EsportsKey | null => {
  const [family = '', first, second] = key.split(':');
  if (!isFamily(family)) return null;
  const number = (text: string | undefined) => {
    const value = text === undefined ? NaN : Number(text);
    return Number.isFinite(value) ? value : null;
  };
  switch (family) {
    case 'MW':
    case 'MW3':
    case 'CMS':
      return { family, map: null, line: null };
    case 'MAP':
      return { family, map: number(first), line: null };
    case 'TM':
    case 'MH':
      return { family, map: null, line: number(first) };
    case 'RT':
    case 'RH':
      return { family, map: number(first), line: number(second) };
    default: {
      const never: never = family;
      return never;
    }
  }
};

/** The market's title: "Vencedor do mapa 2", "Total de mapas 2,5", "Handicap de rodadas no mapa 1: -3,5". */
export const esportsMarketName = (key: string, language: SupportedLanguage): string | null => {
  const parsed = parseEsportsKey(key);
  if (!parsed) return null;
  const t = esportsT(language);
  const { family, map, line } = parsed;
  const lineText = (signed: boolean) => (line === null ? '' : formatLine(line, language, signed));
  switch (family) {
    case 'MW':
    case 'MW3':
    case 'CMS':
      return t(`market.${family}`);
    case 'MAP':
      return map === null ? t('market.MAP') : t('market.MAP.map', { map });
    case 'TM':
      return line === null ? t('market.TM') : t('market.TM.line', { line: lineText(false) });
    case 'MH':
      return line === null ? t('market.MH') : t('market.MH.line', { line: lineText(true) });
    case 'RT':
    case 'RH':
      if (map === null) return t(`market.${family}`);
      return line === null
        ? t(`market.${family}.map`, { map })
        : t(`market.${family}.line`, { map, line: lineText(family === 'RH') });
    default: {
      const never: never = family;
      return never;
    }
  }
};

/** The selection's name: a team ("FURIA"), "Mais de 2,5", "FURIA -1,5", a map score "2-1". */
export const esportsSelectionName = (input: {
  marketKey: string;
  selection: string;
  teams: Teams;
  language: SupportedLanguage;
}): string | null => {
  const parsed = parseEsportsKey(input.marketKey);
  if (!parsed) return null;
  const { selection, teams, language } = input;
  const t = esportsT(language);
  const team =
    selection === '1' ? teams.home : selection === '2' ? teams.away : selection === 'X' ? t('draw') : null;
  const lineText = parsed.line === null ? '' : formatLine(parsed.line, language);
  switch (parsed.family) {
    case 'MW':
    case 'MW3':
    case 'MAP':
      return team ?? selection;
    case 'TM':
    case 'RT':
      if (selection === 'OVER') return t('over', { line: lineText });
      if (selection === 'UNDER') return t('under', { line: lineText });
      return selection;
    case 'MH':
    case 'RH': {
      if (team === null || parsed.line === null) return team ?? selection;
      const own = selection === '2' ? -parsed.line : parsed.line;
      return `${team} ${formatLine(own, language, true)}`;
    }
    case 'CMS':
      return selection;
    default: {
      const never: never = parsed.family;
      return never;
    }
  }
};

/** The titles' short labels, as players and broadcasters write them (a label, not a logo). */
export const ESPORTS_TITLE_LABELS: Record<EsportsTitle, string> = {
  CS2: 'CS2',
  LEAGUE_OF_LEGENDS: 'LoL',
  DOTA_2: 'Dota 2',
  VALORANT: 'Valorant',
};
