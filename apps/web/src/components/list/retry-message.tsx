import { type LucideIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { parseError, translateError } from '@/lib/errors';
import { ListMessage } from './list-message';
import { RefreshButton } from './refresh-button';

/** What the message reads of a failed query (a tRPC `useQuery` result fits). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A load that failed: the error's title and description, and 'Tentar novamente' to load again. */
export function RetryMessage({
  title,
  description,
  onRetry,
  retrying,
  icon = TriangleAlertIcon,
  className,
  testId,
}: {
  title: string;
  description: string;
  onRetry: () => void;
  retrying: boolean;
  icon?: LucideIcon;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ListMessage
      alert
      icon={icon}
      tone="destructive"
      title={title}
      description={description}
      className={className}
      testId={testId}
    >
      <RefreshButton onClick={onRetry} refreshing={retrying}>
        {t('common.actions.retry')}
      </RefreshButton>
    </ListMessage>
  );
}

/** A failed query in place of its content: the title given, the server's error translated, and a retry. */
export function QueryErrorMessage({
  title,
  query,
  className = 'py-8',
}: {
  title: string;
  query: RetryableQuery;
  className?: string;
}) {
  const { t } = useTranslation();
  const { code, params } = parseError(query.error);
  return (
    <RetryMessage
      title={title}
      description={translateError(t, code, params)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );
}
