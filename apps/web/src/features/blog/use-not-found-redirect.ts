import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isArticleNotFound } from './blog-errors';

/**
 * An unknown id or slug (or a visitor's draft): back to /blog with the error 'Artigo não encontrado'. Returns
 * whether the error was that, so the page keeps its skeleton meanwhile.
 */
export function useArticleNotFoundRedirect(error: unknown): boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notFound = error !== null && error !== undefined && isArticleNotFound(error);
  useEffect(() => {
    if (!notFound) return;
    // A fixed id: the toast is shown once even if the effect runs twice.
    toast.error(t('blog.toasts.notFound'), { id: 'blog-article-not-found' });
    void navigate({ to: '/blog', replace: true });
  }, [notFound, navigate, t]);
  return notFound;
}
