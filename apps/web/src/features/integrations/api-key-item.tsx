import { BanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateBR, formatDateTimeBR } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import { ApiKeyStatusBadge, ApiScopeBadges } from './api-key-badges';
import type { ApiKey } from './api-key-types';

/**
 * One key: its name, `afilia_live_…` and the last four characters (enough to tell it apart in the caller's
 * configuration), status, scopes, creation and last use (written at most once a minute). A live key has
 * 'Revogar', also without the plan (revoking needs none); a revoked one is shown dimmed, with its date.
 */
export function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const { t } = useTranslation();
  const revoked = apiKey.revokedAt !== null;
  return (
    <li
      className={cn('grid min-w-0 gap-3 p-3 sm:p-4', revoked && 'bg-muted/40')}
      data-testid="api-key"
      data-key-id={apiKey.id}
      data-status={revoked ? 'revoked' : 'active'}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <p
            className={cn('break-words font-medium', revoked && 'text-muted-foreground')}
            data-testid="api-key-name-text"
          >
            {apiKey.name}
          </p>
          <p className="break-all font-mono text-muted-foreground text-xs" data-testid="api-key-display">
            {apiKey.display}
          </p>
        </div>
        <ApiKeyStatusBadge apiKey={apiKey} />
      </div>
      <ApiScopeBadges scopes={apiKey.scopes} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
          <span>
            {t('settings.integrations.apiKeys.key.createdAt', { date: formatDateBR(apiKey.createdAt) })}
          </span>
          <span data-testid="api-key-last-used">
            {apiKey.lastUsedAt
              ? t('settings.integrations.apiKeys.key.lastUsedAt', {
                  date: formatDateTimeBR(apiKey.lastUsedAt),
                })
              : t('settings.integrations.apiKeys.key.neverUsed')}
          </span>
        </p>
        {!revoked && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={() => onRevoke(apiKey)}
            aria-label={t('settings.integrations.apiKeys.key.revokeLabel', { name: apiKey.name })}
            data-testid="api-key-revoke"
          >
            <BanIcon aria-hidden />
            {t('settings.integrations.apiKeys.key.revoke')}
          </Button>
        )}
      </div>
    </li>
  );
}
