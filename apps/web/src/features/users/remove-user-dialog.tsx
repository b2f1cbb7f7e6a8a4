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
import type { UserRow } from './use-user-actions';

/** The admin's 'Remover usuário' confirmation; closing is refused while the call runs. */
export function RemoveUserDialog({
  user,
  removing,
  onCancel,
  onConfirm,
}: {
  user: UserRow | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && !removing && onCancel()}>
      <AlertDialogContent data-testid="remove-user-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('users.remove.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('users.remove.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        {user && (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            {t('users.remove.target', { name: user.name, email: user.email })}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={removing}>{t('users.remove.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={removing}>
            {removing ? <Spinner /> : null}
            {t('users.remove.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
