import type { ApiScope } from '@afilia/validators';
import { BanIcon, CircleCheckIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { formatDateTimeBR } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import {
  API_KEY_STATUS_LABEL,
  API_KEY_STATUS_TONE,
  type ApiKeyStatus,
  apiKeyStatus,
  hasAllScopes,
  orderedScopes,
} from './api-key-logic';

const STATUS_ICON: Record<ApiKeyStatus, LucideIcon> = {
  active: CircleCheckIcon,
  revoked: BanIcon,
};

/** 'Ativa' or 'Revogada em …': the text, a tint and an icon, so the status never rests on the colour. */
export function ApiKeyStatusBadge({ apiKey }: { apiKey: { revokedAt: Date | null } }) {
  const { t } = useTranslation();
  const status = apiKeyStatus(apiKey);
  const Icon = STATUS_ICON[status];
  return (
    <ToneBadge
      tone={API_KEY_STATUS_TONE[status]}
      className="h-auto whitespace-normal text-left"
      data-status={status}
      data-testid="api-key-status"
    >
      <Icon aria-hidden />
      {t(API_KEY_STATUS_LABEL[status], {
        date: apiKey.revokedAt ? formatDateTimeBR(apiKey.revokedAt) : '',
      })}
    </ToneBadge>
  );
}

/**
 * A key's scopes as their codes (what the API's 403 names), in the validators' order, or one 'Todas as
 * permissões' when it has them all.
 */
export function ApiScopeBadges({ scopes, className }: { scopes: readonly ApiScope[]; className?: string }) {
  const { t } = useTranslation();
  if (hasAllScopes(scopes))
    return (
      <p className={className} data-testid="api-key-scopes-summary">
        <Badge variant="outline" className="h-auto whitespace-normal">
          {t('settings.integrations.apiKeys.key.allScopes')}
        </Badge>
      </p>
    );
  return (
    <ul
      className={cn('flex flex-wrap gap-1', className)}
      aria-label={t('settings.integrations.apiKeys.key.scopes')}
      data-testid="api-key-scopes-summary"
    >
      {orderedScopes(scopes).map((scope) => (
        <li key={scope}>
          <Badge variant="outline" className="font-mono font-normal" data-scope={scope}>
            {scope}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
