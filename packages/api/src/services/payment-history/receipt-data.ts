import { isSupportedLocale, type SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';
import type { ReceiptData } from '../payments/receipt-content';
import type { PaymentEntryDetail } from './payment-entry';

/** The PDF receipt of a history entry, with every label in the reader's language. */
export function receiptData(
  entry: PaymentEntryDetail,
  language: string | null,
  brandName: string,
  now = new Date(),
): ReceiptData {
  const locale: SupportedLocale = isSupportedLocale(language) ? language : 'pt-BR';
  const t = (key: string, vars?: Record<string, string>) => translate(locale, `payments.${key}`, vars);
  return {
    locale,
    brandName,
    receiptNumber: entry.refs.find((ref) => ref.label === 'order')?.value ?? entry.ref.id,
    kind: entry.ref.kind,
    issuedAt: now,
    paidAt: entry.paidAt,
    status: t(`status.${entry.status}`),
    description: entry.descriptionIsKey ? translate(locale, entry.description) : entry.description,
    method: t(`method.${entry.method}`),
    payer: entry.payer,
    payee: entry.payee,
    lines: entry.lines.map((line) => ({
      label: t(`receipt.lines.${line.label}`),
      amountCents: line.amountCents,
      // What a monthly charge costs is a price per month; the deductions and the total are of this payment.
      ...(entry.monthly && (line.label === 'sale' || line.label === 'plan')
        ? { period: translate(locale, 'common.perMonth') }
        : {}),
    })),
    totalLabel: t('receipt.total'),
    totalCents: entry.totalCents,
    providerRefs: entry.refs.map((ref) => ({
      label: t(`receipt.refs.${ref.label}`),
      value: ref.label === 'provider' ? translate(locale, `sales.providers.${ref.value}`) : ref.value,
    })),
    labels: {
      title: t('receipt.title'),
      number: t('receipt.number'),
      issuedAt: t('receipt.issuedAt'),
      paidAt: t('receipt.paidAt'),
      status: t('receipt.status'),
      method: t('receipt.method'),
      payer: t('receipt.payer'),
      payee: t('receipt.payee'),
      description: t('receipt.description'),
      references: t('receipt.references'),
      // translate() fills {{page}} and {{pages}} with '' unless passed through: keep the placeholders.
      page: t('receipt.page', { page: '{{page}}', pages: '{{pages}}' }),
      footer: t('receipt.footer'),
    },
  };
}
