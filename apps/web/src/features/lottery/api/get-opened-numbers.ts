import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportedLanguage } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { lotteryKeys } from '../../../lib/lottery';
import { useLanguage } from '../../../lib/use-language';
import * as wire from '../../../lib/wire-schemas.generated';

/** An ELOTT game draws every minute: the lobby's numbers follow while it is open. */
export const OPENED_POLL_MS = 30_000;

/** GET /lgw/vn/numeros/opened/game: each lottery game's latest opened (drawn) numbers. */
export const getOpenedNumbers = (signal?: AbortSignal) =>
  apiGet('/lgw/vn/numeros/opened/game', { schema: wire.OpenedNumbersResponse, signal });

export const openedNumbersQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: lotteryKeys.opened(language),
    queryFn: ({ signal }) => getOpenedNumbers(signal),
    staleTime: 10_000,
    refetchInterval: OPENED_POLL_MS,
    refetchIntervalInBackground: false,
  });

export const useOpenedNumbers = () => useQuery(openedNumbersQueryOptions(useLanguage()));
