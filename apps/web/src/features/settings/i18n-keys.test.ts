import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES as LANGUAGES, ROLES, THEMES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';
import { SETTINGS_TAB_LABEL } from './settings-tabs';

const FEATURE_DIRS = [import.meta.dirname, join(import.meta.dirname, '../profile')];
const SOURCES = FEATURE_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(dir, name), 'utf8')),
);

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/['"]((?:settings|profile|team|errors|validation|auth)\.[\w.-]+)['"]/g)) {
    literalKeys.add(match[1] as string);
  }
}

const dynamicKeys = [
  ...Object.values(SETTINGS_TAB_LABEL),
  ...THEMES.map((theme) => `settings.appearance.theme.${theme}`),
  ...LANGUAGES.map((language) => `settings.appearance.language.${language}`),
  ...['email', 'push', 'newSale', 'newCommission'].flatMap((channel) =>
    ['label', 'description', 'enabled', 'disabled'].map(
      (part) => `settings.notifications.${channel}.${part}`,
    ),
  ),
  ...['desktop', 'mobile', 'tablet', 'unknown'].map(
    (device) => `settings.security.sessions.devices.${device}`,
  ),
  ...[...ROLES, 'user'].map((role) => `team.roles.${role}`),
];

describe('translation keys of the Profile and Settings screens', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(100);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the settings word for word', () => {
    const expected: Record<string, string> = {
      'profile.fields.emailHint': 'O email não pode ser alterado.',
      'profile.updatedTitle': 'Perfil atualizado',
      'profile.updateFailed': 'Não foi possível atualizar o perfil',
      'profile.loadFailed': 'Não foi possível carregar os dados do perfil',
      'profile.photo.change': 'Alterar foto',
      'settings.tabs.notifications': 'Notificações',
      'settings.tabs.appearance': 'Aparência',
      'settings.tabs.contact': 'Informações de contato',
      'settings.tabs.security': 'Segurança',
      'settings.tabs.sales': 'Vendas',
      'payments.account.title': 'Recebimentos',
      'settings.notifications.newSale.label': 'Nova venda',
      'settings.notifications.newCommission.label': 'Nova comissão',
      'settings.sales.title': 'Vendas',
      'settings.sales.refundWindow': 'Prazo de reembolso',
      'settings.contact.platform.title': 'Dados de contato da plataforma',
      'settings.security.resetEmail.button': 'Enviar email de redefinição de senha',
      'settings.security.sessions.current': 'Esta sessão',
      'settings.security.sessions.end': 'Encerrar',
      'settings.security.danger.button': 'Desativar conta',
      'team.roles.admin': 'Administrador',
      'team.roles.producer': 'Produtor',
      'team.roles.reseller': 'Revendedor',
      'team.roles.user': 'Usuário',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
