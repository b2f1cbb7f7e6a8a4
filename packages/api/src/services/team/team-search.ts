import { ilike, or, profiles, type SQL } from '@afilia/db';
import { likePattern } from '../list/like-pattern';

/** Case-insensitive substring match on the full name or the email (served by the trigram indexes). */
export function matchesSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern));
}
