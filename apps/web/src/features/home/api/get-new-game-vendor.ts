import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportedLanguage } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { cachedForSession } from '../../../lib/session-cache';
import { useLanguage } from '../../../lib/use-language';
import * as wire from '../../../lib/wire-schemas.generated';

/** POST /wps/relay/GCSGAME_newGameVendor: each category's vendors, for the home category menu. */
export const getNewGameVendor = (language: SupportedLanguage, signal?: AbortSignal) =>
  apiPost('/wps/relay/GCSGAME_newGameVendor', {
    schema: wire.NewGameVendorResponse,
    // Spec section 7: the vendor call names the desktop HTML5 platform.
    body: { platform: 'html5-desktop', language },
    signal,
  });

export const newGameVendorQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: ['home', 'newGameVendor', language],
    // Spec section 9: vendors are kept for the session, until the language changes.
    queryFn: ({ signal }) =>
      cachedForSession({
        key: 'newGameVendor',
        language,
        schema: wire.NewGameVendorResponse,
        fetch: () => getNewGameVendor(language, signal),
      }),
    staleTime: Infinity,
  });

export const useNewGameVendor = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...newGameVendorQueryOptions(useLanguage()), enabled: options.enabled ?? true });
