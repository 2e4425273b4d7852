import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/messages';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silentError: true` → the caller shows the error itself (no global dialog). */
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

/** Failed queries and mutations end in the global message dialog unless marked silent. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.silentError) showError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.silentError) showError(error);
    },
  }),
  defaultOptions: {
    queries: {
      // Server refusals are final; only a transport failure is worth one more try.
      retry: (failureCount, error) =>
        failureCount < 1 && (!isApiError(error) || error.isTransportFailure),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
