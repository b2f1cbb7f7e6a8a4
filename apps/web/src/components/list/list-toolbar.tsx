import type { ReactNode } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { PageSizeSelect } from './page-size-select';
import { RefreshButton } from './refresh-button';

/**
 * The bar over a paginated list: the search field (or another control, `leading`) on the left; 'Itens por página' with its menu and the
 * refresh button (a spinner while the list reloads) on the right. Stacked below 768 px.
 */
export function ListToolbar<TSize extends number | string>({
  search,
  leading,
  pageSize,
  onRefresh,
  refreshing,
  refreshLabel,
  children,
}: {
  search?: {
    value: string;
    onChange: (text: string) => void;
    placeholder: string;
    /** The field's accessible name. */
    label: string;
  };
  /** What stands on the left of a list without search (e.g. a status filter). */
  leading?: ReactNode;
  pageSize: {
    sizes: readonly TSize[];
    value: TSize;
    onChange: (size: TSize) => void;
    /** Shown before the menu and used as its accessible name ('Itens por página'). */
    label: string;
    /** How an option reads, e.g. 'all' → 'Todos'. */
    optionLabel?: (size: TSize) => string;
    testId?: string;
  };
  onRefresh: () => void;
  /** The list is reloading: the button is disabled and spins. */
  refreshing: boolean;
  refreshLabel: string;
  /** More controls (e.g. a filter menu), before 'Itens por página'. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 border-b p-4 md:flex-row md:items-center md:justify-between">
      {search ? (
        <SearchInput
          className="md:max-w-sm"
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          placeholder={search.placeholder}
          label={search.label}
        />
      ) : (
        leading
      )}
      <div className="flex items-center gap-2">
        {children}
        <span className="whitespace-nowrap text-muted-foreground text-sm">{pageSize.label}</span>
        <PageSizeSelect
          sizes={pageSize.sizes}
          value={pageSize.value}
          onChange={pageSize.onChange}
          label={pageSize.label}
          optionLabel={pageSize.optionLabel}
          testId={pageSize.testId}
        />
        <RefreshButton onClick={onRefresh} refreshing={refreshing} className="ml-auto sm:ml-0">
          {refreshLabel}
        </RefreshButton>
      </div>
    </div>
  );
}
