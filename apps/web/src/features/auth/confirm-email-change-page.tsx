import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, CircleXIcon, MailIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { AuthCard } from './auth-layout';

/** The link a new address receives to confirm a login-email change (`auth.confirmEmailChange`). */
export function ConfirmEmailChangePage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const confirm = trpc.auth.confirmEmailChange.useMutation({
    // The change ends every session of that user: whoever was signed in here may be signed out now.
    onSuccess: () => utils.auth.me.invalidate(),
  });
  const started = useRef(false);

  useEffect(() => {
    // Single-use token: call once, even under React StrictMode's double effects.
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (!token || confirm.isError) {
    const code = confirm.error ? parseError(confirm.error).code : 'errors.auth.invalidLink';
    return (
      <AuthCard icon={<CircleXIcon />} title={t('errors.auth.invalidLink')}>
        <div className="grid gap-6 text-center" data-testid="confirm-email-change-invalid">
          <p className="text-muted-foreground text-sm">
            {code === 'errors.auth.invalidLink' ? t('auth.confirmEmailChange.invalidDescription') : t(code)}
          </p>
          <Button asChild className="w-full">
            <Link to="/login">{t('auth.confirmEmailChange.goToLogin')}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard icon={<CircleCheckIcon />} title={t('auth.confirmEmailChange.successTitle')}>
        <div className="grid gap-6 text-center" data-testid="confirm-email-change-success">
          <p className="text-muted-foreground text-sm">{t('auth.confirmEmailChange.successDescription')}</p>
          <Button asChild className="w-full">
            <Link to="/login">{t('auth.confirmEmailChange.goToLogin')}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<MailIcon />} title={t('auth.confirmEmailChange.title')}>
      <div className="flex items-center justify-center gap-2 py-4 text-muted-foreground text-sm">
        <Spinner />
        {t('auth.confirmEmailChange.confirming')}
      </div>
    </AuthCard>
  );
}
