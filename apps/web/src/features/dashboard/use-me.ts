import type { RouterOutputs } from '@afilia/api';
import { trpc } from '@/lib/trpc';

export type Me = NonNullable<RouterOutputs['auth']['me']>;
export type Profile = Me['profile'];

/** The signed-in user inside the dashboard (the layout guarantees it was loaded). */
export function useMe(): Me | null {
  const { data } = trpc.auth.me.useQuery();
  return data ?? null;
}
