import { CheckIcon, CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateBR, formatDateTimeBR } from '@/lib/date-format';
import { useCopy } from '@/lib/use-copy';
import type { CheckoutResult, TransferAction } from './use-checkout-payment';

/** A code the buyer copies: the Pix copy-and-paste code or the boleto's digitable line. */
function CopyableCode({
  label,
  value,
  copyLabel,
  copiedLabel,
}: Record<'label' | 'value' | 'copyLabel' | 'copiedLabel', string>) {
  const { copied, copy } = useCopy();
  return (
    <div className="grid gap-2">
      <span className="font-medium text-sm">{label}</span>
      <p
        className="break-all rounded-md border bg-muted/40 p-3 font-mono text-xs leading-relaxed"
        data-testid="transfer-code"
      >
        {value}
      </p>
      <Button
        type="button"
        variant="outline"
        onClick={async () => {
          if (await copy(value)) toast.success(copiedLabel);
        }}
      >
        {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
        {copyLabel}
      </Button>
    </div>
  );
}

/**
 * The Pix QR code and copy-and-paste code, or the boleto's PDF and digitable line, with the status the page keeps
 * checking; the page moves to the thank-you page once the payment is confirmed.
 */
export function TransferPaymentPanel({ action, result }: { action: TransferAction; result: CheckoutResult }) {
  const { t } = useTranslation();
  if (action.type === 'pix')
    return (
      <section
        className="grid gap-4 rounded-lg border p-4"
        aria-labelledby="pix-title"
        data-testid="pix-panel"
      >
        <h2 id="pix-title" className="font-semibold text-lg">
          {t('checkout.payment.pix.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('checkout.payment.pix.instructions')}</p>
        {action.qrImage && (
          <img
            src={`data:image/png;base64,${action.qrImage}`}
            alt={t('checkout.payment.pix.qrAlt', { code: result.orderCode })}
            className="mx-auto size-56 rounded-md border bg-white p-2"
            width={224}
            height={224}
          />
        )}
        <CopyableCode
          label={t('checkout.payment.pix.code')}
          value={action.payload}
          copyLabel={t('checkout.payment.pix.copy')}
          copiedLabel={t('checkout.payment.pix.copied')}
        />
        {action.expiresAt && (
          <p className="text-muted-foreground text-sm">
            {t('checkout.payment.pix.expires', { date: formatDateTimeBR(action.expiresAt) })}
          </p>
        )}
        <p className="flex items-center gap-2 text-sm" role="status">
          <Spinner className="size-4 text-primary" />
          {t('checkout.payment.pix.waiting')}
        </p>
      </section>
    );
  return (
    <section
      className="grid gap-4 rounded-lg border p-4"
      aria-labelledby="boleto-title"
      data-testid="boleto-panel"
    >
      <h2 id="boleto-title" className="font-semibold text-lg">
        {t('checkout.payment.boleto.title')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('checkout.payment.boleto.instructions')}</p>
      {action.url && (
        <Button asChild>
          <a href={action.url} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden />
            {t('checkout.payment.boleto.open')}
          </a>
        </Button>
      )}
      <CopyableCode
        label={t('checkout.payment.boleto.line')}
        value={action.line}
        copyLabel={t('checkout.payment.boleto.copy')}
        copiedLabel={t('checkout.payment.boleto.copied')}
      />
      {action.dueDate && (
        <p className="text-muted-foreground text-sm">
          {t('checkout.payment.boleto.due', { date: formatDateBR(action.dueDate) })}
        </p>
      )}
      <p className="text-sm" role="status">
        {t('checkout.payment.boleto.waiting', { email: result.buyerEmail })}
      </p>
    </section>
  );
}
