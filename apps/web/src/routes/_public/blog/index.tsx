import { createFileRoute } from '@tanstack/react-router';
import { parseBlogSearch } from '@/features/blog/blog-search-params';
import { BlogListPage } from '@/features/blog/list/blog-list-page';

/**
 * /blog: the articles, loaded in the browser (the server writes the head tags; the list is never frozen into
 * a prerendered page). `?tab=manage`, `?tag=` and `?category=` keep the admin's tab and the filters.
 */
export const Route = createFileRoute('/_public/blog/')({
  validateSearch: parseBlogSearch,
  component: BlogRoute,
});

function BlogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BlogListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
  );
}
