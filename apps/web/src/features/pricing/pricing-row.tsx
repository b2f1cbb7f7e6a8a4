import type { RouterOutputs } from '@afilia/api';
import { isRecurringCategory } from '@afilia/validators';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/components/product-image';
import { cn } from '@/lib/utils';
import { PriceSummary } from './price-summary';
import { PricingPanel } from './pricing-panel';
import { usePricingEditor } from './use-pricing-editor';

export type PricingListRow = RouterOutputs['pricing']['list'][number];

/**
 * One product of the Pricing screen: collapsed, its picture, title, category, code and
 * price; expanded, the price and commission fields, disabled until 'Editar', with Cancelar and Salvar.
 */
export function PricingRow({ row }: { row: PricingListRow }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Kept here rather than in the panel so an edit survives collapsing the row.
  const editor = usePricingEditor(row);
  const category = row.category ? t(`products.categories.${row.category}`) : t('pricing.row.noCategory');
  const recurring = isRecurringCategory(row.category);

  return (
    <li className="overflow-hidden rounded-lg border bg-card" data-testid="pricing-row">
      <button
        type="button"
        className="flex w-full items-center gap-3 p-3 text-left outline-none transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:gap-4 sm:p-4"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <ProductImage src={row.imageUrl} alt="" className="w-16 sm:w-20" iconClassName="size-5" />
        <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
          <div className="grid min-w-0 gap-1">
            <span className="line-clamp-2 font-medium leading-snug">{row.title}</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
              <span>{category}</span>
              <span aria-hidden>·</span>
              <span className="font-mono tracking-wider">{row.productCode}</span>
            </span>
          </div>
          <PriceSummary pricing={row.pricing} recurring={recurring} />
        </div>
        <ChevronDownIcon
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden
        />
        <span className="sr-only">{t(open ? 'pricing.row.collapse' : 'pricing.row.expand')}</span>
      </button>

      {open && (
        <PricingPanel
          id={panelId}
          title={row.title}
          productCode={row.productCode}
          recurring={recurring}
          editor={editor}
        />
      )}
    </li>
  );
}
