import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { toast } from '../ui/toaster';
import { isChangedBy, type Changes } from './changes';

/** How a failed read reaches the user (spec 000 §8 'other msg → to the screen'). */
export type ErrorShown = 'toast' | 'silent';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errors?: ErrorShown };
    mutationMeta: { changes?: Changes };
  }
}

export const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(String(e), null));

/**
 * The academic screens' one cache of read answers (core/client/data/useCall.ts), created with
 * the shell and dropped with it (a new sign-in starts empty):
 * - a failed read is a toast unless its screen shows the error itself ('silent');
 * - a successful write marks the reads it changes stale, and the ones on screen load again
 *   (the write does not wait for them);
 * - nothing is retried here: core/client/api.ts already sends a read (and a versioned write) once
 *   more after a 503 (retryPolicy.ts), and any other failure is the screen's or the user's.
 * Answers are stale at once (a screen shown again shows the cached answer and asks again), and
 * kept five minutes after their last screen (TanStack's default). No refetch on focus or
 * reconnect: the screens load when opened or changed, as they always did.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (e, query) => {
        if (query.meta?.errors !== 'silent') void toast.error(asApiError(e).message);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_answer, _payload, _context, mutation) => {
        const changes = mutation.meta?.changes;
        // Not awaited: the write answers the screen at once (its toast, its dialog closing), and
        // the reads it changed load again behind it.
        if (changes?.length) void client.invalidateQueries({ predicate: (q) => isChangedBy(changes, q) });
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
  return client;
}
