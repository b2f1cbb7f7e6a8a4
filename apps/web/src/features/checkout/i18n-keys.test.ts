import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SALE_STATUSES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';
import { SUBSCRIPTION_STATUS_BADGE } from './order-status';

/** The buyer's screens (this folder) and the shared payment pieces. */
const FILES = [import.meta.dirname, join(import.meta.dirname, '../../components/card-payment')].flatMap(
  (dir) =>
    readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
      .map((name) => join(dir, name)),
);

const literalKeys = new Set<string>();
for (const file of FILES) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/'((?:checkout|plans|errors|products)\.[\w.-]+)'/g)) {
    literalKeys.add(match[1] as string);
  }
}

const dynamicKeys = [
  ...SALE_STATUSES.flatMap((status) => [
    `checkout.orders.status.${status}`,
    `checkout.orders.statusNote.${status}`,
  ]),
  ...Object.keys(SUBSCRIPTION_STATUS_BADGE).map((status) => `checkout.orders.subscription.status.${status}`),
];

describe('translation keys of the checkout, thank-you and order pages', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(70);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the checkout word for word', () => {
    const expected: Record<string, string> = {
      'checkout.payment.errorTitle': 'Erro no pagamento',
      'checkout.payment.pay': 'Pagar {{amount}}',
      'checkout.payment.confirming': 'Confirmando pagamento…',
      'checkout.summary.recurring': 'Assinatura mensal',
      'checkout.buyer.name': 'Nome completo',
      'checkout.buyer.email': 'E-mail',
      'checkout.buyer.document': 'CPF ou CNPJ',
      'checkout.buyer.phone': 'Telefone com DDD',
      'checkout.thankYou.title': 'Pagamento aprovado!',
      'checkout.thankYou.sentTo': 'Enviamos os dados de acesso para {{email}}',
      'checkout.thankYou.access': 'Acessar meu pedido',
      'checkout.orders.title': 'Meu pedido',
      'checkout.orders.subscription.cancel': 'Cancelar assinatura',
      'catalog.buy.button': 'Comprar',
      'plans.purchase.testCard.legend': 'Modo de teste',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
