import { createFileRoute } from '@tanstack/react-router';
import { ArticleEditorPage } from '@/features/blog/editor/article-editor-page';

/** /blog/new (admins): the article editor on a new article ('novo' and 'new' are never an article's slug). */
export const Route = createFileRoute('/_public/blog/new')({
  component: ArticleEditorPage,
});
