import { Link } from '@tanstack/react-router';
import { ShoppingCartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** 'Comprar': opens the product's checkout (/p/{code}/checkout). */
export function BuyButton({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild size="lg" className="w-full">
      <Link to="/p/$productCode/checkout" params={{ productCode }} data-testid="buy-button">
        <ShoppingCartIcon aria-hidden />
        {t('catalog.buy.button')}
      </Link>
    </Button>
  );
}
