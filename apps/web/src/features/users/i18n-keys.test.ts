import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadLocaleResources } from '@afilia/i18n';
import { ROLES, USER_TABS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';

const [ptBR, enUS, esES] = await Promise.all([
  loadLocaleResources('pt-BR'),
  loadLocaleResources('en-US'),
  loadLocaleResources('es'),
]);
const LOCALES = { 'pt-BR': ptBR, 'en-US': enUS, es: esES } as const;

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[part];
  }, tree);
}

/** A key exists as a string, or as i18next plural forms (`_one` / `_other`). */
function resolves(tree: unknown, key: string): boolean {
  return (
    typeof lookup(tree, key) === 'string' ||
    (typeof lookup(tree, `${key}_one`) === 'string' && typeof lookup(tree, `${key}_other`) === 'string')
  );
}

const SOURCES = readdirSync(import.meta.dirname)
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'));

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/'((?:users|team|errors|validation)\.[\w.-]+)'/g)) {
    literalKeys.add(match[1] as string);
  }
}

const dynamicKeys = [
  ...USER_TABS.flatMap((tab) => [`users.tabs.${tab}`, `users.tabDescriptions.${tab}`]),
  ...ROLES.map((role) => `team.roles.${role}`),
  'users.actions.suspend',
  'users.actions.reactivate',
  // Server messages this screen shows.
  'errors.team.selfAction',
  'errors.team.lastAdmin',
  'errors.team.userNotFound',
  'errors.team.emailInUse',
  'errors.team.producerInvitesResellers',
  'errors.plans.limitReached',
];

describe('translation keys of the user-management screen', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(60);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('uses the spec texts in pt-BR', () => {
    const expected: Record<string, string> = {
      'users.header.title': 'Gerenciamento de Usuários',
      'users.invite.button': 'Convidar usuário',
      'users.list.loadError': 'Erro ao carregar usuários. Tente novamente mais tarde.',
      'users.list.empty': 'Nenhum usuário encontrado',
      'users.actions.edit': 'Editar perfil',
      'users.actions.message': 'Enviar mensagem',
      'users.actions.suspend': 'Suspender',
      'users.actions.reactivate': 'Reativar',
      'users.actions.remove': 'Remover',
      'users.actions.changeRole': 'Alterar função',
      'users.remove.description':
        'Tem certeza que deseja remover este usuário? Esta ação não pode ser desfeita.',
      'users.toasts.roleError': 'Erro ao atualizar função',
      'users.toasts.statusError': 'Erro ao atualizar status',
      'users.toasts.deleteError': 'Erro ao excluir usuário',
      'users.toasts.updateError': 'Erro ao atualizar usuário',
      'team.never': 'Nunca',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });

  it.each([
    ['en-US', enUS],
    ['es', esES],
  ])('%s is translated, not copied from pt-BR', (_name, resources) => {
    for (const key of ['users.header.title', 'users.list.loadError', 'users.remove.description']) {
      expect(lookup(resources, key), key).not.toBe(lookup(ptBR, key));
    }
  });
});
