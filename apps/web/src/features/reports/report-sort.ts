export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/** A column's value to sort by: a number, a text, or null (a deleted name, no conversion): always last. */
export type SortValue = number | string | null;

export type SortAccessors<Row, Key extends string> = Record<Key, (row: Row) => SortValue>;

function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the column's order; rows without a value go last whichever the direction, and ties keep the
 * server's order (best sellers first).
 */
export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  sort: SortState<Key>,
  accessors: SortAccessors<Row, Key>,
  locale: string,
): Row[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const read = accessors[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return sign * compareValues(a.value, b.value, collator) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/**
 * The order after a click on a column's header: the other way round on the sorted column; on another column,
 * its natural first direction (names A→Z, figures highest first).
 */
export function nextSort<Key extends string>(
  current: SortState<Key>,
  key: Key,
  firstDirection: SortDirection,
): SortState<Key> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}

/** The header's `aria-sort`. */
export function ariaSort<Key extends string>(
  current: SortState<Key>,
  key: Key,
): 'ascending' | 'descending' | 'none' {
  if (current.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
