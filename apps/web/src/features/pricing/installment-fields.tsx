import {
  formatBRL,
  INSTALLMENT_COUNTS,
  INSTALLMENT_INTEREST_PAYERS,
  type InstallmentInterestPayer,
  installmentOptions,
  installmentRateLabel,
} from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { currentLanguage } from '@/lib/i18n';
import { parseMoneyToCents } from '@/lib/money';

/**
 * 'Parcelamento no cartão' (1x … 12x) and 'Juros do parcelamento' (the buyer at the monthly rate, or the
 * producer), with what the buyer will be offered at the typed price. The pricing rows and the product form
 * share it; a subscription has none (each month is charged on its own).
 */
export function InstallmentFields({
  id,
  price,
  maxInstallments,
  installmentInterest,
  onMaxInstallmentsChange,
  onInstallmentInterestChange,
  disabled = false,
  names = { max: 'max_installments', interest: 'installment_interest' },
}: {
  id: string;
  /** The price as typed (pt-BR), for the preview. */
  price: string;
  maxInstallments: number;
  installmentInterest: InstallmentInterestPayer;
  onMaxInstallmentsChange: (count: number) => void;
  onInstallmentInterestChange: (payer: InstallmentInterestPayer) => void;
  disabled?: boolean;
  names?: { max: string; interest: string };
}) {
  const { t } = useTranslation();
  const rate = installmentRateLabel(currentLanguage());
  return (
    <div className="grid gap-2">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('pricing.fields.maxInstallments')} id={`${id}-installments`}>
          <Select
            name={names.max}
            value={String(maxInstallments)}
            onValueChange={(next) => {
              const count = INSTALLMENT_COUNTS.find((candidate) => String(candidate) === next);
              if (count) onMaxInstallmentsChange(count);
            }}
            disabled={disabled}
          >
            <SelectTrigger className="w-full bg-background" id={`${id}-installments`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {INSTALLMENT_COUNTS.map((count) => (
                <SelectItem key={count} value={String(count)}>
                  {count === 1 ? t('pricing.installments.atOnce') : t('pricing.installments.upTo', { count })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField label={t('pricing.fields.installmentInterest')} id={`${id}-interest`}>
          <Select
            name={names.interest}
            value={installmentInterest}
            onValueChange={(next) => {
              const payer = INSTALLMENT_INTEREST_PAYERS.find((candidate) => candidate === next);
              if (payer) onInstallmentInterestChange(payer);
            }}
            disabled={disabled || maxInstallments === 1}
          >
            <SelectTrigger className="w-full bg-background" id={`${id}-interest`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {INSTALLMENT_INTEREST_PAYERS.map((payer) => (
                <SelectItem key={payer} value={payer}>
                  {t(`pricing.installmentInterest.${payer}`, { rate })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
      <InstallmentPreview
        price={price}
        maxInstallments={maxInstallments}
        installmentInterest={installmentInterest}
      />
    </div>
  );
}

/** What the buyer is offered at the typed price, and for an interest-free offer what the producer receives. */
function InstallmentPreview({
  price,
  maxInstallments,
  installmentInterest,
}: {
  price: string;
  maxInstallments: number;
  installmentInterest: InstallmentInterestPayer;
}) {
  const { t } = useTranslation();
  const priceCents = parseMoneyToCents(price);
  const hint = <span className="block">{t('pricing.installments.hint')}</span>;
  if (maxInstallments === 1 || priceCents === null || priceCents <= 0) {
    return <p className="text-muted-foreground text-xs">{maxInstallments > 1 && hint}</p>;
  }
  const options = installmentOptions(priceCents, { maxInstallments, installmentInterest });
  const most = options[options.length - 1];
  let text: string;
  if (!most || most.count === 1) text = t('pricing.installments.previewNone');
  else if (most.interestFree)
    text = t('pricing.installments.previewFree', {
      count: most.count,
      installment: formatBRL(most.installmentCents),
      net: formatBRL(most.totalCents - most.feeCents),
    });
  else
    text = t('pricing.installments.preview', {
      count: most.count,
      installment: formatBRL(most.installmentCents),
      total: formatBRL(most.totalCents),
    });
  return (
    <p className="text-muted-foreground text-xs" data-testid="installment-preview" aria-live="polite">
      <span className="block">{text}</span>
      {hint}
    </p>
  );
}
