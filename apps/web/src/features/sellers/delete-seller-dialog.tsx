import { Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SellerRow } from './seller-dialogs';

/** 'Excluir revendedor?' for the seller asked about; closing is refused while the call runs. */
export function DeleteSellerDialog({
  seller,
  deleting,
  onCancel,
  onConfirm,
}: {
  seller: SellerRow | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  // The last seller asked about: the confirmation keeps their name while it closes.
  const [shown, setShown] = useState<SellerRow | null>(null);
  useEffect(() => {
    if (seller) setShown(seller);
  }, [seller]);
  return (
    <AlertDialog open={seller !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('sellers.delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('sellers.delete.description', { name: shown?.name ?? '', email: shown?.email ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{t('sellers.delete.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={deleting}>
            {deleting ? <Spinner /> : <Trash2Icon aria-hidden />}
            {t('sellers.delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
