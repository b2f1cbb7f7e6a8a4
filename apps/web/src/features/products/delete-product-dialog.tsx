import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ProductRow } from './product-rows';

/** 'Excluir produto?' for the product asked about; closing is refused while the call runs. */
export function DeleteProductDialog({
  product,
  deleting,
  onCancel,
  onConfirm,
}: {
  product: ProductRow | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={product !== null}
      title={t('products.delete.title')}
      description={t('products.delete.description', { title: product?.title ?? '' })}
      cancelLabel={t('products.delete.cancel')}
      confirmLabel={t('products.delete.confirm')}
      confirmIcon={Trash2Icon}
      pending={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
