import { forgotPasswordInput, type LoginInput, loginInput, type UserType } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { AlertCircleIcon, LogInIcon, MailCheckIcon, SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordInput } from '@/components/password-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { type ErrorCode, parseError } from '@/lib/errors';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-layout';
import { takePendingReturn } from './pending-return';
import { safeReturnTo } from './return-to';
import { SubmitButton } from './submit-button';
import { UserTypeTabs } from './user-type-tabs';

type LoginValues = Required<LoginInput>;

/** Login errors whose own message is shown; anything else reads 'Ocorreu um erro ao fazer login.' */
function loginErrorMessage(code: ErrorCode): TranslationKey {
  return code === 'errors.internal' || code === 'errors.validation' ? 'errors.auth.loginFailed' : code;
}

export function LoginPage({
  returnTo,
  userType: initialUserType,
  email: initialEmail,
}: {
  returnTo?: string | undefined;
  /** `?tab=reseller|producer`: the tab to open (the seller welcome email links to the Revendedor tab). */
  userType?: UserType | undefined;
  /** `?email=`: prefills the email field. */
  email?: string | undefined;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const router = useRouter();
  const utils = trpc.useUtils();
  const navState = useRouterState({ select: (s) => s.location.state });
  const [errorKey, setErrorKey] = useState<TranslationKey | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const form = useForm<LoginValues>({
    resolver: zodResolver(loginInput),
    defaultValues: {
      email: initialEmail ?? '',
      password: '',
      userType: initialUserType ?? navState.userType ?? 'producer',
    },
  });
  const userType = form.watch('userType');
  const login = trpc.auth.login.useMutation();
  const forgot = trpc.auth.forgotPassword.useMutation();
  const resendConfirmation = trpc.auth.resendConfirmation.useMutation();
  const { errors, isSubmitting } = form.formState;

  // The link's tab and email also apply when the search changes on an open login page; with the email
  // known, the password is what is left to type.
  useEffect(() => {
    if (initialUserType) form.setValue('userType', initialUserType);
  }, [initialUserType, form]);
  useEffect(() => {
    if (!initialEmail) return;
    form.setValue('email', initialEmail);
    form.setFocus('password');
  }, [initialEmail, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      const result = await login.mutateAsync(values);
      // Session event "signed in": reload the profile before entering the dashboard.
      await utils.auth.me.invalidate();
      await utils.auth.me.fetch();
      // Registered with a paid plan: back to its purchase, even without a returnTo in the URL.
      const pending = takePendingReturn(values.email);
      const target =
        safeReturnTo(returnTo) ??
        safeReturnTo(navState.returnTo) ??
        safeReturnTo(pending) ??
        safeReturnTo(result.redirectTo) ??
        '/dashboard';
      router.history.push(target);
    } catch (error) {
      const message = loginErrorMessage(parseError(error).code);
      setErrorKey(message);
      toast.error(t('errors.auth.loginFailedTitle'), { description: t(message) });
    }
  });

  const onForgotPassword = async () => {
    const email = form.getValues('email').trim();
    if (!email) {
      form.setError(
        'email',
        { message: 'validation.emailNeeded' satisfies TranslationKey },
        { shouldFocus: true },
      );
      toast.error(t('validation.emailNeeded'));
      return;
    }
    const parsed = forgotPasswordInput.safeParse({ email });
    if (!parsed.success) {
      form.setError(
        'email',
        { message: parsed.error.issues[0]?.message ?? ('validation.emailInvalid' satisfies TranslationKey) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await forgot.mutateAsync(parsed.data);
      setErrorKey(null);
      setResetSentTo(parsed.data.email);
      toast.success(t('auth.forgot.sentToastTitle'), { description: t('auth.forgot.sentToastDescription') });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('errors.auth.resetRequestFailed'), {
        description: code === 'errors.internal' ? undefined : t(code, params),
      });
    }
  };

  if (resetSentTo) {
    return (
      <AuthCard icon={<MailCheckIcon />} title={t('auth.forgot.sentTitle')}>
        <div className="grid gap-6 text-center">
          <p className="text-muted-foreground text-sm leading-relaxed">
            {t('auth.forgot.sentDescription', { email: resetSentTo })}
          </p>
          <Button className="w-full" onClick={() => setResetSentTo(null)}>
            {t('auth.forgot.backToLogin')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const setUserType = (value: UserType) => {
    form.setValue('userType', value);
    setErrorKey(null);
  };

  // The account is unconfirmed (the password was right): a new link, rate-limited on the server.
  const onResendConfirmation = async () => {
    const email = form.getValues('email').trim();
    try {
      await resendConfirmation.mutateAsync({ email });
      toast.success(t('auth.login.confirmationResent'), {
        description: t('auth.login.confirmationResentDescription', { email }),
      });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('auth.login.confirmationResendFailed'), { description: t(code, params) });
    }
  };

  return (
    <AuthCard icon={<LogInIcon />} title={t('auth.login.title')} description={t('auth.login.description')}>
      <div className="grid gap-5">
        <UserTypeTabs
          value={userType}
          onValueChange={setUserType}
          hints={{ producer: t('auth.login.producerHint'), reseller: t('auth.login.resellerHint') }}
        />

        {errorKey && (
          <Alert variant="destructive" data-testid="login-error">
            <AlertCircleIcon />
            <AlertDescription className="grid gap-3">
              <p>{t(errorKey)}</p>
              {(errorKey === 'errors.auth.noResellerPermission' ||
                errorKey === 'errors.auth.noProducerPermission') && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start text-foreground"
                  onClick={() => {
                    // The same email (and password) on the other tab: one more click signs in there.
                    setUserType(errorKey === 'errors.auth.noResellerPermission' ? 'producer' : 'reseller');
                    form.setFocus('password');
                  }}
                >
                  <LogInIcon aria-hidden />
                  {t(
                    errorKey === 'errors.auth.noResellerPermission'
                      ? 'auth.login.signInAsProducer'
                      : 'auth.login.signInAsReseller',
                  )}
                </Button>
              )}
              {errorKey === 'errors.auth.emailNotConfirmed' && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start text-foreground"
                  disabled={resendConfirmation.isPending}
                  onClick={() => void onResendConfirmation()}
                >
                  {resendConfirmation.isPending ? <Spinner /> : <SendIcon aria-hidden />}
                  {t('auth.login.resendConfirmation')}
                </Button>
              )}
            </AlertDescription>
          </Alert>
        )}

        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField label={t('auth.fields.email')} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('auth.fields.emailPlaceholder')}
              {...form.register('email')}
            />
          </FormField>
          <div className="grid gap-2">
            <FormField label={t('auth.fields.password')} error={errors.password?.message}>
              <PasswordInput
                autoComplete="current-password"
                placeholder={t('auth.fields.passwordPlaceholder')}
                {...form.register('password')}
              />
            </FormField>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto justify-self-end px-0 py-0 font-normal"
              onClick={onForgotPassword}
              disabled={forgot.isPending}
            >
              {forgot.isPending && <Spinner />}
              {forgot.isPending ? t('auth.forgot.sending') : t('auth.login.forgotPassword')}
            </Button>
          </div>
          <SubmitButton submitting={isSubmitting} busyLabel={t('auth.login.submitting')}>
            {t('auth.login.submit')}
          </SubmitButton>
        </form>

        <p className="text-center text-muted-foreground text-sm">
          {t('auth.login.noAccount')}{' '}
          <Link
            to="/register"
            state={{ userType }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('auth.login.registerLink')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
