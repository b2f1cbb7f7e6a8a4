import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
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
  // Loaded on demand: they pull in buttons and icons the landing page does not need at start.
  defaultNotFoundComponent: lazyRouteComponent(() => import('@/components/not-found'), 'NotFound'),
  defaultErrorComponent: lazyRouteComponent(() => import('@/components/route-error'), 'RouteError'),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
