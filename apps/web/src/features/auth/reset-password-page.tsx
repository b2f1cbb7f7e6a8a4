import { resetPasswordFormSchema } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { KeyRoundIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { AuthCard } from './auth-layout';
import { NewPasswordFields } from './new-password-fields';
import { withPasswordMatch } from './password-match-resolver';
import { readRecoveryReturnTo, readRecoveryToken } from './return-to';
import { SubmitButton } from './submit-button';

/** The reset redirects to /login after 2 s. */
export const RESET_REDIRECT_MS = 2000;

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The recovery link is `/reset-password#access_token=…&type=recovery[&redirect_to=<path>]`.
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : readRecoveryToken(window.location.hash),
  );
  const [returnTo] = useState(() =>
    typeof window === 'undefined' ? undefined : readRecoveryReturnTo(window.location.hash),
  );
  const utils = trpc.useUtils();
  const [done, setDone] = useState(false);
  const redirected = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reset = trpc.auth.resetPassword.useMutation();

  const form = useForm<ResetValues>({
    resolver: withPasswordMatch<ResetValues>(
      zodResolver(resetPasswordFormSchema),
      'validation.resetPasswordsDontMatch',
    ),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (token || redirected.current) return;
    redirected.current = true;
    toast.error(t('errors.auth.invalidLink'));
    void navigate({ to: '/login', replace: true });
  }, [token, navigate, t]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ token, password: values.password });
      setDone(true);
      // The reset ended every session of the account and cleared this browser's cookie: signed out.
      utils.auth.me.setData(undefined, null);
      toast.success(t('auth.resetPassword.successTitle'), {
        description: t('auth.resetPassword.successDescription'),
      });
      // Back to where the reset was asked for (e.g. Settings → Security) once logged in again.
      redirectTimer.current = setTimeout(
        () => void navigate({ to: '/login', search: returnTo ? { returnTo } : {}, replace: true }),
        RESET_REDIRECT_MS,
      );
    } catch (error) {
      const { code, fieldErrors } = parseError(error);
      if (fieldErrors.password) form.setError('password', { message: fieldErrors.password });
      const message =
        code === 'errors.auth.invalidLink' || code === 'errors.rateLimited'
          ? code
          : 'errors.auth.resetFailed';
      toast.error(t('auth.resetPassword.errorTitle'), { description: t(message) });
    }
  });

  if (!token) return null;
  const disabled = isSubmitting || done;

  return (
    <AuthCard
      icon={<KeyRoundIcon />}
      title={t('auth.resetPassword.title')}
      description={t('auth.resetPassword.description')}
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          register={form.register}
          errors={errors}
          disabled={disabled}
          passwordLabel="newPassword"
        />
        <SubmitButton
          submitting={isSubmitting}
          disabled={disabled}
          busyLabel={t('auth.resetPassword.submitting')}
        >
          {t('auth.resetPassword.submit')}
        </SubmitButton>
        <Button variant="link" asChild className="justify-self-center">
          <Link to="/login">{t('auth.forgot.backToLogin')}</Link>
        </Button>
      </form>
    </AuthCard>
  );
}
