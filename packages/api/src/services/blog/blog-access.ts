import type { SessionUser } from '@afilia/auth';
import { can } from '@afilia/validators';
import { roleOf } from '../auth/profile-dto';

/**
 * Whether the caller of a public blog procedure may see what only the blog's managers see (drafts, their
 * comments): a signed-in, not suspended, deactivated or removed account whose role has `blog.manage`. Anyone else is
 * answered as a visitor, so a draft stays 'Artigo não encontrado' for them.
 */
export function canManageBlog(session: SessionUser | null): boolean {
  if (!session) return false;
  if (session.profile.status !== 'active' && session.profile.status !== 'pending') return false;
  return can(roleOf(session.profile), 'blog.manage');
}
