import type { RouterOutputs } from '@afilia/api';
import type { Role } from '@afilia/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { trpc } from '@/lib/trpc';
import { describeUserError, type StatusAction, statusForAction } from './user-management';

export type UserRow = RouterOutputs['users']['list']['items'][number];

const ERROR_TOAST_MS = 5000;

/**
 * The admin's row actions that need no form: change role, suspend or reactivate, remove. Each shows a toast
 * and refreshes the list and its tab counts (and the seller lists, which show the same people).
 */
export function useUserActions() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [busyId, setBusyId] = useState<string | null>(null);
  const updateRole = trpc.users.updateRole.useMutation();
  const updateStatus = trpc.users.updateStatus.useMutation();
  const deleteUser = trpc.users.deleteUser.useMutation();

  const refresh = async () => {
    await Promise.all([utils.users.list.invalidate(), utils.sellers.invalidate()]);
  };

  const run = async (user: UserRow, action: () => Promise<void>) => {
    setBusyId(user.id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };

  const changeRole = (user: UserRow, role: Role) =>
    run(user, async () => {
      try {
        await updateRole.mutateAsync({ userId: user.id, role });
        toast.success(t('users.toasts.roleUpdated'), {
          description: t('users.toasts.roleUpdatedDescription', {
            name: user.name,
            role: t(`team.roles.${role}`),
          }),
        });
      } catch (error) {
        const { description } = describeUserError(t, error, 'users.toasts.roleErrorDescription');
        toast.error(t('users.toasts.roleError'), { description, duration: ERROR_TOAST_MS });
      }
      await refresh();
    });

  const changeStatus = (user: UserRow, action: StatusAction) =>
    run(user, async () => {
      try {
        await updateStatus.mutateAsync({ userId: user.id, status: statusForAction(action) });
        toast.success(t('users.toasts.statusUpdated'), {
          description: t(
            action === 'suspend'
              ? 'users.toasts.suspendedDescription'
              : 'users.toasts.reactivatedDescription',
            { name: user.name },
          ),
        });
      } catch (error) {
        const { description } = describeUserError(t, error, 'users.toasts.statusErrorDescription');
        toast.error(t('users.toasts.statusError'), { description, duration: ERROR_TOAST_MS });
      }
      await refresh();
    });

  /** Resolves true when the user was removed (the confirmation dialog then closes). */
  const remove = async (user: UserRow): Promise<boolean> => {
    let removed = false;
    await run(user, async () => {
      try {
        await deleteUser.mutateAsync({ userId: user.id });
        removed = true;
        toast.success(t('users.toasts.removed'), {
          description: t('users.toasts.removedDescription', { name: user.name }),
        });
      } catch (error) {
        const { code, description } = describeUserError(t, error, 'users.toasts.deleteErrorDescription');
        toast.error(t('users.toasts.deleteError'), { description, duration: ERROR_TOAST_MS });
        // Someone else removed them already: the row is gone either way.
        removed = code === 'errors.team.userNotFound';
      }
      await refresh();
    });
    return removed;
  };

  return { busyId, changeRole, changeStatus, remove, removing: deleteUser.isPending, refresh };
}
