import { ClockIcon, ShoppingCartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/**
 * 'Comprar': the checkout comes with the next release, so for now the button opens a plain 'Vendas em breve'
 * notice. Nothing is charged, nothing is pretended.
 */
export function BuyButton({ hasContact }: { hasContact: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="lg" className="w-full" data-testid="buy-button">
          <ShoppingCartIcon aria-hidden />
          {t('catalog.buy.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary sm:mx-0">
            <ClockIcon className="size-6" aria-hidden />
          </span>
          <DialogTitle>{t('catalog.buy.title')}</DialogTitle>
          <DialogDescription>{t('catalog.buy.description')}</DialogDescription>
        </DialogHeader>
        {hasContact && <p className="text-muted-foreground text-sm">{t('catalog.buy.contactHint')}</p>}
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('catalog.buy.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
