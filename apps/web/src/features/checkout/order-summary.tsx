import type { RouterOutputs } from '@afilia/api';
import { formatBRL, isRecurringCategory } from '@afilia/validators';
import { RepeatIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/components/product-image';
import { Badge } from '@/components/ui/badge';
import type { InstallmentOption } from './installment-picker';

type PublicProduct = RouterOutputs['catalog']['product'];

/**
 * 'Resumo do pedido': the cover, title, producer and the server's price; a subscription says it is monthly, and
 * a card in installments shows their total and each installment.
 */
export function OrderSummary({
  product,
  installment,
}: {
  product: PublicProduct;
  /** The installments chosen for a card; null or 1x is the price at once. */
  installment: InstallmentOption | null;
}) {
  const { t } = useTranslation();
  const recurring = isRecurringCategory(product.category);
  const price = formatBRL(product.priceCents);
  const split = installment && installment.count > 1 ? installment : null;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      data-testid="order-summary"
    >
      <h2
        id="order-summary-heading"
        className="font-medium text-muted-foreground text-xs uppercase tracking-wider"
      >
        {t('checkout.summary.title')}
      </h2>
      <div className="flex items-start gap-4">
        <ProductImage
          src={product.imageUrls[0] ?? null}
          alt=""
          className="aspect-square w-20 rounded-lg sm:w-24"
          iconClassName="size-5"
        />
        <div className="grid min-w-0 gap-1">
          <p className="break-words font-semibold leading-snug">{product.title}</p>
          {product.producerName && (
            <p className="text-muted-foreground text-sm">
              {t('checkout.summary.by', { name: product.producerName })}
            </p>
          )}
          {recurring && (
            <Badge variant="secondary" className="mt-1">
              <RepeatIcon aria-hidden />
              {t('checkout.summary.recurring')}
            </Badge>
          )}
        </div>
      </div>
      <dl className="grid gap-2 border-t pt-4 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{t('checkout.summary.total')}</dt>
          <dd className="font-bold text-2xl tabular-nums tracking-tight" data-testid="checkout-price">
            {split ? formatBRL(split.totalCents) : price}
            {recurring && (
              <span className="font-normal text-muted-foreground text-sm">
                {t('checkout.summary.perMonth')}
              </span>
            )}
          </dd>
        </div>
        {split && (
          <div
            className="flex items-baseline justify-between gap-4"
            data-testid="checkout-installment-summary"
          >
            <dt className="text-muted-foreground">{t('checkout.installments.label')}</dt>
            <dd className="tabular-nums">
              {t('checkout.installments.summary', {
                count: split.count,
                installment: formatBRL(split.installmentCents),
              })}
            </dd>
          </div>
        )}
      </dl>
      {recurring && (
        <p className="text-muted-foreground text-xs leading-relaxed">
          {t('checkout.summary.recurringNote', { amount: price })}
        </p>
      )}
    </section>
  );
}
