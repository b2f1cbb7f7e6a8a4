import { changePasswordFormSchema } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password. The server keeps this session and ends every other one. */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const change = trpc.security.changePassword.useMutation();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.reset(EMPTY);
      void utils.security.sessions.invalidate();
      toast.success(t('settings.security.changePassword.successTitle'), {
        description: t('settings.security.changePassword.successDescription'),
      });
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      if (code === 'errors.account.currentPasswordWrong') {
        form.setError('currentPassword', { message: code }, { shouldFocus: true });
      } else if (code === 'errors.account.samePassword') {
        form.setError('newPassword', { message: code }, { shouldFocus: true });
      }
      for (const field of ['currentPassword', 'newPassword'] as const) {
        const message = fieldErrors[field];
        if (message) form.setError(field, { message });
      }
      toast.error(t('settings.security.changePassword.failed'), {
        description: code === 'errors.internal' ? undefined : t(code, params),
      });
    }
  });

  return (
    <Card data-testid="settings-change-password">
      <CardHeader>
        <CardTitle>{t('settings.security.changePassword.title')}</CardTitle>
        <CardDescription>{t('settings.security.changePassword.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <div className="grid gap-5 *:content-start sm:grid-cols-2">
            <FormField
              label={t('settings.security.changePassword.current')}
              error={errors.currentPassword?.message}
            >
              <PasswordInput
                autoComplete="current-password"
                disabled={isSubmitting}
                {...form.register('currentPassword')}
              />
            </FormField>
            <FormField
              label={t('settings.security.changePassword.new')}
              error={errors.newPassword?.message}
              className="sm:col-start-1"
            >
              <PasswordInput
                autoComplete="new-password"
                placeholder={t('auth.fields.newPasswordPlaceholder')}
                disabled={isSubmitting}
                {...form.register('newPassword')}
              />
            </FormField>
            <FormField
              label={t('settings.security.changePassword.confirm')}
              error={errors.confirmPassword?.message}
            >
              <PasswordInput
                autoComplete="new-password"
                placeholder={t('auth.fields.confirmPasswordPlaceholder')}
                disabled={isSubmitting}
                {...form.register('confirmPassword')}
              />
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? <Spinner /> : <KeyRoundIcon aria-hidden />}
              {isSubmitting
                ? t('settings.security.changePassword.submitting')
                : t('settings.security.changePassword.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
