import {
  LOBBY_PAGING,
  type GameListRequest,
  type GameListResponse,
  type SupportedLanguage,
  type SystemStatusResponse,
} from '@platform/contracts';
import { checkAnswer, type ResponseSchema } from './api-client';
import { isSystemStatusResponse } from './system-status-guard';
import * as wire from './wire-schemas.generated';

/** The element the server writes the visit's start-up answers into (apps/server page-document). */
const BOOT_DATA_ID = 'boot-data';

/** What apps/server/src/workflows/page-boot.ts writes; any field may be missing. */
type BootData = {
  language?: unknown;
  status?: unknown;
  gameMenus?: unknown;
  announcements?: unknown;
  lobby?: { gameType?: unknown; page?: unknown };
};
type BootAnswerKey = Exclude<keyof BootData, 'language' | 'status' | 'lobby'>;

const parse = (text: string): BootData | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as BootData) : null;
  } catch {
    return null;
  }
};

// Several start-up queries read the page's boot data (tens of KB): parsed once per text.
let parsed: { text: string; data: BootData | null } | null = null;

const readBootData = (): BootData | null => {
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  if (parsed?.text !== text) parsed = { text, data: parse(text) };
  return parsed.data;
};

/**
 * The start-up status the server wrote into the page, when it is in the visitor's language (its
 * maintenance and region texts are localised) and passes the same check as a fetched answer;
 * otherwise undefined, and the app asks for it as it always did.
 */
export const bootStatus = (language: SupportedLanguage): SystemStatusResponse | undefined => {
  const data = readBootData();
  if (data?.language !== language || !isSystemStatusResponse(data.status)) return undefined;
  return data.status;
};

/**
 * An answer the server wrote into the page (the game menus, the home's announcements), under the
 * same two conditions as the status: the visitor's language, and the check a fetched answer
 * passes. Undefined sends the query to the API as before.
 */
export const bootAnswer = <T>(
  key: BootAnswerKey,
  language: SupportedLanguage,
  schema: ResponseSchema<T>,
): T | undefined => {
  const data = readBootData();
  if (data?.language !== language || data[key] === undefined) return undefined;
  const checked = checkAnswer(schema, data[key]);
  return checked.success ? checked.data : undefined;
};

/**
 * The first page of games of the lobby the visit opened on, when the server wrote it and `params`
 * ask for exactly that page: the lobby's type, page 1 of the lobby's size, no vendor, class or
 * name (apps/server page-boot's firstLobbyPage).
 */
export const bootLobbyPage = (
  language: SupportedLanguage,
  params: Omit<GameListRequest, 'language' | 'platform' | 'clientType' | 'merchant'>,
): GameListResponse | undefined => {
  const data = readBootData();
  const { gameType, pageNo, pageSize, ...filters } = params;
  const unfiltered = Object.values(filters).every((value) => value === undefined);
  if (data?.language !== language || data.lobby?.gameType !== gameType) return undefined;
  if (!unfiltered || pageNo !== 1 || pageSize !== LOBBY_PAGING.pageSize) return undefined;
  const checked = checkAnswer(wire.GameListResponse, data.lobby.page);
  return checked.success ? checked.data : undefined;
};
