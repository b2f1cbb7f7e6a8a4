import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_CATEGORY_IDS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';

/** The public product page (this folder) and the dashboard overview, whose keys live in catalog and dashboard. */
const FILES = [
  ...readdirSync(import.meta.dirname)
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => join(import.meta.dirname, name)),
  ...readdirSync(join(import.meta.dirname, '../dashboard'))
    .filter((name) => /^overview.*\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => join(import.meta.dirname, '../dashboard', name)),
];

const literalKeys = new Set<string>();
for (const file of FILES) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/'((?:catalog|dashboard\.overview|common)\.[\w.-]+)'/g)) {
    literalKeys.add(match[1] as string);
  }
}

const dynamicKeys = PRODUCT_CATEGORY_IDS.map((id) => `products.categories.${id}`);

describe('translation keys of the public product page and the overview', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(60);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the public product page word for word', () => {
    const expected: Record<string, string> = {
      'catalog.buy.button': 'Comprar',
      'dashboard.overview.cards.links.title': 'Links ativos',
      'dashboard.overview.cards.clicks.title': 'Cliques este mês',
      'dashboard.overview.cards.uniqueClicks.title': 'Cliques únicos este mês',
      'dashboard.overview.cards.sales.title': 'Vendas',
      'dashboard.overview.cards.affiliates.title': 'Afiliados ativos',
      'dashboard.overview.links.title': 'Seus links',
      'dashboard.overview.links.never': 'Nunca',
      'dashboard.overview.topProducts.title': 'Cliques por produto',
      'dashboard.overview.nextSteps.title': 'Próximos Passos',
      'dashboard.overview.nextSteps.done': 'Concluído',
      'dashboard.overview.nextSteps.firstProduct': 'Cadastre seu primeiro produto',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
