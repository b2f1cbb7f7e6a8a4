import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AFFILIATION_MODES, AFFILIATION_STATUSES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';
import { AFFILIATE_TABS, type AffiliateAction, actionOutcome } from './affiliation-logic';

const SOURCES = [
  ...readdirSync(import.meta.dirname)
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => join(import.meta.dirname, name)),
  // The 'Afiliados' button of the products list.
  join(import.meta.dirname, '../products/product-rows.tsx'),
].map((path) => readFileSync(path, 'utf8'));

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/'((?:affiliations|common|products|errors)\.[\w.-]+)'/g)) {
    literalKeys.add(match[1] as string);
  }
}

const ACTIONS: AffiliateAction[] = ['approve', 'refuse', 'revoke', 'reactivate'];
const dynamicKeys = [
  ...AFFILIATION_STATUSES.map((status) => `affiliations.status.${status}`),
  // The mode names of the product form's 'Afiliação' section.
  ...AFFILIATION_MODES.map((mode) => `products.form.affiliation.modes.${mode}`),
  ...AFFILIATE_TABS.map((tab) => `affiliations.manage.tabs.${tab}`),
  ...ACTIONS.flatMap((action) => [
    `affiliations.manage.actions.${action}`,
    `affiliations.manage.actions.${action}For`,
    `affiliations.manage.toasts.${actionOutcome(action)}`,
    `affiliations.manage.toasts.${actionOutcome(action)}Description`,
  ]),
  ...['productUnavailable', 'refused', 'revoked', 'invalidTransition', 'notFound'].map(
    (code) => `errors.affiliations.${code}`,
  ),
];

describe('translation keys of the affiliation screens', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(50);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the affiliated products word for word', () => {
    const expected: Record<string, string> = {
      'affiliations.page.title': 'Produtos Afiliados',
      'affiliations.list.loadErrorTitle': 'Erro ao carregar produtos',
      'affiliations.list.loadError': 'Não foi possível carregar a lista de produtos com preços.',
      'affiliations.list.empty': 'Nenhum produto encontrado',
      'affiliations.card.generate': 'Gerar Link de Afiliado',
      'affiliations.card.commission': 'Sua comissão',
      'affiliations.card.recurring': 'recorrente',
      'affiliations.toasts.copied': 'Link copiado!',
      'affiliations.toasts.requested': 'Solicitação enviada',
      'affiliations.status.pending': 'Aguardando aprovação',
      'affiliations.status.refused': 'Recusado',
      'affiliations.status.revoked': 'Revogado',
      'affiliations.manage.referred': 'Indicado por você',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
