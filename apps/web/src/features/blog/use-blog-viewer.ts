import { can } from '@afilia/validators';
import { useMe } from '@/lib/use-me';

/** Who reads the blog: signed in or not, and whether they manage it (admins: drafts, editor, moderation). */
export function useBlogViewer() {
  const { me, isLoading } = useMe();
  return { me, isLoading, canManage: me ? can(me.role, 'blog.manage') : false };
}
