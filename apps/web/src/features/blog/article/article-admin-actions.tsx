import { Link, useNavigate } from '@tanstack/react-router';
import { CopyIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ArticleDetail } from '../blog-types';
import { DeleteArticleDialog } from '../delete-article-dialog';
import { useArticleActions } from '../use-article-actions';

/**
 * An admin's Editar, Duplicar (then the copy's page) and Excluir (after 'Tem certeza que deseja excluir este
 * artigo?', then back to /blog).
 */
export function ArticleAdminActions({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useArticleActions();
  const [confirming, setConfirming] = useState(false);

  const duplicate = async () => {
    const copy = await actions.duplicate(article.id);
    if (copy) await navigate({ to: '/blog/$slug', params: { slug: copy.slug } });
  };
  const remove = async () => {
    const removed = await actions.remove(article.id, () => navigate({ to: '/blog', replace: true }));
    if (!removed) setConfirming(false);
  };

  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{t('blog.article.adminActions')}</legend>
      <Button asChild variant="outline" size="sm">
        <Link to="/blog/$slug/edit" params={{ slug: article.id }}>
          <PencilIcon aria-hidden />
          {t('blog.manage.edit')}
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void duplicate()}
        disabled={actions.duplicatingId !== undefined}
      >
        {actions.duplicatingId ? <Spinner /> : <CopyIcon aria-hidden />}
        {t('blog.manage.duplicate')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden />
        {t('blog.manage.delete')}
      </Button>
      <DeleteArticleDialog
        article={confirming ? article : null}
        pending={actions.deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </fieldset>
  );
}
