import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef } from 'react';
import { errorHttpStatus, trpc } from '@/lib/trpc';
import type { Me } from '@/lib/use-me';

/**
 * Keeps the dashboard's session honest: re-reads it on each navigation and after any call refused as
 * UNAUTHORIZED, and leads to /login (with returnTo) once it has ended. `loggingOut` is set while the user
 * signs out, which navigates on its own.
 */
export function useSessionGuard(me: Me | null | undefined, loggingOut: RefObject<boolean>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useRouterState({ select: (s) => s.location });
  const pathname = location.pathname;
  // Session check: each navigation, and any call refused as UNAUTHORIZED (a blocked, removed or expired
  // account), re-reads the session; a null answer leads to /login through the effect below.
  const utils = trpc.useUtils();
  const checkedPath = useRef(pathname);
  useEffect(() => {
    if (checkedPath.current === pathname || !pathname.startsWith('/dashboard')) return;
    checkedPath.current = pathname;
    void utils.auth.me.invalidate();
  }, [pathname, utils]);
  useEffect(() => {
    const onError = (error: unknown) => {
      if (errorHttpStatus(error) === 401 && !loggingOut.current) void utils.auth.me.invalidate();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, utils, loggingOut]);

  // Session event: the session ended (expired, revoked, or signed out in another tab) → /login. While the
  // login route loads, this layout still sees its location: no second redirect that would nest returnTo.
  useEffect(() => {
    if (me !== null || loggingOut.current || !location.pathname.startsWith('/dashboard')) return;
    void navigate({ to: '/login', search: { returnTo: location.href }, replace: true });
  }, [me, navigate, location.href, location.pathname, loggingOut]);
}
