import { ChevronRightIcon, InboxIcon, RotateCwIcon } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { QueryErrorMessage } from '@/components/list/retry-message';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTimeBR } from '@/lib/date-format';
import { parseError, translateError } from '@/lib/errors';
import { formatRelativeTime } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { DeliveryStatusBadge } from './webhook-badges';
import { deliveryPollInterval, deliveryResponse, failureLabelKey, prettyJson } from './webhook-logic';
import {
  DELIVERY_FILTERS,
  type DeliveryFilter,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhook-types';

const FILTER_LABEL = {
  all: 'settings.integrations.webhooks.deliveries.filters.all',
  succeeded: 'settings.integrations.webhooks.deliveries.filters.succeeded',
  failed: 'settings.integrations.webhooks.deliveries.filters.failed',
} as const;

/** The texts of a delivery's columns, shared by the table and the stacked list. */
function useDeliveryCells() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const none = t('settings.integrations.webhooks.deliveries.none');
  const now = new Date();
  return {
    response(delivery: WebhookDelivery): string {
      const answer = deliveryResponse(delivery);
      if (answer.kind === 'failure')
        return t(failureLabelKey(answer.failure), { status: String(answer.status ?? '') });
      return answer.kind === 'status' ? String(answer.status) : none;
    },
    duration(delivery: WebhookDelivery): string {
      if (delivery.durationMs === null) return none;
      return t('settings.integrations.webhooks.deliveries.durationMs', {
        ms: new Intl.NumberFormat(locale).format(delivery.durationMs),
      });
    },
    /** Pending deliveries only: 'em 5 minutos', the date and time on hover. */
    nextAttempt(delivery: WebhookDelivery): ReactNode {
      if (delivery.status !== 'pending' || !delivery.nextAttemptAt) return none;
      const at = new Date(delivery.nextAttemptAt);
      return (
        <time dateTime={at.toISOString()} title={formatDateTimeBR(at)}>
          {formatRelativeTime(at, now, locale)}
        </time>
      );
    },
    date(delivery: WebhookDelivery): ReactNode {
      const at = new Date(delivery.createdAt);
      return (
        <time dateTime={at.toISOString()} className="tabular-nums">
          {formatDateTimeBR(at)}
        </time>
      );
    },
    /** The accessible names of the row's buttons: which delivery ('sale.paid de 05/03/2026 14:07'). */
    names(delivery: WebhookDelivery) {
      const values = { event: delivery.eventType, date: formatDateTimeBR(delivery.createdAt) };
      return {
        details: t('settings.integrations.webhooks.deliveries.details', values),
        resend: t('settings.integrations.webhooks.deliveries.resendLabel', values),
      };
    },
  };
}

/** A body in a scrollable, keyboard-reachable block, wrapped so a long line never widens the table. */
function BodyBlock({
  label,
  text,
  empty,
  testId,
}: {
  label: string;
  text: string | null;
  empty: string;
  testId: string;
}) {
  return (
    <figure className="grid min-w-0 content-start gap-1">
      <figcaption className="font-medium text-xs">{label}</figcaption>
      {text === null || text === '' ? (
        <p className="text-muted-foreground text-xs">{empty}</p>
      ) : (
        <pre
          // A block that scrolls takes the keyboard's focus, or the lines it hides are out of a keyboard's reach.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          className="max-h-72 overflow-auto whitespace-pre-wrap wrap-anywhere rounded-md border bg-muted/50 p-3 font-mono text-foreground text-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          data-testid={testId}
        >
          {text}
        </pre>
      )}
    </figure>
  );
}

/** What was sent (pretty-printed when it is JSON) and what the receiver answered (its first 2 KB). */
function DeliveryDetails({ delivery, id }: { delivery: WebhookDelivery; id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="grid gap-3 whitespace-normal text-left" data-testid="webhook-delivery-details">
      <p className="text-muted-foreground text-xs">
        {t('settings.integrations.webhooks.deliveries.eventId')}:{' '}
        <code className="break-all font-mono text-foreground">{delivery.eventId}</code>
      </p>
      <div className="grid gap-3 xl:grid-cols-2">
        <BodyBlock
          label={t('settings.integrations.webhooks.deliveries.request')}
          text={prettyJson(delivery.requestBody)}
          empty={t('settings.integrations.webhooks.deliveries.none')}
          testId="webhook-delivery-request"
        />
        <BodyBlock
          label={t('settings.integrations.webhooks.deliveries.response')}
          text={delivery.responseBody === null ? null : prettyJson(delivery.responseBody)}
          empty={t('settings.integrations.webhooks.deliveries.noResponse')}
          testId="webhook-delivery-response"
        />
      </div>
    </div>
  );
}

interface RowProps {
  delivery: WebhookDelivery;
  open: boolean;
  onToggle: () => void;
  /** Hidden when the plan has no webhooks. */
  onResend: (() => void) | null;
  resending: boolean;
}

function ResendButton({ delivery, onResend, resending }: Omit<RowProps, 'open' | 'onToggle'>) {
  const { t } = useTranslation();
  const cells = useDeliveryCells();
  if (!onResend) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onResend}
      // One being attempted right now is left to that attempt.
      disabled={resending || delivery.status === 'delivering'}
      aria-label={cells.names(delivery).resend}
      data-testid="webhook-delivery-resend"
    >
      {resending ? <Spinner /> : <RotateCwIcon aria-hidden />}
      {t('settings.integrations.webhooks.deliveries.resend')}
    </Button>
  );
}

/**
 * From 1280 px: Evento (with the button that opens the details), Status, Tentativas, Resposta, Duração, Próxima
 * tentativa, Data and 'Reenviar', a row per delivery. Narrow cells and wrapping headers keep the nine columns
 * inside the endpoint's card without a horizontal scroll at 1280 px.
 */
function DeliveriesTable({ rows }: { rows: RowProps[] }) {
  const { t } = useTranslation();
  const cells = useDeliveryCells();
  const id = useId();
  const head = 'whitespace-normal px-2 leading-tight';
  return (
    <Table aria-label={t('settings.integrations.webhooks.deliveries.title')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={cn(head, 'pl-3')}>
            {t('settings.integrations.webhooks.deliveries.columns.event')}
          </TableHead>
          <TableHead className={head}>
            {t('settings.integrations.webhooks.deliveries.columns.status')}
          </TableHead>
          <TableHead className={cn(head, 'text-right')}>
            {t('settings.integrations.webhooks.deliveries.columns.attempts')}
          </TableHead>
          <TableHead className={head}>
            {t('settings.integrations.webhooks.deliveries.columns.response')}
          </TableHead>
          <TableHead className={cn(head, 'text-right')}>
            {t('settings.integrations.webhooks.deliveries.columns.duration')}
          </TableHead>
          <TableHead className={head}>
            {t('settings.integrations.webhooks.deliveries.columns.nextAttempt')}
          </TableHead>
          <TableHead className={head}>
            {t('settings.integrations.webhooks.deliveries.columns.date')}
          </TableHead>
          <TableHead className={cn(head, 'pr-3')}>
            <span className="sr-only">{t('settings.integrations.webhooks.deliveries.columns.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const { delivery, open, onToggle } = row;
          const detailsId = `${id}-${delivery.id}`;
          return (
            <Fragment key={delivery.id}>
              <TableRow
                data-testid="webhook-delivery"
                data-status={delivery.status}
                data-state={open ? 'open' : undefined}
              >
                <TableCell className="py-1.5 pr-2 pl-1">
                  <div className="flex items-center gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-expanded={open}
                      aria-controls={open ? detailsId : undefined}
                      aria-label={cells.names(delivery).details}
                      onClick={onToggle}
                      data-testid="webhook-delivery-toggle"
                    >
                      <ChevronRightIcon
                        aria-hidden
                        className={cn('transition-transform', open && 'rotate-90')}
                      />
                    </Button>
                    <code className="whitespace-nowrap font-mono text-xs">{delivery.eventType}</code>
                  </div>
                </TableCell>
                <TableCell className="px-2">
                  <DeliveryStatusBadge status={delivery.status} />
                </TableCell>
                <TableCell className="px-2 text-right tabular-nums">{delivery.attempts}</TableCell>
                <TableCell className="min-w-24 max-w-40 px-2 text-sm">{cells.response(delivery)}</TableCell>
                <TableCell className="whitespace-nowrap px-2 text-right tabular-nums">
                  {cells.duration(delivery)}
                </TableCell>
                <TableCell className="px-2 text-muted-foreground text-sm">
                  {cells.nextAttempt(delivery)}
                </TableCell>
                <TableCell className="min-w-24 px-2 text-muted-foreground text-sm">
                  {cells.date(delivery)}
                </TableCell>
                <TableCell className="py-1.5 pr-3 pl-2 text-right">
                  <ResendButton delivery={delivery} onResend={row.onResend} resending={row.resending} />
                </TableCell>
              </TableRow>
              {open && (
                <TableRow className="bg-muted/30 hover:bg-muted/30">
                  <TableCell colSpan={8} className="p-3">
                    <DeliveryDetails delivery={delivery} id={detailsId} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Below 1280 px: each delivery stacked, its figures in two columns, the details under them. */
function DeliveriesList({ rows }: { rows: RowProps[] }) {
  const { t } = useTranslation();
  const cells = useDeliveryCells();
  const id = useId();
  const field = (label: string, value: ReactNode) => (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words tabular-nums">{value}</dd>
    </div>
  );
  return (
    <ul
      className="grid divide-y rounded-lg border bg-background"
      aria-label={t('settings.integrations.webhooks.deliveries.title')}
    >
      {rows.map(({ delivery, open, onToggle, onResend, resending }) => {
        const detailsId = `${id}-${delivery.id}`;
        return (
          <li
            key={delivery.id}
            className="grid gap-3 p-3"
            data-testid="webhook-delivery"
            data-status={delivery.status}
            data-state={open ? 'open' : undefined}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <code className="break-all font-mono text-sm">{delivery.eventType}</code>
              <DeliveryStatusBadge status={delivery.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
              {field(t('settings.integrations.webhooks.deliveries.columns.date'), cells.date(delivery))}
              {field(t('settings.integrations.webhooks.deliveries.columns.attempts'), delivery.attempts)}
              {field(
                t('settings.integrations.webhooks.deliveries.columns.response'),
                cells.response(delivery),
              )}
              {field(
                t('settings.integrations.webhooks.deliveries.columns.duration'),
                cells.duration(delivery),
              )}
              {delivery.status === 'pending' &&
                field(
                  t('settings.integrations.webhooks.deliveries.columns.nextAttempt'),
                  cells.nextAttempt(delivery),
                )}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-expanded={open}
                aria-controls={open ? detailsId : undefined}
                aria-label={cells.names(delivery).details}
                onClick={onToggle}
                data-testid="webhook-delivery-toggle"
              >
                <ChevronRightIcon aria-hidden className={cn('transition-transform', open && 'rotate-90')} />
                {t('settings.integrations.webhooks.deliveries.detailsButton')}
              </Button>
              <ResendButton delivery={delivery} onResend={onResend} resending={resending} />
            </div>
            {open && <DeliveryDetails delivery={delivery} id={detailsId} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Entregas recentes' of one endpoint: Todas / Entregues / Falhas, the 20 newest deliveries, each opening onto
 * what was sent and answered, with 'Reenviar'. Read again every few seconds while one is on its way.
 */
export function WebhookDeliveries({
  endpoint,
  id,
  canResend,
}: {
  endpoint: WebhookEndpoint;
  /** The panel's id, for the toggle's aria-controls. */
  id: string;
  /** False when the plan has no webhooks: the history stays readable, 'Reenviar' is hidden. */
  canResend: boolean;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [filter, setFilter] = useState<DeliveryFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 1280px)');
  const headingId = useId();
  const query = trpc.webhooks.deliveries.useQuery(
    { endpointId: endpoint.id, status: filter },
    { staleTime: 0, refetchInterval: (current) => deliveryPollInterval(current.state.data) },
  );
  const resend = trpc.webhooks.resend.useMutation();
  const deliveries = query.data ?? [];
  const polling = deliveryPollInterval(query.data) !== false;
  // Deliveries that just settled may have started or ended the endpoint's failure streak: its badge reloads.
  const wasPolling = useRef(false);
  useEffect(() => {
    if (wasPolling.current && !polling) void utils.webhooks.settings.invalidate();
    wasPolling.current = polling;
  }, [polling, utils]);

  const onResend = async (delivery: WebhookDelivery) => {
    try {
      await resend.mutateAsync({ deliveryId: delivery.id });
      toast.success(t('settings.integrations.webhooks.toasts.resent'), {
        description: t('settings.integrations.webhooks.toasts.resentDescription'),
      });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('settings.integrations.webhooks.toasts.resendFailed'), {
        description: translateError(t, code, params),
      });
      if (code === 'errors.webhooks.upgradeRequired') void utils.webhooks.settings.invalidate();
    }
    await utils.webhooks.deliveries.invalidate({ endpointId: endpoint.id });
  };

  const rows: RowProps[] = deliveries.map((delivery) => ({
    delivery,
    open: openId === delivery.id,
    onToggle: () => setOpenId((current) => (current === delivery.id ? null : delivery.id)),
    onResend: canResend ? () => void onResend(delivery) : null,
    resending: resend.isPending && resend.variables?.deliveryId === delivery.id,
  }));

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border bg-muted/20 p-3 sm:p-4"
      data-testid="webhook-deliveries"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <h4 id={headingId} className="font-semibold text-sm">
            {t('settings.integrations.webhooks.deliveries.title')}
          </h4>
          <p className="text-muted-foreground text-xs">
            {t('settings.integrations.webhooks.deliveries.description')}
          </p>
        </div>
        <fieldset
          className="inline-flex rounded-md border bg-background p-0.5"
          data-testid="webhook-deliveries-filter"
        >
          <legend className="sr-only">{t('settings.integrations.webhooks.deliveries.filter')}</legend>
          {DELIVERY_FILTERS.map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={filter === value ? 'secondary' : 'ghost'}
              aria-pressed={filter === value}
              className="h-7"
              onClick={() => {
                setFilter(value);
                setOpenId(null);
              }}
              data-filter={value}
            >
              {t(FILTER_LABEL[value])}
            </Button>
          ))}
        </fieldset>
      </div>
      {polling && (
        <p
          className="flex items-center gap-2 text-muted-foreground text-xs"
          data-testid="webhook-deliveries-polling"
        >
          <Spinner />
          {t('settings.integrations.webhooks.deliveries.polling')}
        </p>
      )}
      {!query.data ? (
        query.isError ? (
          <QueryErrorMessage
            title={t('settings.integrations.webhooks.deliveries.loadFailed')}
            query={query}
          />
        ) : (
          <ListSkeleton
            label={t('settings.integrations.webhooks.deliveries.loading')}
            layout="rows"
            media="avatar"
            count={3}
            trailing={2}
            className="rounded-lg border bg-background"
          />
        )
      ) : deliveries.length === 0 ? (
        <ListMessage
          icon={InboxIcon}
          tone={filter === 'all' ? 'primary' : 'muted'}
          title={t(
            filter === 'all'
              ? 'settings.integrations.webhooks.deliveries.empty'
              : 'settings.integrations.webhooks.deliveries.emptyFiltered',
          )}
          description={
            filter === 'all' && canResend
              ? t('settings.integrations.webhooks.deliveries.emptyHint')
              : undefined
          }
          className="py-8"
          testId="webhook-deliveries-empty"
        />
      ) : wide ? (
        <div className="rounded-lg border bg-background">
          <DeliveriesTable rows={rows} />
        </div>
      ) : (
        <DeliveriesList rows={rows} />
      )}
    </section>
  );
}
