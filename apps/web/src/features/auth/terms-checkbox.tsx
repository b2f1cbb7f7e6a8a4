import { Link } from '@tanstack/react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n-keys';

/**
 * 'Li e aceito os Termos de Uso e a Política de Privacidade': required wherever an account is created (the
 * sign-up and the accepted invitation), and checked by the server too. The links open in a new tab so the
 * form keeps what was typed.
 */
export function TermsCheckbox({
  registration,
  error,
  disabled,
}: {
  registration: UseFormRegisterReturn<'termsAccepted'>;
  /** The validation message key, when the box is not ticked. */
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-2.5">
        <input
          id="termsAccepted"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-input accent-primary disabled:cursor-not-allowed"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'termsAccepted-error' : undefined}
          disabled={disabled}
          {...registration}
        />
        <label htmlFor="termsAccepted" className="text-muted-foreground text-sm leading-snug">
          {t('auth.register.termsPrefix')}{' '}
          <Link
            to="/terms"
            target="_blank"
            rel="noopener"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('auth.register.termsLink')}
          </Link>{' '}
          {t('auth.register.termsAnd')}{' '}
          <Link
            to="/privacy"
            target="_blank"
            rel="noopener"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('auth.register.privacyLink')}
          </Link>
        </label>
      </div>
      {error && (
        <p id="termsAccepted-error" role="alert" className="text-destructive text-sm">
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}
