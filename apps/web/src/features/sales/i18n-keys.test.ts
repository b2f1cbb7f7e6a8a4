import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAYMENT_METHODS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';

/** The Vendas and Minhas Comissões screens. */
const SOURCES = [import.meta.dirname, join(import.meta.dirname, '../commissions')].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(dir, name), 'utf8')),
);

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/'((?:sales|common|errors)\.[\w.-]+)'/g))
    literalKeys.add(match[1] as string);
}

const dynamicKeys = [
  ...PAYMENT_METHODS.map((method) => `sales.methods.${method}`),
  ...['test', 'stripe'].map((provider) => `sales.providers.${provider}`),
  ...['notFound', 'notRefundable', 'refundPending'].map((code) => `errors.sales.${code}`),
  'dashboard.nav.sales',
  'dashboard.nav.commissions',
];

describe('translation keys of the sales and commissions screens', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(100);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the sales screens word for word', () => {
    const expected: Record<string, string> = {
      'dashboard.nav.sales': 'Vendas',
      'dashboard.nav.commissions': 'Minhas Comissões',
      'sales.periods.7d': 'Últimos 7 dias',
      'sales.periods.30d': 'Últimos 30 dias',
      'sales.periods.month': 'Este mês',
      'sales.periods.lastMonth': 'Mês passado',
      'sales.periods.90d': 'Últimos 90 dias',
      'sales.periods.all': 'Todo o período',
      'sales.status.paid': 'Pago',
      'sales.status.pending': 'Pendente',
      'sales.status.refunded': 'Reembolsado',
      'sales.status.chargeback': 'Chargeback',
      'sales.status.failed': 'Recusado',
      'sales.commissionStatus.pending': 'Pendente',
      'sales.commissionStatus.available': 'Disponível',
      'sales.commissionStatus.paid': 'Paga',
      'sales.commissionStatus.cancelled': 'Cancelada',
      'sales.actions.details': 'Detalhes',
      'sales.actions.refund': 'Reembolsar',
      'sales.refund.title': 'Reembolsar venda?',
      'sales.refund.doneTitle': 'Reembolso realizado',
      'sales.refund.requestedTitle': 'Reembolso solicitado',
      'sales.list.empty': 'Nenhuma venda encontrada',
      'sales.commissions.adjustment': 'Ajuste',
      'sales.commissions.availableOn': 'Disponível em {{date}}',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
