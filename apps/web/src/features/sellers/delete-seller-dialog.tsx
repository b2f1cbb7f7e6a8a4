import { Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useMe } from '@/lib/use-me';
import type { SellerRow } from './seller-dialogs';
import { managesAccounts } from './seller-logic';

/**
 * 'Excluir revendedor?' for the seller asked about; closing is refused while the call runs. A producer removes
 * the reseller from their team (the account stays); an admin removes the account.
 */
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
  const { me } = useMe();
  // The last seller asked about: the confirmation keeps their name while it closes.
  const [shown, setShown] = useState<SellerRow | null>(null);
  useEffect(() => {
    if (seller) setShown(seller);
  }, [seller]);
  return (
    <ConfirmDialog
      open={seller !== null}
      title={t('sellers.delete.title')}
      description={t(
        managesAccounts(me?.role) ? 'sellers.delete.descriptionAccount' : 'sellers.delete.description',
        {
          name: shown?.name ?? '',
          email: shown?.email ?? '',
        },
      )}
      cancelLabel={t('sellers.delete.cancel')}
      confirmLabel={t('sellers.delete.confirm')}
      confirmIcon={Trash2Icon}
      pending={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
