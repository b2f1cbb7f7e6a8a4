import { ExternalLinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * 'Ver página de vendas': the product's public page (`/p/{code}`), in a new tab so the dashboard stays where
 * it was. An icon button in the product table, a labelled button elsewhere.
 */
export function SalesPageLink({
  productCode,
  title,
  iconOnly = false,
  className,
}: {
  productCode: string;
  /** The product's title, for the accessible name ('Ver página de vendas de …'). */
  title: string;
  iconOnly?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = t('common.salesPage.openLabel', { title });
  return (
    <Button
      asChild
      variant={iconOnly ? 'ghost' : 'outline'}
      size={iconOnly ? 'icon-sm' : 'sm'}
      className={className}
      title={iconOnly ? t('common.salesPage.open') : undefined}
    >
      <a
        href={`/p/${encodeURIComponent(productCode)}`}
        target="_blank"
        rel="noopener"
        aria-label={label}
        data-testid="sales-page-link"
      >
        <ExternalLinkIcon aria-hidden />
        {!iconOnly && t('common.salesPage.open')}
      </a>
    </Button>
  );
}
