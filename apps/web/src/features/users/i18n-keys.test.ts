import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAPABILITY_NAMES, type Capability, ROLES, USER_TABS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { enUS, esES, LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';

const SOURCES = readdirSync(import.meta.dirname)
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'));

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/'((?:users|team|errors|validation)\.[\w.-]+)'/g)) {
    // Capability names ('users.invite', 'team.view') look like keys but are not translated.
    if (!CAPABILITY_NAMES.includes(match[1] as Capability)) literalKeys.add(match[1] as string);
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

  it('keeps the pt-BR texts of the user management word for word', () => {
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
