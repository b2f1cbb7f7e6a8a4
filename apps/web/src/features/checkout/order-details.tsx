import type { RouterOutputs } from '@afilia/api';
import { formatBRL } from '@afilia/validators';
import { DownloadIcon, ExternalLinkIcon, RefreshCwIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { YoutubeIcon } from '@/components/brand-icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import type { OrderCredentials } from './order-access-form';
import { ORDER_STATUS_BADGE } from './order-status';
import { OrderSubscription } from './order-subscription';

export type OrderAccess = RouterOutputs['orders']['access'];

const externalLinkClass =
  'flex items-center gap-3 rounded-lg border p-3 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * An opened order: the product, its status, the producer's instructions (line breaks kept), fresh download
 * links (each in a new tab, with its expiry), the YouTube videos, and a subscription's status.
 */
export function OrderDetails({
  order,
  credentials,
  headingRef,
  refreshing,
  onRefresh,
  onSubscriptionChanged,
}: {
  order: OrderAccess;
  credentials: OrderCredentials;
  headingRef: Ref<HTMLHeadingElement>;
  refreshing: boolean;
  onRefresh: () => void;
  onSubscriptionChanged: (subscription: NonNullable<OrderAccess['subscription']>) => void;
}) {
  const { t } = useTranslation();
  return (
    <article
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="order-details"
    >
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className="font-mono text-muted-foreground text-xs tracking-wider"
            data-testid="order-details-code"
          >
            {t('checkout.orders.order', { code: order.orderCode })}
          </span>
          <Badge
            variant={ORDER_STATUS_BADGE[order.status]}
            data-status={order.status}
            data-testid="order-status"
          >
            {t(`checkout.orders.status.${order.status}`)}
          </Badge>
        </div>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="break-words font-bold text-xl tracking-tight outline-none"
        >
          {order.productTitle}
        </h2>
        <p className="text-muted-foreground text-sm">
          <span className="font-medium text-foreground tabular-nums">{formatBRL(order.amountCents)}</span>
          {order.paidAt && <> · {t('checkout.orders.paidAt', { date: formatDate(order.paidAt) })}</>}
        </p>
        {order.status !== 'paid' && (
          <p className="text-muted-foreground text-sm">{t(`checkout.orders.statusNote.${order.status}`)}</p>
        )}
      </header>

      {order.subscription && (
        <OrderSubscription
          subscription={order.subscription}
          credentials={credentials}
          onChanged={onSubscriptionChanged}
        />
      )}

      {order.instructions.trim() && (
        <section aria-labelledby="order-instructions-heading" className="grid gap-2">
          <h3 id="order-instructions-heading" className="font-semibold">
            {t('checkout.orders.instructions')}
          </h3>
          <p className="whitespace-pre-line break-words text-muted-foreground text-sm leading-relaxed">
            {order.instructions}
          </p>
        </section>
      )}

      {order.downloads.length > 0 && (
        <section aria-labelledby="order-downloads-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="order-downloads-heading" className="font-semibold">
              {t('checkout.orders.downloads')}
            </h3>
            <Button variant="ghost" size="sm" onClick={onRefresh} disabled={refreshing}>
              {refreshing ? <Spinner /> : <RefreshCwIcon aria-hidden />}
              {t('checkout.orders.refresh')}
            </Button>
          </div>
          <ul className="grid gap-2" data-testid="order-downloads">
            {order.downloads.map((download, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a title; the list never reorders
              <li key={`${index}-${download.title}`}>
                <NewTabLink href={download.url}>
                  <DownloadIcon className="size-4 shrink-0 text-primary" aria-hidden />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="break-words font-medium">
                      {download.title.trim() || t('checkout.orders.file', { number: index + 1 })}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      {download.expiresAt
                        ? t('checkout.orders.expires', { date: formatDate(download.expiresAt) })
                        : t('checkout.orders.externalLink')}
                    </span>
                  </span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      {order.videos.length > 0 && (
        <section aria-labelledby="order-videos-heading" className="grid gap-3">
          <h3 id="order-videos-heading" className="font-semibold">
            {t('checkout.orders.videos')}
          </h3>
          <ul className="grid gap-2" data-testid="order-videos">
            {order.videos.map((video, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same video may appear twice; the list never reorders
              <li key={`${index}-${video.url}`}>
                <NewTabLink href={video.url}>
                  <YoutubeIcon className="size-4 shrink-0 text-destructive" aria-hidden />
                  <span className="min-w-0 flex-1 break-words font-medium">
                    {video.title.trim() || t('checkout.orders.video', { number: index + 1 })}
                  </span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** A download or video row: opens in a new tab, which screen readers are told. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={externalLinkClass}>
      {children}
      <ExternalLinkIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="sr-only"> {t('checkout.orders.newTab')}</span>
    </a>
  );
}
