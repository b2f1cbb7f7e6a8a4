import { WebhookIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { trpc } from '@/lib/trpc';
import { PlatformTableCard } from './platform-table-card';
import { EndpointStatusBadge } from './webhook-badges';

/**
 * The admin's 'Endpoints dos produtores': every producer's endpoints, read-only (who, where, how many events,
 * status). Secrets and delivery bodies stay with each producer. The URL moves under the producer below 1024 px.
 */
export function PlatformEndpointsCard() {
  const { t } = useTranslation();
  const query = trpc.webhooks.platformEndpoints.useQuery(undefined, { staleTime: 0 });
  return (
    <PlatformTableCard
      testId="settings-platform-webhooks"
      title={t('settings.integrations.platform.title')}
      description={t('settings.integrations.platform.description')}
      query={query}
      loading={t('settings.integrations.platform.loading')}
      loadFailed={t('settings.integrations.platform.loadFailed')}
      empty={{
        icon: WebhookIcon,
        title: t('settings.integrations.platform.empty'),
        testId: 'platform-webhooks-empty',
      }}
      tableLabel={t('settings.integrations.platform.tableLabel')}
      head={
        <>
          <TableHead className="pl-4">{t('settings.integrations.platform.columns.producer')}</TableHead>
          <TableHead className="hidden lg:table-cell">
            {t('settings.integrations.platform.columns.url')}
          </TableHead>
          <TableHead className="hidden text-right sm:table-cell">
            {t('settings.integrations.platform.columns.events')}
          </TableHead>
          <TableHead className="pr-4">{t('settings.integrations.platform.columns.status')}</TableHead>
        </>
      }
    >
      {(endpoints) =>
        endpoints.map((endpoint) => (
          <TableRow key={endpoint.id} data-testid="platform-webhook-endpoint">
            <TableCell className="max-w-64 pl-4 align-top">
              <span className="block break-words font-medium">{endpoint.owner.name}</span>
              <span className="block break-all text-muted-foreground text-xs">{endpoint.owner.email}</span>
              {/* Below 1024 px the URL sits under the producer (its column is hidden). */}
              <span className="mt-1 block break-all font-mono text-xs lg:hidden">{endpoint.url}</span>
              <span className="block text-muted-foreground text-xs sm:hidden">
                {t('settings.integrations.webhooks.endpoint.events', { count: endpoint.events.length })}
              </span>
            </TableCell>
            <TableCell className="hidden max-w-80 break-all align-top font-mono text-xs lg:table-cell">
              {endpoint.url}
            </TableCell>
            <TableCell className="hidden text-right align-top tabular-nums sm:table-cell">
              {endpoint.events.length}
            </TableCell>
            <TableCell className="pr-4 align-top">
              <EndpointStatusBadge endpoint={endpoint} />
            </TableCell>
          </TableRow>
        ))
      }
    </PlatformTableCard>
  );
}
