// The catalogue's name search: names and queries folded alike, so accents and case never matter.
import type { LocalisedNames } from './games.tables.js';

/** Lower case first (so no letter gains a mark), then decompose and drop the combining marks. */
const foldForSearch = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** Every language's name, lower-case and without accents: what the name search matches. */
export const searchTextOf = (names: LocalisedNames): string =>
  [names.PT, names.EN, names.CN].map(foldForSearch).join(' ');

/** A player's query folded the same way as searchTextOf, trimmed, inner whitespace collapsed. */
export const normaliseSearch = (query: string): string => foldForSearch(query).trim().replace(/\s+/gu, ' ');
