import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, CircleXIcon, MailIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { AuthCard } from './auth-layout';

export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const confirm = trpc.auth.confirmEmail.useMutation();
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
        <div className="grid gap-6 text-center" data-testid="confirm-email-invalid">
          <p className="text-muted-foreground text-sm">
            {code === 'errors.auth.invalidLink' ? t('auth.confirmEmail.invalidDescription') : t(code)}
          </p>
          <Button asChild className="w-full">
            <Link to="/login">{t('auth.confirmEmail.goToLogin')}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard icon={<CircleCheckIcon />} title={t('auth.confirmEmail.successTitle')}>
        <div className="grid gap-6 text-center" data-testid="confirm-email-success">
          <p className="text-muted-foreground text-sm">{t('auth.confirmEmail.successDescription')}</p>
          <Button asChild className="w-full">
            <Link to="/login">{t('auth.confirmEmail.goToLogin')}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<MailIcon />} title={t('auth.confirmEmail.title')}>
      <div className="flex items-center justify-center gap-2 py-4 text-muted-foreground text-sm">
        <Spinner />
        {t('auth.confirmEmail.confirming')}
      </div>
    </AuthCard>
  );
}
