import { can } from '@afilia/validators';
import { useMe } from '@/lib/use-me';
import { PlatformEndpointsCard } from './platform-endpoints-card';
import { WebhooksCard } from './webhooks-card';

/** Settings › Integrações: the user's webhooks and, for an admin, every producer's endpoints. */
export function IntegrationsSettings() {
  const { me } = useMe();
  return (
    <div className="grid min-w-0 gap-6" data-testid="settings-integrations">
      <WebhooksCard />
      {can(me?.role, 'integrations.audit') && <PlatformEndpointsCard />}
    </div>
  );
}
