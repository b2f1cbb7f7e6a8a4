import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { trpc, trpcClient } from '@/lib/trpc';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
});

// Toasts only appear after an interaction, so sonner loads after the first render.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Suspense fallback={null}>
      {/* At the bottom: a toast never covers the header or its user menu (full width on phones). */}
      <Toaster theme={resolvedTheme} position="bottom-right" richColors closeButton />
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
