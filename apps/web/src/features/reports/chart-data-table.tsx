import { useTranslation } from 'react-i18next';

export interface ChartTableColumn {
  label: string;
  /** The cell texts, one per row. */
  values: string[];
}

/**
 * A chart's figures as a table, behind 'Ver dados do gráfico': screen readers and keyboard users get every
 * value the picture shows, and anyone can read them exactly.
 */
export function ChartDataTable({
  caption,
  rowHeader,
  rows,
  columns,
}: {
  caption: string;
  rowHeader: string;
  /** The row labels (days or months). */
  rows: string[];
  columns: ChartTableColumn[];
}) {
  const { t } = useTranslation();
  return (
    <details className="group mt-2 text-sm" data-testid="chart-data">
      <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
        {t('reports.sales.chart.showData')}
      </summary>
      <div className="mt-2 max-h-72 overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {rowHeader}
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className="px-3 py-2 text-right font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row} className="border-t">
                <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                  {row}
                </th>
                {columns.map((column) => (
                  <td key={column.label} className="px-3 py-1.5 text-right tabular-nums">
                    {column.values[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
