import { can } from '@afilia/validators';
import { useMe } from '@/lib/use-me';
import { ApiKeysCard } from './api-keys-card';
import { PlatformApiKeysCard } from './platform-api-keys-card';
import { PlatformEndpointsCard } from './platform-endpoints-card';
import { WebhooksCard } from './webhooks-card';

/**
 * Settings › Integrações: the user's webhooks and API keys and, for an admin, every producer's endpoints and
 * keys (read-only).
 */
export function IntegrationsSettings() {
  const { me } = useMe();
  const audit = can(me?.role, 'integrations.audit');
  return (
    <div className="grid min-w-0 gap-6" data-testid="settings-integrations">
      <WebhooksCard />
      <ApiKeysCard />
      {audit && <PlatformEndpointsCard />}
      {audit && <PlatformApiKeysCard />}
    </div>
  );
}
