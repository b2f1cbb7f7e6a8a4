import { MailIcon, SendIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** Emails a reset link to the account's address; the link leads back to Settings → Segurança. */
export function PasswordResetCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const request = trpc.security.requestPasswordReset.useMutation();

  const onSend = async () => {
    try {
      await request.mutateAsync();
      toast.success(t('settings.security.resetEmail.sentTitle'), {
        description: t('settings.security.resetEmail.sentDescription', { email }),
      });
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('settings.security.resetEmail.failed'), {
        description: code === 'errors.internal' ? undefined : t(code, params),
      });
    }
  };

  return (
    <Card data-testid="settings-password-reset">
      <CardHeader>
        <CardTitle>{t('settings.security.resetEmail.title')}</CardTitle>
        <CardDescription>{t('settings.security.resetEmail.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="truncate font-medium">{email}</span>
        </p>
        <Button
          variant="outline"
          onClick={() => void onSend()}
          disabled={request.isPending}
          className="w-full sm:w-auto"
        >
          {request.isPending ? <Spinner /> : <SendIcon aria-hidden />}
          {request.isPending
            ? t('settings.security.resetEmail.sending')
            : t('settings.security.resetEmail.button')}
        </Button>
      </CardContent>
    </Card>
  );
}
