import { ArrowDownWideNarrowIcon, ArrowUpNarrowWideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { SortDirection, SortState } from './report-sort';

export interface SortColumn<Key extends string> {
  key: Key;
  label: string;
  firstDirection: SortDirection;
}

/** Below 768 px the table is a list of cards: the column to sort by is picked here, with its direction. */
export function SortSelect<Key extends string>({
  columns,
  sort,
  onChange,
}: {
  columns: SortColumn<Key>[];
  sort: SortState<Key>;
  onChange: (next: SortState<Key>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ascending = sort.direction === 'asc';
  const reverseLabel = t('reports.table.reverse', {
    order: t(ascending ? 'reports.table.ascending' : 'reports.table.descending'),
  });
  return (
    <div className="flex items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor={id} className="text-muted-foreground text-xs">
          {t('reports.table.sortLabel')}
        </Label>
        <Select
          value={sort.key}
          onValueChange={(value) => {
            const column = columns.find((item) => item.key === value);
            if (column) onChange({ key: column.key, direction: column.firstDirection });
          }}
        >
          <SelectTrigger id={id} className="w-full" data-testid="report-sort-select">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {columns.map((column) => (
              <SelectItem key={column.key} value={column.key}>
                {column.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label={reverseLabel}
        title={reverseLabel}
        onClick={() => onChange({ key: sort.key, direction: ascending ? 'desc' : 'asc' })}
      >
        {ascending ? <ArrowUpNarrowWideIcon aria-hidden /> : <ArrowDownWideNarrowIcon aria-hidden />}
      </Button>
    </div>
  );
}
