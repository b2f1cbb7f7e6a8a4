import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '@/features/blog/article/article-page';

/**
 * /blog/{slug} (also /blog/{id}): an article, loaded in the browser with a skeleton. Hovering a link to it
 * already asks for the article (the router preloads on intent), so it usually shows at once.
 */
export const Route = createFileRoute('/_public/blog/$slug/')({
  loader: ({ context, params }) => {
    void context.trpcUtils.blog.get.prefetch({ idOrSlug: params.slug });
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  return <ArticlePage key={slug} idOrSlug={slug} />;
}
