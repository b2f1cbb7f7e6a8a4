import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFound } from '@/components/not-found';
import { RouteError } from '@/components/route-error';
import { queryClient, type TrpcUtils, trpcUtils } from '@/lib/trpc';
import { routeTree } from './routeTree.gen';
import '@/lib/navigation-state';

export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
}

export const router = createRouter({
  routeTree,
  context: { queryClient, trpcUtils },
  defaultPreload: 'intent',
  // Loaders read through React Query, which owns caching.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
