import { formatBRL } from '@afilia/validators';
import type { TFunction } from 'i18next';
import { CircleCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { parseError, translateError } from '@/lib/errors';

/** What 'Testar conexão' found: the account's name and email and its available balance. */
export interface ConnectionCheck {
  accountName: string | null;
  accountEmail: string | null;
  balanceCents: number;
}

/** The answer of 'Testar conexão', under the fields. */
export function ConnectionCheckResult({ check, testId }: { check: ConnectionCheck; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="success" role="status" data-testid={testId}>
      <CircleCheckIcon aria-hidden />
      <AlertTitle>{t('payments.toast.connected')}</AlertTitle>
      <AlertDescription>
        <dl className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-foreground">
          {check.accountName && (
            <>
              <dt className="text-muted-foreground">{t('payments.stripe.account')}</dt>
              <dd className="break-words">{check.accountName}</dd>
            </>
          )}
          {check.accountEmail && (
            <>
              <dt className="text-muted-foreground">{t('payments.stripe.email')}</dt>
              <dd className="break-words">{check.accountEmail}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{t('payments.stripe.balance')}</dt>
          <dd className="font-medium tabular-nums">{formatBRL(check.balanceCents)}</dd>
        </dl>
      </AlertDescription>
    </Alert>
  );
}

/**
 * 'Erro de conexão' with the server's reason ('Não foi possível conectar ao Asaas. Verifique sua chave API.'),
 * and the per-field problems, as i18n keys, for the form.
 */
export function toastConnectionError(t: TFunction, error: unknown): Record<string, string> {
  const { code, params, fieldErrors } = parseError(error);
  toast.error(t('payments.toast.connectionError'), {
    description: translateError(t, code, params),
    duration: 6000,
  });
  return fieldErrors;
}
