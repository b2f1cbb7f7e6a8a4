import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { trpc, trpcClient } from '@/lib/trpc';
import { useIsDesktop } from '@/lib/use-media-query';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
});

// Toasts only appear after an interaction, so sonner loads after the first render.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  // Never over the header's user menu or a screen's own buttons: at the top centre on a desktop (the header's
  // empty middle), at the bottom on a phone (its header is full).
  const desktop = useIsDesktop();
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={resolvedTheme}
        position={desktop ? 'top-center' : 'bottom-center'}
        richColors
        closeButton
      />
    </Suspense>
  );
}

function RootComponent() {
  // The router's own client: the browser's app-wide one, or a fresh one per page rendered on the server.
  const { queryClient } = Route.useRouteContext();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <HeadContent />
          <Outlet />
          <ThemedToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
