import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListMessage } from '@/components/list/list-message';
import { Table, TableBody, TableHeader, TableRow } from '@/components/ui/table';
import { IntegrationCard, type LoadableQuery, QueryContent } from './integration-card';

/**
 * An admin's read-only table of what every producer set up: rows of placeholders while it loads, the error
 * with a retry, a plain message when no producer has any, else the table. The header row does not light up on
 * hover: it is not a row to point at.
 */
export function PlatformTableCard<Data extends readonly unknown[]>({
  testId,
  title,
  description,
  query,
  loading,
  loadFailed,
  empty,
  tableLabel,
  head,
  children,
}: {
  testId: string;
  title: string;
  description: string;
  query: LoadableQuery<Data>;
  /** The placeholder's accessible name. */
  loading: string;
  loadFailed: string;
  empty: { icon: LucideIcon; title: string; testId: string };
  tableLabel: string;
  /** The header cells. */
  head: ReactNode;
  /** The body rows. */
  children: (data: Data) => ReactNode;
}) {
  return (
    <IntegrationCard testId={testId} title={title} description={description}>
      <QueryContent
        query={query}
        loadFailed={loadFailed}
        skeleton={{ label: loading, count: 3, trailing: 2 }}
      >
        {(data) =>
          data.length === 0 ? (
            <ListMessage
              icon={empty.icon}
              tone="muted"
              title={empty.title}
              className="py-10"
              testId={empty.testId}
            />
          ) : (
            <div className="rounded-lg border">
              <Table aria-label={tableLabel}>
                <TableHeader>
                  <TableRow className="hover:bg-transparent">{head}</TableRow>
                </TableHeader>
                <TableBody>{children(data)}</TableBody>
              </Table>
            </div>
          )
        }
      </QueryContent>
    </IntegrationCard>
  );
}
