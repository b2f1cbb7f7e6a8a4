import { Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={seller !== null}
      title={t('sellers.delete.title')}
      description={t('sellers.delete.description', { name: shown?.name ?? '', email: shown?.email ?? '' })}
      cancelLabel={t('sellers.delete.cancel')}
      confirmLabel={t('sellers.delete.confirm')}
      confirmIcon={Trash2Icon}
      pending={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
