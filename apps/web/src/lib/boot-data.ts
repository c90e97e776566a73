import type { SupportedLanguage, SystemStatusResponse } from '@platform/contracts';
import { isSystemStatusResponse } from './system-status-guard';

/** The element the server writes the visit's start-up answers into (apps/server page-document). */
const BOOT_DATA_ID = 'boot-data';

type BootData = { language?: unknown; status?: unknown };

const readBootData = (): BootData | null => {
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as BootData) : null;
  } catch {
    return null;
  }
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
