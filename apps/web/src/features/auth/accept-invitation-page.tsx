import { acceptInvitationFormSchema } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { MailOpenIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { AuthCard } from './auth-layout';
import { NewPasswordFields } from './new-password-fields';
import { withPasswordMatch } from './password-match-resolver';
import { SubmitButton } from './submit-button';
import { TermsCheckbox } from './terms-checkbox';

interface InvitationValues {
  fullName: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

// The form edits `termsAccepted` as a boolean; the shared schema demands `true` ('validation.termsRequired').
const resolver = withPasswordMatch<InvitationValues>(
  zodResolver(acceptInvitationFormSchema) as unknown as Resolver<InvitationValues>,
  'validation.invitePasswordsDontMatch',
);

export function AcceptInvitationPage({
  token,
  email,
}: {
  token: string | undefined;
  email: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const hasParams = Boolean(token && email);
  const redirected = useRef(false);

  const invitation = trpc.auth.invitation.useQuery(
    { token: token ?? '', email: email ?? '' },
    { enabled: hasParams, retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
  const accept = trpc.auth.acceptInvitation.useMutation();

  const form = useForm<InvitationValues>({
    resolver,
    defaultValues: { fullName: '', password: '', confirmPassword: '', termsAccepted: false },
  });
  const { errors, isSubmitting } = form.formState;

  // Without token and email, or with an invalid or expired invitation: toast and go to /login.
  useEffect(() => {
    if (redirected.current) return;
    if (hasParams && !invitation.isError) return;
    redirected.current = true;
    const code = invitation.error ? parseError(invitation.error).code : 'errors.auth.invitationInvalid';
    toast.error(t('errors.auth.invitationErrorTitle'), {
      description: t(code === 'errors.internal' ? 'errors.auth.invitationInvalid' : code),
    });
    void navigate({ to: '/login', replace: true });
  }, [hasParams, invitation.isError, invitation.error, navigate, t]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token || !email) return;
    try {
      await accept.mutateAsync({
        token,
        email,
        password: values.password,
        fullName: values.fullName,
        termsAccepted: true,
      });
    } catch (error) {
      const { code, fieldErrors, params } = parseError(error);
      for (const field of ['fullName', 'password'] as const) {
        const message = fieldErrors[field];
        if (message) form.setError(field, { message });
      }
      toast.error(t('errors.auth.invitationErrorTitle'), { description: t(code, params) });
      return;
    }
    // The server signs the new user in; reload the profile and enter the dashboard.
    await utils.auth.me.invalidate();
    const me = await utils.auth.me.fetch().catch(() => null);
    if (!me) {
      toast.error(t('errors.auth.loginFailedTitle'), { description: t('errors.auth.loginFailed') });
      void navigate({ to: '/login' });
      return;
    }
    toast.success(t('auth.invitation.successTitle'), {
      description: t('auth.invitation.successDescription'),
    });
    void navigate({ to: '/dashboard' });
  });

  if (!hasParams || invitation.isError) return null;

  if (invitation.isPending) {
    return (
      <AuthCard icon={<MailOpenIcon />} title={t('auth.invitation.title')}>
        <div className="flex items-center justify-center gap-2 py-4 text-muted-foreground text-sm">
          <Spinner />
          {t('auth.invitation.validating')}
        </div>
      </AuthCard>
    );
  }

  const role = t(`auth.roles.${invitation.data.role}`);
  const disabled = isSubmitting || accept.isSuccess;

  return (
    <AuthCard
      icon={<MailOpenIcon />}
      title={t('auth.invitation.title')}
      description={
        invitation.data.inviterName
          ? t('auth.invitation.invitedBy', { inviterName: invitation.data.inviterName, role })
          : t('auth.invitation.invitedAs', { role })
      }
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField label={t('auth.fields.email')} description={t('auth.invitation.emailReadOnly')}>
          <Input name="email" type="email" value={invitation.data.email} readOnly className="bg-muted/60" />
        </FormField>
        <FormField label={t('auth.fields.fullName')} error={errors.fullName?.message}>
          <Input
            autoComplete="name"
            placeholder={t('auth.fields.fullNamePlaceholder')}
            disabled={disabled}
            {...form.register('fullName')}
          />
        </FormField>
        <NewPasswordFields register={form.register} errors={errors} disabled={disabled} />
        <TermsCheckbox
          registration={form.register('termsAccepted')}
          error={errors.termsAccepted?.message}
          disabled={disabled}
        />
        <SubmitButton
          submitting={isSubmitting}
          disabled={disabled}
          busyLabel={t('auth.invitation.submitting')}
        >
          {t('auth.invitation.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
