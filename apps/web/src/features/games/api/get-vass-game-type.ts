import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportedLanguage } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useLanguage } from '../../../lib/use-language';
import * as wire from '../../../lib/wire-schemas.generated';

/** POST /wps/relay/GCSGAME_getVassGameType (token): a vendor's game types and the classes of each. */
export const getVassGameType = (
  body: { vassalage: string; language: SupportedLanguage },
  signal?: AbortSignal,
) => apiPost('/wps/relay/GCSGAME_getVassGameType', { schema: wire.VassGameTypeResponse, body, signal });

export const vassGameTypeQueryOptions = (input: {
  token: string | null;
  language: SupportedLanguage;
  vassalage: string | null;
}) =>
  queryOptions({
    queryKey: ['games', 'vassGameType', input.token, input.language, input.vassalage],
    queryFn: ({ signal }) =>
      getVassGameType({ vassalage: input.vassalage ?? '', language: input.language }, signal),
    enabled: Boolean(input.token) && Boolean(input.vassalage),
    staleTime: 10 * 60_000,
  });

/** For members: the chosen vendor's classes, fresher than the cached menus; idle otherwise. */
export const useVassGameType = (vassalage: string | null) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(vassGameTypeQueryOptions({ token, language: useLanguage(), vassalage }));
};
