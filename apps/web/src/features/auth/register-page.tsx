import {
  DEFAULT_TRIAL_DAYS,
  findPlanByName,
  type RegisterInput,
  registerInput,
  type UserType,
} from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { GiftIcon, UserPlusIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { AuthCard } from './auth-layout';
import { NewPasswordFields } from './new-password-fields';
import { withPasswordMatch } from './password-match-resolver';
import { savePendingReturn } from './pending-return';
import { SubmitButton } from './submit-button';
import { TermsCheckbox } from './terms-checkbox';
import { UserTypeTabs } from './user-type-tabs';

/** Registration redirects to /login after 2 s. */
export const REGISTER_REDIRECT_MS = 2000;

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

const FIELDS: ReadonlyArray<keyof RegisterValues> = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'termsAccepted',
];

// The form edits `termsAccepted` as a boolean; the shared schema demands `true` ('validation.termsRequired').
const resolver = withPasswordMatch(
  zodResolver(registerInput) as unknown as Resolver<RegisterValues>,
  'validation.passwordsDontMatch',
);

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navState = useRouterState({ select: (s) => s.location.state });
  const [userType, setUserType] = useState<UserType>(navState.userType ?? 'producer');
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const register = trpc.auth.register.useMutation();

  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', termsAccepted: false },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const freeTrialDays = navState.freeTrialDays ?? DEFAULT_TRIAL_DAYS;
  const showTrial = userType === 'producer' && navState.freeTrial === true;
  const selectedPlan = userType === 'producer' ? navState.selectedPlan : undefined;
  // A paid plan chosen on /plans (not the free-trial entry): after login, resume its purchase.
  const checkoutPlan = selectedPlan && !showTrial ? findPlanByName(selectedPlan) : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    const payload: RegisterInput = {
      ...values,
      termsAccepted: true,
      userType,
      ...(showTrial ? { freeTrial: true, freeTrialDays } : {}),
      ...(selectedPlan ? { selectedPlan } : {}),
    };
    try {
      const result = await register.mutateAsync(payload);
      const returnTo = checkoutPlan ? `/plans?checkout=${checkoutPlan.id}` : undefined;
      if (returnTo) savePendingReturn(payload.email, returnTo);
      setDone(true);
      toast.success(t('auth.register.successTitle'), {
        description: result.requiresEmailConfirmation
          ? t('auth.register.successConfirmEmail')
          : t('auth.register.successDescription'),
        duration: result.requiresEmailConfirmation ? 8000 : 4000,
      });
      redirectTimer.current = setTimeout(() => {
        void navigate({ to: '/login', search: returnTo ? { returnTo } : {}, state: { userType } });
      }, REGISTER_REDIRECT_MS);
    } catch (error) {
      const { code, fieldErrors, params } = parseError(error);
      for (const field of FIELDS) {
        const message = fieldErrors[field];
        if (message) form.setError(field, { message });
      }
      const message = code === 'errors.internal' ? 'errors.auth.registerFailed' : code;
      toast.error(t('auth.register.errorTitle'), { description: t(message, params) });
    }
  });

  const disabled = isSubmitting || done;

  return (
    <AuthCard
      icon={<UserPlusIcon />}
      title={t('auth.register.title')}
      description={t('auth.register.description')}
    >
      <div className="grid gap-5">
        <UserTypeTabs
          value={userType}
          onValueChange={setUserType}
          hints={{ producer: t('auth.register.producerHint'), reseller: t('auth.register.resellerHint') }}
        />

        {(showTrial || selectedPlan) && (
          <Alert variant="success" data-testid="register-plan-banner">
            <GiftIcon />
            {selectedPlan && (
              <AlertTitle>{t('auth.register.selectedPlanBanner', { plan: selectedPlan })}</AlertTitle>
            )}
            {showTrial && (
              <AlertDescription className={selectedPlan ? undefined : 'text-foreground'}>
                {t('auth.register.freeTrialBanner', { days: freeTrialDays })}
              </AlertDescription>
            )}
          </Alert>
        )}

        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField label={t('auth.fields.name')} error={errors.name?.message}>
            <Input
              autoComplete="name"
              placeholder={t('auth.fields.namePlaceholder')}
              disabled={disabled}
              {...form.register('name')}
            />
          </FormField>
          <FormField label={t('auth.fields.email')} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('auth.fields.emailPlaceholder')}
              disabled={disabled}
              {...form.register('email')}
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
            busyLabel={t('auth.register.submitting')}
          >
            {t('auth.register.submit')}
          </SubmitButton>
        </form>

        <p className="text-center text-muted-foreground text-sm">
          {t('auth.register.hasAccount')}{' '}
          <Link
            to="/login"
            state={{ userType }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('auth.register.loginLink')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
