import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMISSION_TYPES, PRODUCT_CATEGORY_IDS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';

const FEATURE_DIRS = [import.meta.dirname, join(import.meta.dirname, '../pricing')];
const SOURCES = FEATURE_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(dir, name), 'utf8')),
);

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/'((?:products|pricing|validation|errors)\.[\w.-]+)'/g)) {
    literalKeys.add(match[1] as string);
  }
}

const dynamicKeys = [
  ...PRODUCT_CATEGORY_IDS.map((id) => `products.categories.${id}`),
  ...COMMISSION_TYPES.map((type) => `pricing.commissionTypes.${type}`),
  ...['view', 'edit', 'duplicate', 'delete'].map((action) => `products.list.actions.${action}`),
];

describe('translation keys of the Products and Pricing screens', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(100);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the product screens word for word', () => {
    const expected: Record<string, string> = {
      'products.views.list': 'Listar Produtos',
      'products.views.form': 'Cadastrar Produto',
      'products.list.empty': 'Nenhum produto cadastrado.',
      'products.list.emptyRefresh': 'Atualizar lista',
      'products.list.showing_other': 'Mostrando {{shown}} de {{count}} produtos',
      'products.list.pageOf': 'Página {{page}} de {{pages}}',
      'products.code.copied': 'Código copiado!',
      'products.code.inUse': 'Código já em uso',
      'products.another.title': 'Deseja cadastrar outro produto?',
      'products.draft.restored': 'Dados recuperados',
      'products.form.tabs.images': 'Imagens*',
      'products.form.images.recommended': 'Tamanho recomendado: 600x600 pixels.',
      'products.toasts.loadErrorTitle': 'Erro ao carregar produtos',
      'products.toasts.loadError': 'Não foi possível carregar a lista de produtos.',
      'products.toasts.saveErrorTitle': 'Erro ao salvar produto',
      'products.toasts.saveError': 'Não foi possível salvar o produto. Tente novamente.',
      'products.form.saveErrorTitle': 'Erro ao salvar',
      'products.toasts.authTitle': 'Erro de autenticação',
      'products.toasts.authRequired': 'Você precisa estar logado para cadastrar produtos.',
      'products.toasts.deleteErrorTitle': 'Erro ao excluir produto',
      'products.toasts.deleteError': 'Não foi possível excluir o produto. Tente novamente.',
      'products.toasts.duplicateErrorTitle': 'Erro ao duplicar produto',
      'products.categories.digital-course': 'Curso Digital',
      'products.categories.membership': 'Assinatura',
      'products.categories.physical-product': 'Produto Físico',
      'pricing.row.noPrice': 'Sem preço definido',
      'pricing.empty': 'Nenhum produto encontrado',
      'pricing.noResults': 'Nenhum resultado',
      'pricing.toasts.saved': 'Preço e comissão salvos',
      'pricing.toasts.saveErrorTitle': 'Erro ao salvar',
      'pricing.toasts.saveError': 'Não foi possível salvar as configurações de preço e comissão',
      'pricing.toasts.loadError': 'Não foi possível carregar os produtos e preços.',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
