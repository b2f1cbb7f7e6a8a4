import { BookOpenIcon, ChevronDownIcon, InfoIcon, KeyRoundIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ListMessage } from '@/components/list/list-message';
import { Button } from '@/components/ui/button';
import { parseError, translateError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { ApiKeyFormDialog } from './api-key-form-dialog';
import { ApiKeyItem } from './api-key-item';
import { apiKeyLimitReached, splitApiKeys } from './api-key-logic';
import { ApiKeyRevokeDialog } from './api-key-revoke-dialog';
import type { ApiKey } from './api-key-types';
import { IntegrationCard, QueryContent, UpgradeNotice, UsageBar } from './integration-card';
import { SecretDialog, type SecretView } from './secret-dialog';

/** The first of the candidates that is on the page and can take the focus (a disabled button cannot). */
function firstFocusable(
  ...candidates: ReadonlyArray<HTMLElement | null | undefined>
): HTMLElement | undefined {
  return candidates.find(
    (element): element is HTMLElement =>
      !!element?.isConnected && !(element instanceof HTMLButtonElement && element.disabled),
  );
}

/**
 * Settings › Integrações › Chaves de API: the user's keys for the REST API (Visionário), 'Criar chave' (at most
 * `maxKeys` live ones), the new key shown once, and 'Revogar'. Revoked keys stay in a collapsed group, for the
 * record. A plan without the API shows the upgrade prompt and keeps the keys listed, so they can still be
 * revoked, without 'Criar chave'.
 */
export function ApiKeysCard() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const query = trpc.apiKeys.settings.useQuery(undefined, { staleTime: 0 });
  const revoke = trpc.apiKeys.revoke.useMutation();
  const [formOpen, setFormOpen] = useState(false);
  const [secret, setSecret] = useState<SecretView | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // The revocation and the reload after it: the dialog stays open (and busy) until the list shows the change.
  const [revokePending, setRevokePending] = useState(false);
  const [showRevoked, setShowRevoked] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const liveList = useRef<HTMLUListElement>(null);
  const revokedToggle = useRef<HTMLButtonElement>(null);
  const revokedId = useId();
  const data = query.data;
  const allowed = data?.access === 'allowed';
  const full = data ? apiKeyLimitReached(data.keys, data.maxKeys) : false;
  const { live, revoked } = splitApiKeys(data?.keys ?? []);

  const confirmRevoke = async () => {
    if (!revoking) return;
    setRevokePending(true);
    try {
      await revoke.mutateAsync({ keyId: revoking.id });
      toast.success(t('settings.integrations.apiKeys.revoke.done'), {
        description: t('settings.integrations.apiKeys.revoke.doneDescription', { name: revoking.name }),
      });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('settings.integrations.apiKeys.revoke.failed'), {
        description: translateError(t, code, params),
        duration: 6000,
      });
    }
    // Reloaded either way: a key another tab revoked or deleted answers notFound, and the list catches up.
    await utils.apiKeys.settings.invalidate();
    setRevokePending(false);
    setRevoking(null);
  };

  const dialogs = (
    <>
      <ApiKeyFormDialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onCreated={(key, created) => {
          setFormOpen(false);
          setSecret({
            title: t('settings.integrations.apiKeys.secret.title'),
            description: t('settings.integrations.apiKeys.secret.description', { name: key.name }),
            note: t('settings.integrations.apiKeys.secret.note'),
            secret: created,
            // 'Criar chave' may be disabled by then (the key just created reached the limit): then the list.
            returnFocus: () => firstFocusable(createButton.current, liveList.current),
          });
        }}
      />
      <SecretDialog kind="apiKey" view={secret} onClose={() => setSecret(null)} />
      <ApiKeyRevokeDialog
        apiKey={revoking}
        pending={revokePending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
        fallbackFocus={() => firstFocusable(liveList.current, createButton.current, revokedToggle.current)}
      />
    </>
  );

  return (
    <IntegrationCard
      testId="settings-api-keys"
      title={t('settings.integrations.apiKeys.title')}
      description={t('settings.integrations.apiKeys.description')}
      contentClassName="grid gap-4"
      dialogs={dialogs}
    >
      <div className="flex flex-col gap-3 rounded-lg bg-muted p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex min-w-0 gap-2 text-muted-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0">
            {t('settings.integrations.apiKeys.authHint')}{' '}
            <code
              className="break-all rounded bg-background px-1 py-0.5 font-mono text-foreground text-xs"
              data-testid="api-keys-auth-header"
            >
              {t('settings.integrations.apiKeys.authHeader')}
            </code>
            .
          </span>
        </p>
        {/* A plain link: the reference lives outside the dashboard's router. */}
        <Button asChild variant="outline" size="sm" className="shrink-0 self-start sm:self-center">
          <a href="/docs/api" data-testid="api-keys-docs">
            <BookOpenIcon aria-hidden />
            {t('settings.integrations.apiKeys.docs')}
          </a>
        </Button>
      </div>
      <QueryContent
        query={query}
        loadFailed={t('settings.integrations.apiKeys.loadFailed')}
        skeleton={{
          label: t('settings.integrations.apiKeys.loading'),
          count: 2,
          trailing: 1,
          testId: 'api-keys-loading',
        }}
      >
        {(data) => (
          <>
            {!allowed && (
              <UpgradeNotice
                title={t('settings.integrations.apiKeys.upgrade.title')}
                text={t('errors.apiKeys.upgradeRequired')}
                cta={t('settings.integrations.apiKeys.upgrade.cta')}
                keptHint={live.length > 0 ? t('settings.integrations.apiKeys.upgrade.keptHint') : undefined}
                testId="api-keys-upgrade"
              />
            )}
            {allowed && (
              <UsageBar
                usage={t('settings.integrations.apiKeys.usage', {
                  used: String(live.length),
                  max: String(data.maxKeys),
                })}
                addLabel={t('settings.integrations.apiKeys.create')}
                onAdd={() => setFormOpen(true)}
                addRef={createButton}
                full={full}
                limitNote={t('settings.integrations.apiKeys.limitReached', { max: String(data.maxKeys) })}
                testIds={{ usage: 'api-keys-usage', add: 'api-key-create', limit: 'api-keys-limit' }}
              />
            )}
            {live.length === 0 ? (
              allowed && (
                <ListMessage
                  icon={KeyRoundIcon}
                  tone="primary"
                  title={t('settings.integrations.apiKeys.empty')}
                  description={t('settings.integrations.apiKeys.emptyHint')}
                  className="rounded-lg border border-dashed py-10"
                  testId="api-keys-empty"
                />
              )
            ) : (
              // Focusable from script only: where the focus lands after a dialog whose opener is gone.
              <ul
                ref={liveList}
                tabIndex={-1}
                className="grid divide-y rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={t('settings.integrations.apiKeys.listLabel')}
                data-testid="api-keys"
              >
                {live.map((key) => (
                  <ApiKeyItem key={key.id} apiKey={key} onRevoke={setRevoking} />
                ))}
              </ul>
            )}
            {revoked.length > 0 && (
              <div className="grid gap-2">
                <Button
                  type="button"
                  ref={revokedToggle}
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  aria-expanded={showRevoked}
                  aria-controls={showRevoked ? revokedId : undefined}
                  onClick={() => setShowRevoked((open) => !open)}
                  data-testid="api-keys-revoked-toggle"
                >
                  <ChevronDownIcon
                    aria-hidden
                    className={cn('transition-transform', showRevoked && 'rotate-180')}
                  />
                  {t('settings.integrations.apiKeys.revokedGroup', { count: revoked.length })}
                </Button>
                {showRevoked && (
                  <ul
                    id={revokedId}
                    className="grid divide-y rounded-lg border"
                    aria-label={t('settings.integrations.apiKeys.revokedListLabel')}
                    data-testid="api-keys-revoked"
                  >
                    {revoked.map((key) => (
                      <ApiKeyItem key={key.id} apiKey={key} onRevoke={setRevoking} />
                    ))}
                  </ul>
                )}
              </div>
            )}
          </>
        )}
      </QueryContent>
    </IntegrationCard>
  );
}
