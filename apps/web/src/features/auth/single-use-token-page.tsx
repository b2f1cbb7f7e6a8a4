import type { UserType } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, CircleXIcon, MailIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { AuthCard } from './auth-layout';
import { useSingleUseTokenMutation } from './use-single-use-token-mutation';

interface TokenMutationState {
  mutate: (input: { token: string }) => void;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

/**
 * A page an emailed single-use link opens: it spends the token once, then shows the outcome.
 * `textKeys` holds title, confirming, successTitle, successDescription, invalidDescription and goToLogin;
 * the outcome cards carry the test ids `<testIdPrefix>-success` and `<testIdPrefix>-invalid`.
 */
export function SingleUseTokenPage({
  token,
  mutation,
  textKeys,
  testIdPrefix,
  login,
}: {
  token: string | undefined;
  mutation: TokenMutationState;
  textKeys: 'auth.confirmEmail' | 'auth.confirmEmailChange';
  testIdPrefix: string;
  /** After success, the login page opens with this email and tab. */
  login?: { email: string; tab: UserType } | undefined;
}) {
  const { t } = useTranslation();
  useSingleUseTokenMutation(token, mutation);

  if (!token || mutation.isError) {
    const code = mutation.error ? parseError(mutation.error).code : 'errors.auth.invalidLink';
    return (
      <OutcomeCard
        icon={<CircleXIcon />}
        title={t('errors.auth.invalidLink')}
        testId={`${testIdPrefix}-invalid`}
        description={code === 'errors.auth.invalidLink' ? t(`${textKeys}.invalidDescription`) : t(code)}
        goToLogin={t(`${textKeys}.goToLogin`)}
      />
    );
  }

  if (mutation.isSuccess) {
    return (
      <OutcomeCard
        icon={<CircleCheckIcon />}
        title={t(`${textKeys}.successTitle`)}
        testId={`${testIdPrefix}-success`}
        description={t(`${textKeys}.successDescription`)}
        goToLogin={t(`${textKeys}.goToLogin`)}
        login={login}
      />
    );
  }

  return (
    <AuthCard icon={<MailIcon />} title={t(`${textKeys}.title`)}>
      <div className="flex items-center justify-center gap-2 py-4 text-muted-foreground text-sm">
        <Spinner />
        {t(`${textKeys}.confirming`)}
      </div>
    </AuthCard>
  );
}

function OutcomeCard({
  icon,
  title,
  testId,
  description,
  goToLogin,
  login,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  description: string;
  goToLogin: string;
  login?: { email: string; tab: UserType } | undefined;
}) {
  return (
    <AuthCard icon={icon} title={title}>
      <div className="grid gap-6 text-center" data-testid={testId}>
        <p className="text-muted-foreground text-sm">{description}</p>
        <Button asChild className="w-full">
          <Link to="/login" search={login ? { email: login.email, tab: login.tab } : {}}>
            {goToLogin}
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}
