import { readdirSync, readFileSync } from 'node:fs';
import { CAPABILITY_NAMES, SELLER_FILTERS, SELLER_TABS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';

const SOURCES = readdirSync(import.meta.dirname)
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(`${import.meta.dirname}/${name}`, 'utf8'));

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/'((?:sellers|team|products|validation|errors)\.[\w.-]+)'/g)) {
    // A capability ('sellers.manage') reads like a key but is none.
    if (!(CAPABILITY_NAMES as readonly string[]).includes(match[1] as string))
      literalKeys.add(match[1] as string);
  }
}

const dynamicKeys = [
  ...SELLER_FILTERS.map((filter) => `sellers.filters.${filter}`),
  ...SELLER_TABS.map((tab) => `sellers.tabs.${tab}`),
  ...['block', 'unblock', 'activate'].flatMap((action) => [
    `sellers.actions.${action}`,
    `sellers.actions.${action}Short`,
  ]),
  ...['blocked', 'unblocked', 'activated'].flatMap((outcome) => [
    `sellers.block.${outcome}`,
    `sellers.block.${outcome}Description`,
  ]),
  ...['blocked', 'unblocked'].map((outcome) => `sellers.block.${outcome}ReferralDescription`),
];

describe('translation keys of the Meus Revendedores screen', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(40);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the sellers screen word for word', () => {
    const expected: Record<string, string> = {
      'sellers.header.title': 'Meus Revendedores',
      'sellers.list.empty': 'Nenhum revendedor encontrado',
      'sellers.list.loadError': 'Erro ao carregar revendedores. Tente novamente mais tarde.',
      'sellers.add.errorTitle': 'Erro ao adicionar vendedor',
      'sellers.add.error': 'Ocorreu um erro ao adicionar o vendedor.',
      'sellers.edit.errorTitle': 'Erro ao atualizar',
      'validation.seller.fullNameMin': 'Nome completo precisa ter pelo menos 2 caracteres.',
      'validation.seller.emailInvalid': 'Email inválido.',
      'validation.seller.passwordMin': 'Senha precisa ter pelo menos 8 caracteres.',
      'validation.seller.phoneInvalid': 'Número de telefone inválido.',
      'team.never': 'Nunca',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
