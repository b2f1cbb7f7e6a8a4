import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { nextSort, type SortAccessors, type SortDirection, type SortState, sortRows } from './report-sort';

/** A report table's order: the state, the sorted rows, and what a header click does. */
export function useTableSort<Row, Key extends string>(
  rows: readonly Row[],
  accessors: SortAccessors<Row, Key>,
  initial: SortState<Key>,
) {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const [sort, setSort] = useState(initial);
  const sorted = useMemo(() => sortRows(rows, sort, accessors, locale), [rows, sort, accessors, locale]);
  const onSort = (key: Key, firstDirection: SortDirection) =>
    setSort((current) => nextSort(current, key, firstDirection));
  return { sort, setSort, sorted, onSort };
}
