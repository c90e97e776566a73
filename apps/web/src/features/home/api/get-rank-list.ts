import { queryOptions, useQuery } from '@tanstack/react-query';
import { RANK_LIST_LIMIT, type SupportedLanguage } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import * as wire from '../../../lib/wire-schemas.generated';

/** POST /wps/relay/GCSGAME_getRankList: the winners board, biggest settled wins first. */
export const getRankList = (language: SupportedLanguage, signal?: AbortSignal) =>
  apiPost('/wps/relay/GCSGAME_getRankList', {
    schema: wire.RankListResponse,
    body: { gameCategory: 'ALL', language, limitNum: RANK_LIST_LIMIT },
    signal,
  });

export const rankListQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: ['home', 'rankList', language],
    queryFn: ({ signal }) => getRankList(language, signal),
    staleTime: 60_000,
  });

export const useRankList = () => useQuery(rankListQueryOptions(useLanguage()));
