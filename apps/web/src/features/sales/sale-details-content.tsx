import { formatBRL, TRAFFIC_SOURCE_PARAMS } from '@afilia/validators/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaleStatusBadge, ToneBadge } from '@/components/status-badge';
import { cardLabel } from '@/lib/card-brand';
import { formatCommission } from '@/lib/money';
import {
  formatDateTimeBR,
  formatDeduction,
  formatPhoneBR,
  formatTaxId,
  personName,
  taxIdKind,
} from '@/lib/sale-format';
import { COMMISSION_STATUS_LABEL } from '@/lib/status-tone';
import type { SaleDetail } from './sales-filters';

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
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? 'text-right font-semibold tabular-nums' : 'min-w-0 break-words text-right'}>
        {children}
      </dd>
    </div>
  );
}

function DateItem({ label, value }: { label: string; value: Date | null }) {
  if (!value) return null;
  return (
    <Item label={label}>
      <time dateTime={new Date(value).toISOString()} className="tabular-nums">
        {formatDateTimeBR(value)}
      </time>
    </Item>
  );
}

/** Where the buyer came from: each tracking parameter of the page they bought on, by its own name. */
function OriginSection({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation();
  const present = Object.entries(TRAFFIC_SOURCE_PARAMS).flatMap(([param, field]) => {
    const value = sale[field];
    return value ? [{ param, value }] : [];
  });
  return (
    <Section title={t('sales.details.origin')}>
      {present.length === 0 ? (
        <p className="text-muted-foreground" data-testid="sale-origin-none">
          {t('sales.details.originNone')}
        </p>
      ) : (
        present.map(({ param, value }) => (
          <Item key={param} label={param}>
            <span data-testid={`sale-origin-${param}`}>{value}</span>
          </Item>
        ))
      )}
    </Section>
  );
}

/** Everything about one sale: buyer, payment, the pricing snapshot, the commission, what the producer keeps. */
export function SaleDetailsContent({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation();
  const documentKind = taxIdKind(sale.buyerDocument);
  const card =
    sale.cardBrand && sale.cardLast4 ? cardLabel({ brand: sale.cardBrand, last4: sale.cardLast4 }) : null;

  return (
    <div className="grid gap-4" data-testid="sale-details-content">
      <div className="flex flex-wrap items-center gap-2">
        <SaleStatusBadge status={sale.status} />
        {sale.refundRequested && <ToneBadge tone="warning">{t('sales.refundRequested')}</ToneBadge>}
        {sale.renewalNumber > 0 && (
          <ToneBadge tone="info">{t('sales.renewal', { number: sale.renewalNumber })}</ToneBadge>
        )}
      </div>

      <Section title={t('sales.details.buyer')}>
        <Item label={t('sales.details.name')}>{sale.buyerName}</Item>
        <Item label={t('sales.details.email')}>{sale.buyerEmail}</Item>
        <Item label={t(documentKind === 'cnpj' ? 'sales.details.cnpj' : 'sales.details.cpf')}>
          <span className="tabular-nums">{formatTaxId(sale.buyerDocument)}</span>
        </Item>
        <Item label={t('sales.details.phone')}>
          <span className="tabular-nums">{formatPhoneBR(sale.buyerPhone)}</span>
        </Item>
      </Section>

      <Section title={t('sales.details.payment')}>
        <Item label={t('sales.details.product')}>
          {sale.productTitle}{' '}
          <span className="font-mono text-muted-foreground text-xs">{sale.productCode}</span>
        </Item>
        <Item label={t('sales.details.method')}>
          {t(`sales.methods.${sale.method}`)}
          {card && <span className="block text-muted-foreground text-xs">{card}</span>}
        </Item>
        <Item label={t('sales.details.provider')}>{t(`sales.providers.${sale.provider}`)}</Item>
        {sale.failureCode && <Item label={t('sales.details.failure')}>{sale.failureCode}</Item>}
        <DateItem label={t('sales.details.createdAt')} value={sale.createdAt} />
        <DateItem label={t('sales.details.paidAt')} value={sale.paidAt} />
        <DateItem label={t('sales.details.reversedAt')} value={sale.reversedAt} />
      </Section>

      <Section title={t('sales.details.commission')}>
        <Item label={t('sales.details.reseller')}>
          {sale.reseller ? (
            <>
              {personName(sale.reseller)}
              {sale.reseller.name && (
                <span className="block text-muted-foreground text-xs">{sale.reseller.email}</span>
              )}
            </>
          ) : (
            t('sales.direct')
          )}
        </Item>
        <Item label={t('sales.details.rule')}>
          {formatCommission(sale.commissionType, sale.commissionValue)}
          {sale.commissionRecurring && (
            <span className="block text-muted-foreground text-xs">{t('sales.details.recurring')}</span>
          )}
        </Item>
        <Item label={t('sales.details.commissionAmount')}>
          {sale.commissionCents === null ? (
            t('sales.noCommission')
          ) : (
            <>
              <span className="tabular-nums">{formatBRL(sale.commissionCents)}</span>
              {sale.commissionStatus && (
                <span className="block text-muted-foreground text-xs">
                  {t(COMMISSION_STATUS_LABEL[sale.commissionStatus])}
                </span>
              )}
            </>
          )}
        </Item>
        {sale.adjustmentCents !== null && (
          <Item label={t('sales.details.adjustment')} strong>
            {formatBRL(sale.adjustmentCents)}
          </Item>
        )}
      </Section>

      <OriginSection sale={sale} />
      <Section title={t('sales.details.values')}>
        <Item label={t('sales.details.price')}>
          <span className="tabular-nums">{formatBRL(sale.priceCents)}</span>
        </Item>
        <Item label={t('sales.details.amount')}>
          <span className="tabular-nums">{formatBRL(sale.amountCents)}</span>
        </Item>
        {sale.method === 'card' && (
          <Item label={t('sales.details.installments')}>
            <span data-testid="sale-installments">
              {sale.installments > 1
                ? t('sales.details.installmentsCount', { count: sale.installments })
                : t('sales.details.installmentsAtOnce')}
            </span>
          </Item>
        )}
        {sale.installmentFeeCents > 0 && (
          <Item label={t('sales.details.installmentFee')}>
            <span className="tabular-nums">{formatDeduction(sale.installmentFeeCents)}</span>
          </Item>
        )}
        <Item label={t('sales.details.platformFee')}>
          <span className="tabular-nums">{formatDeduction(sale.platformFeeCents)}</span>
        </Item>
        <Item label={t('sales.details.commissionShort')}>
          <span className="tabular-nums">{formatDeduction(sale.commissionCents ?? 0)}</span>
        </Item>
        <div className="mt-1 border-t pt-2">
          <Item label={t('sales.details.net')} strong>
            <span data-testid="sale-net">{formatBRL(sale.netCents)}</span>
          </Item>
          {sale.reversedAt && (
            <p className="text-muted-foreground text-xs">{t('sales.details.netReversed')}</p>
          )}
        </div>
      </Section>
    </div>
  );
}
