import {
  ChevronDownIcon,
  KeyRoundIcon,
  MoreHorizontalIcon,
  PencilIcon,
  RotateCcwKeyIcon,
  SendIcon,
  Trash2Icon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { formatDateBR, formatDateTimeBR } from '@/lib/date-format';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { EndpointStatusBadge } from './webhook-badges';
import { WebhookDeliveries } from './webhook-deliveries';
import type { WebhookEndpoint } from './webhook-types';

/** What the buttons and the menu of an endpoint do (the card owns the dialogs and the calls). */
export interface EndpointHandlers {
  onEdit: (endpoint: WebhookEndpoint) => void;
  onTest: (endpoint: WebhookEndpoint) => void;
  onReveal: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/**
 * One endpoint: its URL (wrapping anywhere on a phone), description, status, events and, after a rotation, until
 * when the previous secret still signs. 'Entregas recentes' opens its deliveries under it; 'Editar' and 'Enviar
 * evento de teste' sit beside it (the test in the menu below 640 px), the secret and 'Excluir' in the menu.
 * Without webhooks in the plan only what needs none stays: the deliveries, 'Ver segredo' and 'Excluir'.
 */
export function EndpointItem({
  endpoint,
  allowed,
  deliveriesOpen,
  onToggleDeliveries,
  testing,
  handlers,
  menuButtonRef,
}: {
  endpoint: WebhookEndpoint;
  /** Whether the plan includes webhooks. */
  allowed: boolean;
  deliveriesOpen: boolean;
  onToggleDeliveries: () => void;
  /** 'Enviar evento de teste' is running for this endpoint. */
  testing: boolean;
  handlers: EndpointHandlers;
  /** The menu button, for the card to give the focus back to after a dialog opened from the menu. */
  menuButtonRef: (element: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const roomy = useMediaQuery('(min-width: 640px)');
  const testInline = allowed && roomy;
  return (
    <li
      className="grid min-w-0 gap-3 p-3 sm:p-4"
      data-testid="webhook-endpoint"
      data-endpoint-id={endpoint.id}
      data-enabled={endpoint.enabled}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <p className="break-all font-medium font-mono text-sm" data-testid="webhook-endpoint-url">
            {endpoint.url}
          </p>
          {endpoint.description && (
            <p className="whitespace-pre-line break-words text-muted-foreground text-sm">
              {endpoint.description}
            </p>
          )}
        </div>
        <EndpointStatusBadge endpoint={endpoint} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <span data-testid="webhook-endpoint-events">
          {t('settings.integrations.webhooks.endpoint.events', { count: endpoint.events.length })}
        </span>
        <span>
          {t('settings.integrations.webhooks.endpoint.createdAt', { date: formatDateBR(endpoint.createdAt) })}
        </span>
      </p>
      {endpoint.previousSecretActiveUntil && (
        <p
          className="flex gap-2 rounded-md bg-muted p-2 text-muted-foreground text-xs"
          data-testid="webhook-endpoint-previous-secret"
        >
          <KeyRoundIcon className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            {t('settings.integrations.webhooks.endpoint.previousSecret', {
              date: formatDateTimeBR(endpoint.previousSecretActiveUntil),
            })}
          </span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={deliveriesOpen}
          aria-controls={deliveriesOpen ? panelId : undefined}
          onClick={onToggleDeliveries}
          data-testid="webhook-endpoint-deliveries"
        >
          <ChevronDownIcon
            aria-hidden
            className={cn('transition-transform', deliveriesOpen && 'rotate-180')}
          />
          {t('settings.integrations.webhooks.endpoint.actions.deliveries')}
        </Button>
        {allowed && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => handlers.onEdit(endpoint)}
            aria-label={t('settings.integrations.webhooks.endpoint.actions.editLabel', { url: endpoint.url })}
            data-testid="webhook-endpoint-edit"
          >
            <PencilIcon aria-hidden />
            {t('settings.integrations.webhooks.endpoint.actions.edit')}
          </Button>
        )}
        {testInline && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => handlers.onTest(endpoint)}
            disabled={testing}
            aria-label={t('settings.integrations.webhooks.endpoint.actions.testLabel', { url: endpoint.url })}
            data-testid="webhook-endpoint-test"
          >
            {testing ? <Spinner /> : <SendIcon aria-hidden />}
            {t('settings.integrations.webhooks.endpoint.actions.test')}
          </Button>
        )}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button
              ref={menuButtonRef}
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={t('settings.integrations.webhooks.endpoint.actions.more', { url: endpoint.url })}
              data-testid="webhook-endpoint-menu"
            >
              {testing && !testInline ? <Spinner /> : <MoreHorizontalIcon aria-hidden />}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            {allowed && !testInline && (
              <DropdownMenuItem
                disabled={testing}
                onSelect={() => handlers.onTest(endpoint)}
                data-testid="webhook-endpoint-test"
              >
                <SendIcon aria-hidden />
                {t('settings.integrations.webhooks.endpoint.actions.test')}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem
              onSelect={() => handlers.onReveal(endpoint)}
              data-testid="webhook-endpoint-reveal"
            >
              <KeyRoundIcon aria-hidden />
              {t('settings.integrations.webhooks.endpoint.actions.reveal')}
            </DropdownMenuItem>
            {allowed && (
              <DropdownMenuItem
                onSelect={() => handlers.onRotate(endpoint)}
                data-testid="webhook-endpoint-rotate"
              >
                <RotateCcwKeyIcon aria-hidden />
                {t('settings.integrations.webhooks.endpoint.actions.rotate')}
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => handlers.onDelete(endpoint)}
              data-testid="webhook-endpoint-delete"
            >
              <Trash2Icon aria-hidden />
              {t('settings.integrations.webhooks.endpoint.actions.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {deliveriesOpen && <WebhookDeliveries endpoint={endpoint} id={panelId} canResend={allowed} />}
    </li>
  );
}
