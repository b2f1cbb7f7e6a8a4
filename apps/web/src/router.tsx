import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { queryClient, type TrpcUtils, trpcClient, trpcUtils } from '@/lib/trpc';
import { routeTree } from './routeTree.gen';
import '@/lib/navigation-state';

export interface RouterContext {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
}

export interface AppRouterOptions {
  queryClient: QueryClient;
  /** The browser's history when omitted; a memory history when rendering on the server. */
  history?: RouterHistory;
}

/**
 * The app's router. The browser makes one (main.tsx) with the app's QueryClient; the server makes one per page
 * it renders, each with its own QueryClient, so that no data leaks between requests.
 */
export function createAppRouter(options: AppRouterOptions) {
  const utils =
    options.queryClient === queryClient
      ? trpcUtils
      : createTRPCQueryUtils({ queryClient: options.queryClient, client: trpcClient });
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { queryClient: options.queryClient, trpcUtils: utils },
    defaultPreload: 'intent',
    // Loaders read through React Query, which owns caching.
    defaultPreloadStaleTime: 0,
    // On the server it would write an inline script, which the CSP (hashes of index.html's scripts) refuses.
    scrollRestoration: !options.history,
    // Loaded on demand: they pull in buttons and icons the landing page does not need at start.
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/components/not-found'), 'NotFound'),
    defaultErrorComponent: lazyRouteComponent(() => import('@/components/route-error'), 'RouteError'),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
