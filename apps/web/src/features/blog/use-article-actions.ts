import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import type { ArticleDetail } from './blog-types';

/** The server's reason as a toast description, unless it is the generic internal error. */
export function useErrorDescription() {
  const { t } = useTranslation();
  return (error: unknown): string | undefined => {
    const { code, params } = parseError(error);
    return code === 'errors.internal' ? undefined : t(code, params);
  };
}

/**
 * 'Duplicar' and 'Excluir' of an article, from the article page or the Gerenciar tab, with their toasts
 * ('Artigo duplicado com sucesso', 'Artigo excluído com sucesso'); the lists, tags and related articles are
 * refreshed after.
 */
export function useArticleActions() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const describe = useErrorDescription();
  const duplicateMutation = trpc.blog.duplicate.useMutation();
  const deleteMutation = trpc.blog.delete.useMutation();

  const refreshLists = () =>
    Promise.all([
      utils.blog.list.invalidate(),
      utils.blog.tags.invalidate(),
      utils.blog.related.invalidate(),
    ]);

  /** The copy (a draft titled '… (Cópia)'), or null when it failed. */
  const duplicate = async (id: string): Promise<ArticleDetail | null> => {
    try {
      const copy = await duplicateMutation.mutateAsync({ id });
      utils.blog.get.setData({ idOrSlug: copy.slug }, copy);
      toast.success(t('blog.toasts.duplicated'));
      void refreshLists();
      return copy;
    } catch (error) {
      toast.error(t('blog.errors.duplicate'), { description: describe(error) });
      return null;
    }
  };

  /**
   * Deletes the article; `leave` runs before the lists are refreshed (the article page goes back to /blog
   * first, so that nothing asks for the deleted article again).
   */
  const remove = async (id: string, leave?: () => Promise<unknown>): Promise<boolean> => {
    try {
      await deleteMutation.mutateAsync({ id });
      toast.success(t('blog.toasts.deleted'));
      await leave?.();
      void refreshLists();
      void utils.blog.pendingComments.invalidate();
      void utils.blog.get.invalidate();
      return true;
    } catch (error) {
      toast.error(t('blog.errors.delete'), { description: describe(error) });
      return false;
    }
  };

  return {
    duplicate,
    remove,
    duplicatingId: duplicateMutation.isPending ? duplicateMutation.variables?.id : undefined,
    deleting: deleteMutation.isPending,
  };
}
