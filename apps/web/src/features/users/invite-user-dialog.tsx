import { type InviteInput, inviteInput, type Role } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { SendIcon } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import { describeUserError, inviteRoles, isPlanError } from './user-management';

type InviteOutput = z.output<typeof inviteInput>;
const EMPTY: InviteInput = { email: '', role: 'reseller' };

/**
 * 'Convidar usuário': an email and a role (Revendedor by default). The server emails a single-use link to
 * /accept-invitation. A producer can invite resellers only, within their plan's seller limit.
 */
export function InviteUserDialog({
  open,
  onOpenChange,
  viewerRole,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerRole: Role;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const roles = inviteRoles(viewerRole);
  const fixedRole = roles.length === 1;
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteInput),
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const invite = trpc.users.invite.useMutation();

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      const { code, description, fieldErrors } = describeUserError(
        t,
        error,
        'users.toasts.inviteErrorDescription',
      );
      if (fieldErrors.email) setError('email', { type: 'server', message: fieldErrors.email });
      else if (code === 'errors.team.emailInUse') setError('email', { type: 'server', message: code });
      toast.error(t('users.toasts.inviteError'), {
        description,
        duration: 5000,
        action: isPlanError(code)
          ? { label: t('users.toasts.upgrade'), onClick: () => void navigate({ to: '/plans' }) }
          : undefined,
      });
      return;
    }
    toast.success(t('users.toasts.inviteSent'), {
      description: t('users.toasts.inviteSentDescription', { email: values.email }),
    });
    reset(EMPTY);
    onOpenChange(false);
    void utils.users.list.invalidate();
    void utils.users.invitations.invalidate();
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="invite-dialog">
        <DialogHeader>
          <DialogTitle>{t('users.invite.title')}</DialogTitle>
          <DialogDescription>
            {t(fixedRole ? 'users.invite.producerDescription' : 'users.invite.description')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label={t('users.invite.email')} error={errors.email?.message}>
            <Input
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder={t('users.invite.emailPlaceholder')}
              disabled={isSubmitting}
              required
            />
          </FormField>
          <FormField
            label={t('users.invite.role')}
            error={errors.role?.message}
            description={fixedRole ? t('users.invite.producerRoleHint') : undefined}
          >
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <Select
                  name={field.name}
                  value={field.value ?? 'reseller'}
                  onValueChange={field.onChange}
                  disabled={fixedRole || isSubmitting}
                >
                  <SelectTrigger className="w-full" onBlur={field.onBlur} data-testid="invite-role">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((role) => (
                      <SelectItem key={role} value={role}>
                        {t(`team.roles.${role}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={isSubmitting}>
              {t('users.invite.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : <SendIcon aria-hidden />}
              {t(isSubmitting ? 'users.invite.submitting' : 'users.invite.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
