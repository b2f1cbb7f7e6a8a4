import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={user !== null}
      title={t('users.remove.title')}
      description={t('users.remove.description')}
      cancelLabel={t('users.remove.cancel')}
      confirmLabel={t('users.remove.confirm')}
      pending={removing}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="remove-user-dialog"
    >
      {user && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          {t('users.remove.target', { name: user.name, email: user.email })}
        </p>
      )}
    </ConfirmDialog>
  );
}
