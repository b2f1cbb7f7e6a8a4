import type { ConfigurablePlatform, PaymentPlatform } from '@afilia/validators';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorMessage } from '@/components/list/retry-message';
import { Skeleton } from '@/components/ui/skeleton';
import { AsaasConfigDialog } from './asaas-config-dialog';
import { MercadoPagoNoticeDialog } from './mercadopago-notice-dialog';
import type { PaymentConnection } from './payment-types';
import { PlatformCard } from './platform-card';
import { StripeConfigDialog } from './stripe-config-dialog';
import { usePlatformToggle } from './use-platform-toggle';

type OpenDialog = ConfigurablePlatform | 'notice' | null;

/** The fields of the `payments.connections` query the cards read. */
interface ConnectionsQuery {
  data: PaymentConnection[] | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label={t('common.actions.loading')}
    >
      {[0, 1, 2].map((index) => (
        <div key={index} className="grid gap-4 rounded-xl border p-6">
          <div className="flex items-center gap-2">
            <Skeleton className="size-8" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="ml-auto h-5 w-14" />
          </div>
          <Skeleton className="h-4 w-4/5" />
          <div className="flex justify-between">
            <Skeleton className="h-5 w-9 rounded-full" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * 'Plataformas de pagamento': Stripe, Asaas and Mercado Pago side by side (one column on phones), and the
 * dialogs their switches and 'Configurar' open.
 */
export function PlatformCards({ query }: { query: ConnectionsQuery }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const toggle = usePlatformToggle({ onConfigure: setDialog, onNotice: () => setDialog('notice') });
  const connections = query.data;
  const byPlatform = (platform: PaymentPlatform) => connections?.find((item) => item.platform === platform);
  const asaas = byPlatform('asaas');
  const stripe = byPlatform('stripe');
  const closeUnless = (which: OpenDialog) => (open: boolean) => {
    if (!open && dialog === which) setDialog(null);
  };

  let body: ReactNode;
  if (connections) {
    body = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {connections.map((connection) => (
          <PlatformCard
            key={connection.platform}
            connection={connection}
            toggling={toggle.pending === connection.platform}
            onToggle={(enabled) => toggle.change(connection, enabled)}
            onConfigure={() =>
              setDialog(connection.platform === 'mercadopago' ? 'notice' : connection.platform)
            }
          />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <QueryErrorMessage
        title={t('payments.toast.loadError')}
        query={query}
        className="rounded-xl border py-8"
      />
    );
  } else body = <CardsSkeleton />;

  return (
    <section className="grid gap-3" aria-labelledby="payments-platforms-title">
      <div className="grid gap-1">
        <h3 id="payments-platforms-title" className="font-semibold text-lg">
          {t('payments.platforms.title')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('payments.platforms.description')}</p>
      </div>
      {body}
      {asaas && (
        <AsaasConfigDialog connection={asaas} open={dialog === 'asaas'} onOpenChange={closeUnless('asaas')} />
      )}
      {stripe && (
        <StripeConfigDialog
          connection={stripe}
          open={dialog === 'stripe'}
          onOpenChange={closeUnless('stripe')}
        />
      )}
      <MercadoPagoNoticeDialog open={dialog === 'notice'} onOpenChange={closeUnless('notice')} />
    </section>
  );
}
