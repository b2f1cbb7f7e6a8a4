import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import type { UserRow } from './use-user-actions';
import { describeUserError, editUserFormSchema, editValuesOf } from './user-management';

type EditInput = z.input<typeof editUserFormSchema>;
type EditOutput = z.output<typeof editUserFormSchema>;
const FIELDS = ['fullName', 'email', 'phone'] as const;

/**
 * 'Editar perfil' from the row menu: an admin changes a user's name and phone (`users.update`); a new email
 * waits for its owner's approval from the current address, then for the new address's confirmation.
 */
export function EditUserDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(editUserFormSchema),
    defaultValues: { fullName: '', email: '', phone: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const update = trpc.users.update.useMutation();

  useEffect(() => {
    if (user) reset(editValuesOf(user));
  }, [user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!user) return;
    try {
      const updated = await update.mutateAsync({ userId: user.id, ...values });
      toast.success(t('users.toasts.userUpdated'), {
        description: t('users.toasts.userUpdatedDescription', { name: updated.name }),
      });
      if (updated.emailChangePending) {
        toast.info(t('users.toasts.emailChangePendingTitle'), {
          description: t('users.toasts.emailChangePending', { email: values.email }),
          duration: 8000,
        });
      }
      onClose();
    } catch (error) {
      const { code, description, fieldErrors } = describeUserError(
        t,
        error,
        'users.toasts.updateErrorDescription',
      );
      for (const field of FIELDS) {
        const message = fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      if (code === 'errors.team.emailInUse') setError('email', { type: 'server', message: code });
      toast.error(t('users.toasts.updateError'), { description, duration: 5000 });
    }
    await Promise.all([utils.users.list.invalidate(), utils.sellers.invalidate()]);
  });

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent data-testid="edit-user-dialog">
        <DialogHeader>
          <DialogTitle>{t('users.edit.title')}</DialogTitle>
          <DialogDescription>{t('users.edit.description', { name: user?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label={t('users.edit.fullName')} error={errors.fullName?.message}>
            <Input {...register('fullName')} autoComplete="off" disabled={isSubmitting} required />
          </FormField>
          <FormField
            label={t('users.edit.email')}
            error={errors.email?.message}
            description={t('users.edit.emailHint')}
          >
            <Input
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              disabled={isSubmitting}
              required
            />
          </FormField>
          <FormField label={t('users.edit.phone')} error={errors.phone?.message}>
            <Input
              {...register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={t('users.edit.phonePlaceholder')}
              disabled={isSubmitting}
            />
          </FormField>
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('users.edit.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : <SaveIcon aria-hidden />}
              {t(isSubmitting ? 'users.edit.submitting' : 'users.edit.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
