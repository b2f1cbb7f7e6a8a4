import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list/list-message';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBlogViewer } from '../use-blog-viewer';
import { useArticleNotFoundRedirect } from '../use-not-found-redirect';
import { ArticleEditorForm } from './article-editor-form';

function EditorPending() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6" role="status" aria-label={t('blog.editor.loading')}>
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-[32rem] w-full rounded-xl" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** An existing article, loaded by id or slug (an unknown one goes back to /blog with 'Artigo não encontrado'). */
function EditExisting({ idOrSlug }: { idOrSlug: string }) {
  const query = trpc.blog.get.useQuery({ idOrSlug });
  useArticleNotFoundRedirect(query.error);
  if (!query.data) return <EditorPending />;
  return <ArticleEditorForm key={query.data.id} article={query.data} />;
}

/**
 * /blog/new and /blog/{id}/edit (admins): the article editor. A visitor is sent to sign in and back; another
 * signed-in role is told the editor is for administrators.
 */
export function ArticleEditorPage({ idOrSlug }: { idOrSlug?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  const { me, isLoading, canManage } = useBlogViewer();
  useDocumentTitle(t(idOrSlug ? 'blog.editor.editTitle' : 'blog.editor.newTitle'));

  const signedOut = !isLoading && !me;
  useEffect(() => {
    if (signedOut) void navigate({ to: '/login', search: { returnTo: href }, replace: true });
  }, [signedOut, navigate, href]);

  let content: ReactNode;
  if (!me) content = <EditorPending />;
  else if (!canManage) {
    content = (
      <ListMessage icon={LockIcon} tone="primary" title={t('blog.editor.noPermission')}>
        <Button asChild variant="outline">
          <Link to="/blog">{t('blog.article.back')}</Link>
        </Button>
      </ListMessage>
    );
  } else if (idOrSlug) content = <EditExisting idOrSlug={idOrSlug} />;
  else content = <ArticleEditorForm article={null} />;

  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">{content}</div>;
}
