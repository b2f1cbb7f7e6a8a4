import { ArrowLeftIcon, PackageSearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogLayout } from '@/components/layout/catalog-layout';
import { Button } from '@/components/ui/button';
import { parseError, translateError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrderAccessForm, type OrderCredentials } from './order-access-form';
import { type OrderAccess, OrderDetails } from './order-details';

interface Opened {
  credentials: OrderCredentials;
  order: OrderAccess;
}

/**
 * /orders ('Meu pedido'): buyers have no account, so the order code and the email used to buy open the order
 * and give fresh download links. Both travel in a POST body, never in the URL (only the code may come in
 * `?code=` from the thank-you page and the email).
 */
export function OrderAccessPage({ code, email }: { code: string | undefined; email?: string | undefined }) {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.orders.title'));
  const access = trpc.orders.access.useMutation();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openedCode = opened?.order.orderCode;

  useEffect(() => {
    if (openedCode) headingRef.current?.focus();
  }, [openedCode]);

  const open = (credentials: OrderCredentials) => {
    setError(null);
    access.mutate(credentials, {
      onSuccess: (order) => setOpened({ credentials, order }),
      onError: (failure) => {
        const parsed = parseError(failure);
        setError(translateError(t, parsed.code, parsed.params));
      },
    });
  };

  return (
    <CatalogLayout>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="grid gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <PackageSearchIcon className="size-6" aria-hidden />
          </span>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t('checkout.orders.title')}</h1>
          <p className="text-muted-foreground">{t('checkout.orders.description')}</p>
        </header>

        {opened ? (
          <>
            <OrderDetails
              order={opened.order}
              credentials={opened.credentials}
              headingRef={headingRef}
              refreshing={access.isPending}
              onRefresh={() => open(opened.credentials)}
              onSubscriptionChanged={(subscription) =>
                setOpened({ ...opened, order: { ...opened.order, subscription } })
              }
            />
            {error && (
              <p className="text-destructive text-sm" role="alert">
                {error}
              </p>
            )}
            <Button
              variant="ghost"
              className="w-fit"
              onClick={() => {
                setOpened(null);
                setError(null);
              }}
            >
              <ArrowLeftIcon aria-hidden />
              {t('checkout.orders.another')}
            </Button>
          </>
        ) : (
          <OrderAccessForm
            defaultCode={code ?? ''}
            defaultEmail={email ?? ''}
            pending={access.isPending}
            error={error}
            onSubmit={open}
          />
        )}
      </div>
    </CatalogLayout>
  );
}
