import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import type { SellerRow } from './seller-dialogs';
import {
  blockOutcome,
  blockOutcomeDescriptionKey,
  describeSellerError,
  managesAccounts,
} from './seller-logic';

/**
 * Block / unblock and delete, with their toasts. Blocking an active seller (their links stop working) and
 * deleting ask first; unblocking and activating do not. The list is reloaded after each change (at once: the
 * answer is the server's).
 */
export function useSellerActions() {
  const { t } = useTranslation();
  const { me } = useMe();
  const utils = trpc.useUtils();
  const toggleBlock = trpc.sellers.toggleBlock.useMutation();
  const remove = trpc.sellers.delete.useMutation();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<SellerRow | null>(null);
  const [toBlock, setToBlock] = useState<SellerRow | null>(null);

  const reload = () => void utils.sellers.list.invalidate();

  const onToggleBlock = async (seller: SellerRow) => {
    setTogglingId(seller.id);
    try {
      const updated = await toggleBlock.mutateAsync({ id: seller.id });
      const outcome = blockOutcome(seller.status, updated.status);
      toast.success(t(`sellers.block.${outcome}`), {
        description: t(blockOutcomeDescriptionKey(outcome, managesAccounts(me?.role)), {
          name: updated.name,
        }),
      });
      reload();
    } catch (error) {
      const view = describeSellerError(t, error, 'sellers.block.error');
      toast.error(t('sellers.block.errorTitle'), { description: view.description, duration: 5000 });
    } finally {
      setTogglingId(null);
    }
  };

  const onConfirmDelete = async () => {
    if (!toDelete) return;
    const seller = toDelete;
    try {
      await remove.mutateAsync({ id: seller.id });
      toast.success(t('sellers.delete.success'), {
        description: t('sellers.delete.successDescription', { name: seller.name }),
      });
      setToDelete(null);
      reload();
    } catch (error) {
      const view = describeSellerError(t, error, 'sellers.delete.error');
      toast.error(t('sellers.delete.errorTitle'), { description: view.description, duration: 5000 });
    }
  };

  return {
    reload,
    togglingId,
    onToggleBlock: (seller: SellerRow) => {
      if (seller.status === 'active') setToBlock(seller);
      else void onToggleBlock(seller);
    },
    toBlock,
    cancelBlock: () => setToBlock(null),
    onConfirmBlock: async () => {
      if (!toBlock) return;
      await onToggleBlock(toBlock);
      setToBlock(null);
    },
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    onConfirmDelete: () => void onConfirmDelete(),
    deleting: remove.isPending,
  };
}
