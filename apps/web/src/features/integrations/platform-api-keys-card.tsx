import { KeyRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatDateTimeBR } from '@/lib/date-format';
import { trpc } from '@/lib/trpc';
import { ApiKeyStatusBadge, ApiScopeBadges } from './api-key-badges';
import { hasAllScopes, sortApiKeys } from './api-key-logic';
import { PlatformTableCard } from './platform-table-card';

/**
 * The admin's 'Chaves de API dos produtores': every producer's keys, read-only (whose, which, what they may do,
 * when last used, status). The keys themselves exist only as hashes; revoking stays with each producer. Live
 * keys come first. Below 768 px the scopes and the last use move under the producer as a count and a line.
 */
export function PlatformApiKeysCard() {
  const { t } = useTranslation();
  const query = trpc.apiKeys.platformKeys.useQuery(undefined, { staleTime: 0 });
  const lastUse = (date: Date | null) =>
    date
      ? t('settings.integrations.apiKeys.key.lastUsedAt', { date: formatDateTimeBR(date) })
      : t('settings.integrations.apiKeys.key.neverUsed');
  return (
    <PlatformTableCard
      testId="settings-platform-api-keys"
      title={t('settings.integrations.platformApiKeys.title')}
      description={t('settings.integrations.platformApiKeys.description')}
      query={query}
      loading={t('settings.integrations.platformApiKeys.loading')}
      loadFailed={t('settings.integrations.platformApiKeys.loadFailed')}
      empty={{
        icon: KeyRoundIcon,
        title: t('settings.integrations.platformApiKeys.empty'),
        testId: 'platform-api-keys-empty',
      }}
      tableLabel={t('settings.integrations.platformApiKeys.tableLabel')}
      head={
        <>
          <TableHead className="pl-4">
            {t('settings.integrations.platformApiKeys.columns.producer')}
          </TableHead>
          <TableHead>{t('settings.integrations.platformApiKeys.columns.key')}</TableHead>
          <TableHead className="hidden md:table-cell">
            {t('settings.integrations.platformApiKeys.columns.scopes')}
          </TableHead>
          <TableHead className="hidden lg:table-cell">
            {t('settings.integrations.platformApiKeys.columns.lastUsed')}
          </TableHead>
          <TableHead className="pr-4">{t('settings.integrations.platformApiKeys.columns.status')}</TableHead>
        </>
      }
    >
      {(keys) =>
        sortApiKeys(keys).map((key) => (
          <TableRow
            key={key.id}
            data-testid="platform-api-key"
            data-key-id={key.id}
            data-status={key.revokedAt ? 'revoked' : 'active'}
          >
            <TableCell className="max-w-64 pl-4 align-top">
              <span className="block break-words font-medium">{key.owner.name}</span>
              <span className="block break-all text-muted-foreground text-xs">{key.owner.email}</span>
            </TableCell>
            <TableCell className="max-w-64 align-top">
              <span className="block break-words">{key.name}</span>
              <span className="block break-all font-mono text-muted-foreground text-xs">{key.display}</span>
              {/* Below 768 px the scopes' column is hidden: their count sits here. */}
              <span className="block text-muted-foreground text-xs md:hidden">
                {hasAllScopes(key.scopes)
                  ? t('settings.integrations.apiKeys.key.allScopes')
                  : t('settings.integrations.apiKeys.key.scopesCount', { count: key.scopes.length })}
              </span>
              {/* Below 1024 px the last use's column is hidden: it sits here. */}
              <span className="block text-muted-foreground text-xs lg:hidden">{lastUse(key.lastUsedAt)}</span>
            </TableCell>
            <TableCell className="hidden max-w-72 align-top md:table-cell">
              <ApiScopeBadges scopes={key.scopes} />
            </TableCell>
            <TableCell className="hidden align-top text-muted-foreground text-xs tabular-nums lg:table-cell">
              {key.lastUsedAt
                ? formatDateTimeBR(key.lastUsedAt)
                : t('settings.integrations.apiKeys.key.neverUsed')}
            </TableCell>
            <TableCell className="pr-4 align-top">
              <ApiKeyStatusBadge apiKey={key} />
            </TableCell>
          </TableRow>
        ))
      }
    </PlatformTableCard>
  );
}
