import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { ariaSort, type SortDirection, type SortState } from './report-sort';

/**
 * A column header that sorts the table: a button (keyboard-operable, named by the column), the state in the
 * header's `aria-sort` and an arrow.
 */
export function SortableHead<Key extends string>({
  column,
  label,
  sort,
  onSort,
  firstDirection,
  align = 'right',
  className,
}: {
  column: Key;
  label: string;
  sort: SortState<Key>;
  onSort: (column: Key, firstDirection: SortDirection) => void;
  /** Names A→Z first, figures highest first. */
  firstDirection: SortDirection;
  align?: 'left' | 'right';
  className?: string;
}) {
  const state = ariaSort(sort, column);
  const Icon = state === 'ascending' ? ArrowUpIcon : state === 'descending' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <TableHead aria-sort={state} className={cn(align === 'right' && 'text-right', className)}>
      <button
        type="button"
        onClick={() => onSort(column, firstDirection)}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1 rounded-sm px-1.5 py-1 font-medium outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
          align === 'right' && 'flex-row-reverse',
          state !== 'none' && 'text-foreground',
        )}
        data-testid={`sort-${column}`}
      >
        {label}
        <Icon className={cn('size-3.5', state === 'none' && 'opacity-50')} aria-hidden />
      </button>
    </TableHead>
  );
}
