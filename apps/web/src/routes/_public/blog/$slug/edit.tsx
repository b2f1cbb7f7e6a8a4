import { createFileRoute } from '@tanstack/react-router';
import { ArticleEditorPage } from '@/features/blog/editor/article-editor-page';

/** /blog/{id}/edit (admins): the article editor on an existing article (its id, or its slug). */
export const Route = createFileRoute('/_public/blog/$slug/edit')({
  component: EditArticleRoute,
});

function EditArticleRoute() {
  const { slug } = Route.useParams();
  return <ArticleEditorPage key={slug} idOrSlug={slug} />;
}
