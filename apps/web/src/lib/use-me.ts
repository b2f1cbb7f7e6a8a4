import type { RouterOutputs } from '@afilia/api';
import { trpc } from '@/lib/trpc';

export type Me = NonNullable<RouterOutputs['auth']['me']>;
export type Profile = Me['profile'];

/**
 * The signed-in user (`auth.me`), or null when anonymous. A failed request (server down) counts as anonymous
 * for the public site. Cached for a minute; invalidate with `trpcUtils.auth.me.invalidate()` after login/logout.
 */
export function useMe() {
  const query = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  return { me: query.data ?? null, isLoading: query.isLoading, query };
}
