import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors (4xx) will not change on retry; network and server failures may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });

/** `client`: one made before the first render, already asking for what the first page needs. */
export const AppProviders = ({ client, children }: { client?: QueryClient; children: ReactNode }) => {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};
