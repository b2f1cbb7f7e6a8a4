import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { RetryMessage } from './retry-message';

/** The translated texts of a list's load error: the toast and the message in place of the items. */
export interface ListLoadError {
  title: string;
  description: string;
}

/** The toast of a failed load (`onLoadError` of usePaginatedList). */
export function toastListLoadError({ title, description }: ListLoadError) {
  toast.error(title, { description, duration: 5000 });
}

/** The fields of a TanStack query result the body reads (a tRPC `useQuery` result fits). */
interface ListBodyQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a server-paginated list shows between its toolbar and its footer: the skeleton while the first page
 * loads, the load error with 'Tentar novamente' when there is nothing to show, the empty message, or the items.
 */
export function ListBody({
  query,
  isEmpty,
  loading,
  loadError,
  empty,
  inset = false,
  children,
}: {
  query: ListBodyQuery;
  /** The page has no items. */
  isEmpty: boolean;
  /** The skeleton. */
  loading: ReactNode;
  loadError: ListLoadError & { icon?: LucideIcon; className?: string; testId?: string };
  /** The message of an empty page (no items, no search match, no filter match). */
  empty: ReactNode;
  /** The skeleton and the items sit 16 px in (a card list; a table runs edge to edge). */
  inset?: boolean;
  /** The items. */
  children: ReactNode;
}) {
  const insetIfAsked = (node: ReactNode) => (inset ? <div className="p-4">{node}</div> : node);
  if (query.isPending) return insetIfAsked(loading);
  if (query.isError && !query.data) {
    return (
      <RetryMessage
        icon={loadError.icon}
        title={loadError.title}
        description={loadError.description}
        className={loadError.className}
        testId={loadError.testId}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty) return empty;
  return insetIfAsked(children);
}
