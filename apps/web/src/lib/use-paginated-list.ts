import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long the search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The part of a paginated answer the list follows: the page the server served (clamped past the end). */
export interface ServerPage {
  page: number;
}

/** The fields of a TanStack query result the list reads (a tRPC `useQuery` result fits). */
export interface ListQueryState {
  data?: ServerPage | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
  errorUpdatedAt: number;
}

/** What the list asks the server for. */
export interface ListParams<TSize> {
  page: number;
  pageSize: TSize;
  /** The trimmed, debounced search text. */
  search: string;
}

interface BaseListOptions<TSize, TFilters, TQuery extends ListQueryState> {
  initialPageSize: TSize;
  /**
   * The list's query hook, called once per render with the page, page size and search, and the filters. Declare
   * it at module level, e.g. `function useProductsQuery(params: ListParams<PageSize>) { return
   * trpc.products.list.useQuery(params, { placeholderData: keepPreviousData }); }`.
   */
  useListQuery: (params: ListParams<TSize>, filters: TFilters) => TQuery;
  /** Called once per failed load (each failed fetch, not each render): the list's error toast. */
  onLoadError?: () => void;
  debounceMs?: number;
}

/** The list's other inputs (a tab, a filter): passed to the query; a change starts from the first page. */
type FiltersOption<TFilters> = undefined extends TFilters ? { filters?: TFilters } : { filters: TFilters };

export type PaginatedListOptions<TSize, TFilters, TQuery extends ListQueryState> = BaseListOptions<
  TSize,
  TFilters,
  TQuery
> &
  FiltersOption<TFilters>;

interface PageState {
  page: number;
  /** The search, page size and filters the page belongs to. */
  scope: string;
}

/** The identity of a list's result set: a new search, page size, tab or filter is a new scope. */
export function listScope(search: string, pageSize: unknown, filters: unknown): string {
  return JSON.stringify([search, pageSize, filters ?? null]);
}

/** The page to show: the chosen one within its scope, the first page once the scope changed. */
export function pageInScope(state: PageState, scope: string): number {
  return state.scope === scope ? state.page : 1;
}

/**
 * The server clamps a page past the end (after the last item of the last page went away) and answers the page
 * it served: the page to move to, or null when there is nothing to follow (no answer yet, a placeholder from
 * the previous page, or the same page).
 */
export function serverPageToFollow(
  page: number,
  data: ServerPage | undefined,
  isPlaceholderData: boolean,
): number | null {
  if (!data || isPlaceholderData || data.page === page) return null;
  return data.page;
}

/** A failed load not yet reported: each failed fetch has its own `errorUpdatedAt`. */
export function isNewLoadError(isError: boolean, errorUpdatedAt: number, lastReportedAt: number): boolean {
  return isError && errorUpdatedAt !== lastReportedAt;
}

/**
 * The state and the three effects every server-paginated list shares: the search box (text as typed, and the
 * trimmed value once typing paused), the page and page size, back to the first page on a new search, page size
 * or filter, following the server's clamp, and one `onLoadError` per failed load.
 */
export function usePaginatedList<TSize, TQuery extends ListQueryState, TFilters = undefined>(
  options: PaginatedListOptions<TSize, TFilters, TQuery>,
) {
  const { initialPageSize, useListQuery, onLoadError, debounceMs = SEARCH_DEBOUNCE_MS } = options;
  // Required by the type whenever the query takes filters; undefined only for a list without any.
  const filters = options.filters as TFilters;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), debounceMs);
  const [pageSize, setPageSize] = useState<TSize>(initialPageSize);
  const scope = listScope(search, pageSize, filters);
  const [pageState, setPageState] = useState<PageState>(() => ({ page: 1, scope }));
  const page = pageInScope(pageState, scope);
  // A new scope starts from the first page (state adjusted while rendering: no request for the old page).
  if (pageState.scope !== scope) setPageState({ page: 1, scope });

  const setPage = useCallback((next: number) => setPageState((state) => ({ ...state, page: next })), []);

  const query = useListQuery({ page, pageSize, search }, filters);

  const follow = serverPageToFollow(page, query.data, query.isPlaceholderData);
  useEffect(() => {
    if (follow !== null) setPage(follow);
  }, [follow, setPage]);

  const onLoadErrorRef = useRef(onLoadError);
  useEffect(() => {
    onLoadErrorRef.current = onLoadError;
  });
  const lastReportedAt = useRef(0);
  useEffect(() => {
    if (!isNewLoadError(query.isError, query.errorUpdatedAt, lastReportedAt.current)) return;
    lastReportedAt.current = query.errorUpdatedAt;
    onLoadErrorRef.current?.();
  }, [query.isError, query.errorUpdatedAt]);

  return {
    searchText,
    setSearchText,
    /** The trimmed, debounced search the server got. */
    search,
    clearSearch: useCallback(() => setSearchText(''), []),
    page,
    setPage,
    pageSize,
    setPageSize,
    query,
  };
}
