import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ErrorCode } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { describeProductError, isPlanError } from './product-errors';
import type { ProductRow } from './product-rows';
import { browserStorage, clearDraft } from './product-storage';

/**
 * The list's duplicate and delete calls with their toasts ('Erro ao duplicar produto' with a link to the plans
 * when the plan's limit is reached). `onDuplicated` runs after a copy was made (the list shows page 1).
 */
export function useProductListActions({ onDuplicated }: { onDuplicated: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const duplicate = trpc.products.duplicate.useMutation();
  const remove = trpc.products.delete.useMutation();
  const [duplicatingId, setDuplicatingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ProductRow | null>(null);

  const reloadLists = () => {
    void utils.products.list.invalidate();
    void utils.pricing.list.invalidate();
  };

  const upgradeAction = (code: ErrorCode) =>
    isPlanError(code)
      ? { label: t('products.toasts.upgrade'), onClick: () => void navigate({ to: '/plans' }) }
      : undefined;

  const onDuplicate = async (product: ProductRow) => {
    setDuplicatingId(product.id);
    try {
      const copy = await duplicate.mutateAsync({ id: product.id });
      toast.success(t('products.toasts.duplicated'), {
        description: t('products.toasts.duplicatedDescription', {
          title: copy.title,
          code: copy.productCode,
        }),
      });
      onDuplicated();
      reloadLists();
    } catch (error) {
      const { code, description } = describeProductError(t, error, 'products.toasts.duplicateError');
      toast.error(t('products.toasts.duplicateErrorTitle'), {
        description,
        duration: 5000,
        action: upgradeAction(code),
      });
    } finally {
      setDuplicatingId(null);
    }
  };

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    const product = toDelete;
    try {
      await remove.mutateAsync({ id: product.id });
      clearDraft(browserStorage(), product.productCode);
      toast.success(t('products.toasts.deleted'), {
        description: t('products.toasts.deletedDescription', { title: product.title }),
      });
      setToDelete(null);
      reloadLists();
      utils.products.get.setData({ id: product.id }, undefined);
    } catch (error) {
      const { description } = describeProductError(t, error, 'products.toasts.deleteError');
      toast.error(t('products.toasts.deleteErrorTitle'), { description, duration: 5000 });
    }
  };

  return {
    duplicatingId,
    onDuplicate: (product: ProductRow) => void onDuplicate(product),
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => {
      if (!remove.isPending) setToDelete(null);
    },
    onConfirmDelete: () => void onConfirmDelete(),
    deleting: remove.isPending,
  };
}
