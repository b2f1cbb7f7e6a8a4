import { formatBRL } from '@afilia/validators';
import { PaperclipIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@/components/status-badge';
import { formatDateTimeBR } from '@/lib/date-format';
import type { TranslationKey } from '@/lib/i18n-keys';
import { formatTaxId } from '@/lib/sale-format';
import { useEntryText } from './payment-history-table';
import { detailDescription, paymentMethodLabel } from './payment-status';
import { PaymentStatusBadge } from './payment-status-badge';
import type { PaymentEntryDetail } from './payment-types';

type Party = PaymentEntryDetail['payer'];

/** The receipt's labels. */
const LINE_LABEL: Record<PaymentEntryDetail['lines'][number]['label'], TranslationKey> = {
  sale: 'payments.receipt.lines.sale',
  installmentFee: 'payments.receipt.lines.installmentFee',
  commission: 'payments.receipt.lines.commission',
  producerNet: 'payments.receipt.lines.producerNet',
  payout: 'payments.receipt.lines.payout',
  plan: 'payments.receipt.lines.plan',
  fee: 'payments.receipt.lines.fee',
};
const REF_LABEL: Record<PaymentEntryDetail['refs'][number]['label'], TranslationKey> = {
  order: 'payments.receipt.refs.order',
  provider: 'payments.receipt.refs.provider',
  providerPayment: 'payments.receipt.refs.providerPayment',
  transfer: 'payments.receipt.refs.transfer',
  entry: 'payments.receipt.refs.entry',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold text-sm">{title}</h3>
      <dl className="grid gap-1.5 rounded-lg border p-3 text-sm">{children}</dl>
    </section>
  );
}

function Item({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
      <dt className={strong ? 'font-medium' : 'text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'text-right font-semibold tabular-nums' : 'min-w-0 break-words text-right'}>
        {children}
      </dd>
    </div>
  );
}

/** A name, its email and its document: a buyer's CPF or CNPJ punctuated, a payee's Pix key as it is. */
function PartyText({ party, taxId = false }: { party: Party; taxId?: boolean }) {
  return (
    <>
      {party.name}
      {party.email && <span className="block text-muted-foreground text-xs">{party.email}</span>}
      {party.document && (
        <span className="block break-all text-muted-foreground text-xs tabular-nums">
          {taxId ? formatTaxId(party.document) : party.document}
        </span>
      )}
    </>
  );
}

function DateText({ value }: { value: Date }) {
  return (
    <time dateTime={new Date(value).toISOString()} className="tabular-nums">
      {formatDateTimeBR(value)}
    </time>
  );
}

/** One payment in full: direction and status, dates, method, who paid whom, the amounts and the references. */
export function PaymentDetailsContent({ detail }: { detail: PaymentEntryDetail }) {
  const { t } = useTranslation();
  const entryText = useEntryText();
  const method = paymentMethodLabel(detail.method);
  return (
    <div className="grid gap-4" data-testid="payment-details-content">
      <div className="flex flex-wrap items-center gap-2">
        <ToneBadge tone="info">{t(`payments.details.direction.${detail.direction}`)}</ToneBadge>
        <PaymentStatusBadge status={detail.status} />
        {detail.hasProof && (
          <ToneBadge tone="neutral">
            <PaperclipIcon aria-hidden />
            {t('payments.details.proof')}
          </ToneBadge>
        )}
      </div>

      <Section title={t('payments.details.payment')}>
        <Item label={t('payments.receipt.description')}>{entryText(detailDescription(detail))}</Item>
        <Item label={t('payments.receipt.method')}>{method ? t(method) : detail.method}</Item>
        <Item label={t('payments.details.createdAt')}>
          <DateText value={detail.createdAt} />
        </Item>
        {detail.paidAt && (
          <Item label={t('payments.details.paidAt')}>
            <DateText value={detail.paidAt} />
          </Item>
        )}
        <Item label={t('payments.details.payer')}>
          <PartyText party={detail.payer} taxId={detail.ref.kind === 'sale'} />
        </Item>
        <Item label={t('payments.details.payee')}>
          <PartyText party={detail.payee} />
        </Item>
      </Section>

      <Section title={t('payments.details.amounts')}>
        {detail.lines.map((line) => (
          <Item key={line.label} label={t(LINE_LABEL[line.label])}>
            <span className="tabular-nums">{formatBRL(line.amountCents)}</span>
          </Item>
        ))}
        <div className="mt-1 border-t pt-2">
          <Item label={t('payments.details.total')} strong>
            <span data-testid="payment-total">{formatBRL(detail.totalCents)}</span>
          </Item>
        </div>
      </Section>

      {detail.refs.length > 0 && (
        <Section title={t('payments.receipt.references')}>
          {detail.refs.map((ref) => (
            <Item key={`${ref.label}-${ref.value}`} label={t(REF_LABEL[ref.label])}>
              {ref.label === 'provider' ? (
                t(`sales.providers.${ref.value}`)
              ) : (
                <span className="break-all font-mono text-xs">{ref.value}</span>
              )}
            </Item>
          ))}
        </Section>
      )}
    </div>
  );
}
