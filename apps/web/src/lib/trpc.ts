import type { AppRouter } from '@afilia/api';
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import { currentLanguage } from '@/lib/i18n';

/** Typed React hooks: `trpc.auth.me.useQuery()`, `trpc.contact.send.useMutation()`… */
export const trpc = createTRPCReact<AppRouter>();

/** HTTP status carried by a tRPC error (`error.data.httpStatus`), if any. */
export function errorHttpStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** No retry on 4xx (bad input, auth, not found…); up to two retries on network and 5xx errors. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorHttpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      transformer: superjson,
      // The server refuses batches of more than 10 calls (MAX_BATCH_SIZE in apps/server/src/plugins/trpc.ts).
      maxItems: 10,
      // The server renders emails (confirmation, reset…) in the language the visitor is using.
      headers: () => ({ 'x-afilia-locale': currentLanguage() }),
      fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
    }),
  ],
});

/**
 * Imperative helpers for route loaders and `beforeLoad`:
 * `await context.trpcUtils.auth.me.ensureData()`, `trpcUtils.auth.me.invalidate()`…
 */
export const trpcUtils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;
