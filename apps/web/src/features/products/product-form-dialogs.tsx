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

/**
 * Leaving the form with unsaved changes: towards the list the draft is discarded, anywhere
 * else it is kept.
 */
export function LeaveFormDialog({
  open,
  toList,
  onStay,
  onLeave,
}: {
  open: boolean;
  /** The user is going back to the products list. */
  toList: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t(toList ? 'products.leave.toListTitle' : 'products.leave.title')}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {t(toList ? 'products.leave.toListDescription' : 'products.leave.description')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('products.leave.stay')}</AlertDialogCancel>
          <Button variant={toList ? 'destructive' : 'default'} onClick={onLeave}>
            {t(toList ? 'products.leave.discard' : 'products.leave.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** 'Cancelar edição' with unsaved changes: continue editing, discard them, or keep them as a draft. */
export function CancelEditDialog({
  open,
  onOpenChange,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('products.cancelEdit.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('products.cancelEdit.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('products.cancelEdit.continue')}</AlertDialogCancel>
          <Button variant="outline" onClick={onDiscard}>
            {t('products.cancelEdit.discard')}
          </Button>
          <Button onClick={onKeep}>{t('products.cancelEdit.keep')}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
