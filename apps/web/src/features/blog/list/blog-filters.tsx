import { BLOG_CATEGORIES, type BlogCategory } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isBlogCategory } from '../blog-search';
import { TagFilter } from './tag-filter';

const ALL = 'all';

/** The list's filters: the search box (debounced by the list), the category menu and the tag chips. */
export function BlogFilters({
  searchText,
  onSearchText,
  category,
  onCategory,
  tag,
  onTag,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  category: BlogCategory | null;
  onCategory: (category: BlogCategory | null) => void;
  tag: string | null;
  onTag: (tag: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          className="sm:max-w-sm"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder={t('blog.list.searchPlaceholder')}
          label={t('blog.list.searchLabel')}
          maxLength={120}
        />
        <Select
          value={category ?? ALL}
          onValueChange={(value) => onCategory(isBlogCategory(value) ? value : null)}
        >
          <SelectTrigger className="w-full sm:w-56" aria-label={t('blog.list.categoryLabel')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('blog.list.allCategories')}</SelectItem>
            {BLOG_CATEGORIES.map((id) => (
              <SelectItem key={id} value={id}>
                {t(`blog.categories.${id}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <TagFilter active={tag} onChange={onTag} />
    </div>
  );
}
