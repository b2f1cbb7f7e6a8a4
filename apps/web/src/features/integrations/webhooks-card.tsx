import { InfoIcon, RotateCcwKeyIcon, Trash2Icon, WebhookIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListMessage } from '@/components/list/list-message';
import { formatDateTimeBR } from '@/lib/date-format';
import { parseError, translateError } from '@/lib/errors';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { useLastShown } from '@/lib/use-last-shown';
import { EndpointFormDialog, type EndpointFormTarget } from './endpoint-form-dialog';
import { type EndpointHandlers, EndpointItem } from './endpoint-item';
import { IntegrationCard, QueryContent, UpgradeNotice, UsageBar } from './integration-card';
import { SecretDialog, type SecretView } from './secret-dialog';
import type { WebhookEndpoint } from './webhook-types';

/** The calls of the endpoints' buttons, their toasts, and the dialogs they open. */
function useEndpointActions() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const sendTest = trpc.webhooks.sendTest.useMutation();
  const reveal = trpc.webhooks.secret.useMutation();
  const rotate = trpc.webhooks.rotateSecret.useMutation();
  const remove = trpc.webhooks.delete.useMutation();
  const [secret, setSecret] = useState<SecretView | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<string | null>(null);
  /** Each endpoint's menu button, where the focus returns after a secret dialog opened from its menu. */
  const menuButtons = useRef(new Map<string, HTMLButtonElement>());
  const menuButtonRef = (endpointId: string) => (element: HTMLButtonElement | null) => {
    if (element) menuButtons.current.set(endpointId, element);
    else menuButtons.current.delete(endpointId);
  };

  /** A refusal in a toast; a plan that lapsed meanwhile turns the card into the upgrade prompt. */
  const fail = (title: TranslationKey, error: unknown) => {
    const { code, params } = parseError(error);
    toast.error(t(title), { description: translateError(t, code, params), duration: 6000 });
    if (code === 'errors.webhooks.upgradeRequired' || code === 'errors.webhooks.notFound')
      void utils.webhooks.settings.invalidate();
  };

  const handlers: Omit<EndpointHandlers, 'onEdit'> = {
    onTest: async (endpoint) => {
      try {
        await sendTest.mutateAsync({ endpointId: endpoint.id });
        toast.success(t('settings.integrations.webhooks.toasts.testSent'), {
          description: t('settings.integrations.webhooks.toasts.testSentDescription'),
        });
        setDeliveriesOf(endpoint.id);
      } catch (error) {
        fail('settings.integrations.webhooks.toasts.testFailed', error);
      }
      await utils.webhooks.deliveries.invalidate({ endpointId: endpoint.id });
    },
    onReveal: async (endpoint) => {
      setSecret({
        title: t('settings.integrations.webhooks.secret.revealTitle'),
        description: t('settings.integrations.webhooks.secret.revealDescription', { url: endpoint.url }),
        secret: null,
        endpointId: endpoint.id,
        returnFocus: menuButtons.current.get(endpoint.id),
      });
      const mine = (current: SecretView | null) => current?.endpointId === endpoint.id && !current.secret;
      try {
        const answer = await reveal.mutateAsync({ endpointId: endpoint.id });
        // Closed while it loaded, or opened since for another endpoint: left as it is.
        setSecret((current) => (current && mine(current) ? { ...current, secret: answer.secret } : current));
      } catch (error) {
        setSecret((current) => (mine(current) ? null : current));
        fail('settings.integrations.webhooks.secret.revealFailed', error);
      }
    },
    onRotate: setRotating,
    onDelete: setDeleting,
  };

  const confirmRotate = async () => {
    if (!rotating) return;
    try {
      const answer = await rotate.mutateAsync({ endpointId: rotating.id });
      setSecret({
        title: t('settings.integrations.webhooks.secret.rotatedTitle'),
        description: t('settings.integrations.webhooks.secret.rotatedDescription', {
          date: formatDateTimeBR(answer.previousSecretActiveUntil),
        }),
        secret: answer.secret,
        endpointId: rotating.id,
        returnFocus: menuButtons.current.get(rotating.id),
      });
    } catch (error) {
      fail('settings.integrations.webhooks.rotate.failed', error);
    }
    setRotating(null);
    await utils.webhooks.settings.invalidate();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ endpointId: deleting.id });
      toast.success(t('settings.integrations.webhooks.delete.done'));
      if (deliveriesOf === deleting.id) setDeliveriesOf(null);
    } catch (error) {
      fail('settings.integrations.webhooks.delete.failed', error);
    }
    setDeleting(null);
    await utils.webhooks.settings.invalidate();
  };

  return {
    handlers,
    testingId: sendTest.isPending ? (sendTest.variables?.endpointId ?? null) : null,
    secret,
    setSecret,
    rotating,
    setRotating,
    rotatePending: rotate.isPending,
    confirmRotate,
    deleting,
    setDeleting,
    deletePending: remove.isPending,
    confirmDelete,
    deliveriesOf,
    setDeliveriesOf,
    menuButtonRef,
  };
}

/**
 * Settings › Integrações › Webhooks: the user's endpoints (at most `maxEndpoints`), 'Adicionar endpoint', and per
 * endpoint its deliveries, 'Editar', 'Enviar evento de teste', the secret and 'Excluir'. A plan without webhooks
 * shows the upgrade prompt and keeps the endpoints listed, so they can still be deleted, without the actions
 * that need the plan.
 */
export function WebhooksCard() {
  const { t } = useTranslation();
  const query = trpc.webhooks.settings.useQuery(undefined, { staleTime: 0 });
  const actions = useEndpointActions();
  const [form, setForm] = useState<EndpointFormTarget | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The confirmations keep naming their endpoint while they close.
  const rotating = useLastShown(actions.rotating);
  const deleting = useLastShown(actions.deleting);
  const data = query.data;
  const allowed = data?.access === 'allowed';
  const full = data ? data.endpoints.length >= data.maxEndpoints : false;
  const handlers: EndpointHandlers = {
    ...actions.handlers,
    onEdit: (endpoint) => setForm({ mode: 'edit', endpoint }),
  };

  const dialogs = (
    <>
      <EndpointFormDialog
        target={form}
        onClose={() => setForm(null)}
        onCreated={(endpoint, secret) => {
          setForm(null);
          actions.setSecret({
            title: t('settings.integrations.webhooks.secret.createdTitle'),
            description: t('settings.integrations.webhooks.secret.createdDescription'),
            note: t('settings.integrations.webhooks.secret.createdNote'),
            secret,
            endpointId: endpoint.id,
            returnFocus: addButton.current,
          });
        }}
      />
      <SecretDialog view={actions.secret} onClose={() => actions.setSecret(null)} />
      <ConfirmDialog
        open={actions.rotating !== null}
        title={t('settings.integrations.webhooks.rotate.title')}
        description={
          <span className="wrap-anywhere">
            {t('settings.integrations.webhooks.rotate.description', { url: rotating?.url ?? '' })}
          </span>
        }
        cancelLabel={t('settings.cancel')}
        confirmLabel={t('settings.integrations.webhooks.rotate.confirm')}
        confirmIcon={RotateCcwKeyIcon}
        confirmVariant="default"
        pending={actions.rotatePending}
        onConfirm={() => void actions.confirmRotate()}
        onCancel={() => actions.setRotating(null)}
        testId="webhook-rotate-dialog"
      />
      <ConfirmDialog
        open={actions.deleting !== null}
        title={t('settings.integrations.webhooks.delete.title')}
        description={
          <span className="wrap-anywhere">
            {t('settings.integrations.webhooks.delete.description', { url: deleting?.url ?? '' })}
          </span>
        }
        cancelLabel={t('settings.cancel')}
        confirmLabel={t('settings.integrations.webhooks.delete.confirm')}
        confirmIcon={Trash2Icon}
        pending={actions.deletePending}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={() => actions.setDeleting(null)}
        testId="webhook-delete-dialog"
      />
    </>
  );

  return (
    <IntegrationCard
      testId="settings-webhooks"
      title={t('settings.integrations.webhooks.title')}
      description={t('settings.integrations.webhooks.description')}
      contentClassName="grid gap-4"
      dialogs={dialogs}
    >
      <p className="flex gap-2 rounded-lg bg-muted p-3 text-muted-foreground text-sm">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{t('settings.integrations.webhooks.signingHint')}</span>
      </p>
      <QueryContent
        query={query}
        loadFailed={t('settings.integrations.webhooks.loadFailed')}
        skeleton={{
          label: t('settings.integrations.webhooks.loading'),
          count: 2,
          trailing: 1,
          testId: 'webhooks-loading',
        }}
      >
        {(data) => (
          <>
            {!allowed && (
              <UpgradeNotice
                title={t('settings.integrations.webhooks.upgrade.title')}
                text={t('errors.webhooks.upgradeRequired')}
                cta={t('settings.integrations.webhooks.upgrade.cta')}
                keptHint={
                  data.endpoints.length > 0 ? t('settings.integrations.webhooks.upgrade.keptHint') : undefined
                }
                testId="webhooks-upgrade"
              />
            )}
            {allowed && (
              <UsageBar
                usage={t('settings.integrations.webhooks.usage', {
                  used: String(data.endpoints.length),
                  max: String(data.maxEndpoints),
                })}
                addLabel={t('settings.integrations.webhooks.add')}
                onAdd={() => setForm({ mode: 'create' })}
                addRef={addButton}
                full={full}
                limitNote={t('settings.integrations.webhooks.limitReached', {
                  max: String(data.maxEndpoints),
                })}
                testIds={{ usage: 'webhooks-usage', add: 'webhook-add', limit: 'webhooks-limit' }}
              />
            )}
            {data.endpoints.length === 0 ? (
              allowed && (
                <ListMessage
                  icon={WebhookIcon}
                  tone="primary"
                  title={t('settings.integrations.webhooks.empty')}
                  description={t('settings.integrations.webhooks.emptyHint')}
                  className="rounded-lg border border-dashed py-10"
                  testId="webhooks-empty"
                />
              )
            ) : (
              <ul
                className="grid divide-y rounded-lg border"
                aria-label={t('settings.integrations.webhooks.listLabel')}
                data-testid="webhook-endpoints"
              >
                {data.endpoints.map((endpoint) => (
                  <EndpointItem
                    key={endpoint.id}
                    endpoint={endpoint}
                    allowed={allowed}
                    deliveriesOpen={actions.deliveriesOf === endpoint.id}
                    onToggleDeliveries={() =>
                      actions.setDeliveriesOf((current) => (current === endpoint.id ? null : endpoint.id))
                    }
                    testing={actions.testingId === endpoint.id}
                    handlers={handlers}
                    menuButtonRef={actions.menuButtonRef(endpoint.id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryContent>
    </IntegrationCard>
  );
}
