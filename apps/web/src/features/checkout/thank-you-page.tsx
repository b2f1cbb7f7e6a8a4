import { isRecurringCategory } from '@afilia/validators';
import { Link, useLocation } from '@tanstack/react-router';
import { ArrowRightIcon, CircleCheckIcon, DownloadIcon, MailIcon, RepeatIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogLayout } from '@/components/layout/catalog-layout';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrderCodeCopy } from './order-code-copy';

/**
 * /p/{code}/thank-you?order=AF…: the payment went through. The order code (to copy), where the access was
 * sent (the email comes in the history state from the checkout, so a shared link does not reveal it), what
 * happens next, and the way to 'Meu pedido'.
 */
export function ThankYouPage({ productCode, orderCode }: { productCode: string; orderCode: string }) {
  const { t } = useTranslation();
  const buyerEmail = useLocation({ select: (location) => location.state.buyerEmail });
  // Only for the product's title and whether it is a subscription: the page stands without it.
  const product = trpc.catalog.product.useQuery({ productCode }, { retry: false }).data;
  const recurring = isRecurringCategory(product?.category);
  useDocumentTitle(t('checkout.thankYou.documentTitle'));

  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const steps = [
    { icon: MailIcon, text: t('checkout.thankYou.steps.email') },
    { icon: DownloadIcon, text: t('checkout.thankYou.steps.links') },
    ...(recurring ? [{ icon: RepeatIcon, text: t('checkout.thankYou.steps.subscription') }] : []),
  ];

  return (
    <CatalogLayout>
      <div className="mx-auto grid max-w-xl gap-8 px-4 py-10 sm:px-6 sm:py-14" data-testid="thank-you">
        <div className="grid justify-items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
            <CircleCheckIcon className="size-9" aria-hidden />
          </span>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-bold text-2xl tracking-tight outline-none sm:text-3xl"
          >
            {t('checkout.thankYou.title')}
          </h1>
          {product && (
            <p className="text-muted-foreground">
              {t('checkout.thankYou.product', { title: product.title })}
            </p>
          )}
          <p className="break-words text-sm" data-testid="thank-you-email">
            {buyerEmail
              ? t('checkout.thankYou.sentTo', { email: buyerEmail })
              : t('checkout.thankYou.sentToBuyer')}
          </p>
        </div>

        <div className="rounded-xl border bg-card p-5 text-center shadow-sm">
          <OrderCodeCopy code={orderCode} />
          <p className="mt-3 text-muted-foreground text-xs">{t('checkout.orderCode.keep')}</p>
        </div>

        <section aria-labelledby="next-steps-heading" className="grid gap-3">
          <h2 id="next-steps-heading" className="font-semibold text-lg">
            {t('checkout.thankYou.nextTitle')}
          </h2>
          <ul className="grid gap-3">
            {steps.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="pt-1.5 text-muted-foreground leading-relaxed">{text}</span>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-3 sm:flex sm:justify-center">
          <Button asChild size="lg">
            <Link to="/orders" search={{ code: orderCode }} state={{ buyerEmail }}>
              {t('checkout.thankYou.access')}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/p/$productCode" params={{ productCode }}>
              {t('checkout.thankYou.backToProduct')}
            </Link>
          </Button>
        </div>
      </div>
    </CatalogLayout>
  );
}
