import { WebhookIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { QueryErrorMessage } from '@/components/list/retry-message';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { trpc } from '@/lib/trpc';
import { EndpointStatusBadge } from './webhook-badges';

/**
 * The admin's 'Endpoints dos produtores': every producer's endpoints, read-only (who, where, how many events,
 * status). Secrets and delivery bodies stay with each producer. The URL moves under the producer below 1024 px.
 */
export function PlatformEndpointsCard() {
  const { t } = useTranslation();
  const query = trpc.webhooks.platformEndpoints.useQuery(undefined, { staleTime: 0 });
  const endpoints = query.data ?? [];
  return (
    <Card data-testid="settings-platform-webhooks">
      <CardHeader>
        <CardTitle>
          <h3>{t('settings.integrations.platform.title')}</h3>
        </CardTitle>
        <CardDescription>{t('settings.integrations.platform.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!query.data ? (
          query.isError ? (
            <QueryErrorMessage title={t('settings.integrations.platform.loadFailed')} query={query} />
          ) : (
            <ListSkeleton
              label={t('settings.integrations.platform.loading')}
              layout="rows"
              media="avatar"
              count={3}
              trailing={2}
              className="rounded-lg border"
            />
          )
        ) : endpoints.length === 0 ? (
          <ListMessage
            icon={WebhookIcon}
            tone="muted"
            title={t('settings.integrations.platform.empty')}
            className="py-10"
            testId="platform-webhooks-empty"
          />
        ) : (
          <div className="rounded-lg border">
            <Table aria-label={t('settings.integrations.platform.tableLabel')}>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className="pl-4">
                    {t('settings.integrations.platform.columns.producer')}
                  </TableHead>
                  <TableHead className="hidden lg:table-cell">
                    {t('settings.integrations.platform.columns.url')}
                  </TableHead>
                  <TableHead className="hidden text-right sm:table-cell">
                    {t('settings.integrations.platform.columns.events')}
                  </TableHead>
                  <TableHead className="pr-4">{t('settings.integrations.platform.columns.status')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {endpoints.map((endpoint) => (
                  <TableRow key={endpoint.id} data-testid="platform-webhook-endpoint">
                    <TableCell className="max-w-64 pl-4 align-top">
                      <span className="block break-words font-medium">{endpoint.owner.name}</span>
                      <span className="block break-all text-muted-foreground text-xs">
                        {endpoint.owner.email}
                      </span>
                      {/* Below 1024 px the URL sits under the producer (its column is hidden). */}
                      <span className="mt-1 block break-all font-mono text-xs lg:hidden">{endpoint.url}</span>
                      <span className="block text-muted-foreground text-xs sm:hidden">
                        {t('settings.integrations.webhooks.endpoint.events', {
                          count: endpoint.events.length,
                        })}
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
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
