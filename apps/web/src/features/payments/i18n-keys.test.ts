import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASAAS_ENVIRONMENTS, CAPABILITY_NAMES, PIX_KEY_TYPES, PLAN_IDS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { enUS, esES, LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';

/** The Pagamentos screen and the Recebimentos card. */
const SOURCES = readdirSync(import.meta.dirname)
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'));

/** Not texts: the capabilities the screen checks, and the steps list (an array, checked on its own). */
const NOT_TEXT = new Set<string>([...CAPABILITY_NAMES, 'payments.howItWorks.steps']);

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/['"]((?:payments|common|errors|validation)\.[\w.-]+)['"]/g))
    if (!NOT_TEXT.has(match[1] as string)) literalKeys.add(match[1] as string);
}

const dynamicKeys = [
  ...['received', 'sent'].map((direction) => `payments.details.direction.${direction}`),
  ...PLAN_IDS.map((plan) => `payments.entry.plan.${plan}`),
  ...ASAAS_ENVIRONMENTS.map((environment) => `payments.asaas.${environment}`),
  ...PIX_KEY_TYPES.map((type) => `payments.account.pixTypes.${type}`),
  ...[
    'asaasUnauthorized',
    'asaasRejected',
    'asaasUnavailable',
    'stripeConnectionFailed',
    'connectionNotConfigured',
    'secretUnreadable',
    'notFound',
  ].map((code) => `errors.payments.${code}`),
  ...['nothingToPay', 'notFound', 'notPending'].map((code) => `errors.payouts.${code}`),
  ...['apiKeyRequired', 'stripeKeyFormat', 'webhookSecretFormat', 'publishableKeyFormat'].map(
    (code) => `validation.payments.${code}`,
  ),
  ...['referralUrlInvalid', 'walletIdInvalid', 'pixKeyInvalid'].map((code) => `validation.payments.${code}`),
  'dashboard.nav.payments',
];

/** Every key of a tree, dotted ('payments.history.title'); arrays count as one key. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('translation keys of the Payments screen', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(100);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the three payments.json files in step', () => {
    const reference = keysOf(lookup(ptBR, 'payments')).sort();
    expect(keysOf(lookup(enUS, 'payments')).sort()).toEqual(reference);
    expect(keysOf(lookup(esES, 'payments')).sort()).toEqual(reference);
  });

  it('has the five steps of Como funciona in every language', () => {
    for (const resources of Object.values(LOCALES)) {
      const steps = lookup(resources, 'payments.howItWorks.steps');
      expect(Array.isArray(steps) && steps.length).toBe(5);
    }
  });

  it('keeps the pt-BR texts of the payments screens word for word', () => {
    const expected: Record<string, string> = {
      'payments.platforms.configure': 'Configurar',
      'payments.platforms.activated': 'Plataforma ativada',
      'payments.platforms.deactivated': 'Plataforma desativada',
      'payments.toast.connected': 'Conexão realizada',
      'payments.toast.connectedAsaas': 'Conexão com o Asaas estabelecida com sucesso!',
      'payments.toast.connectionError': 'Erro de conexão',
      'payments.toast.saved': 'Configuração salva',
      'payments.toast.loadError': 'Erro ao carregar pagamentos',
      'payments.toast.loadErrorAsaas': 'Não foi possível carregar os pagamentos do Asaas.',
      'payments.mercadopago.back': 'Voltar',
      'payments.form.test': 'Testar conexão',
      'payments.form.cancel': 'Cancelar',
      'payments.form.save': 'Salvar',
      'payments.history.refresh': 'Atualizar',
      'payments.history.statuses.all': 'Todos',
      'payments.history.statuses.completed': 'Concluídos',
      'payments.history.statuses.pending': 'Pendentes',
      'payments.history.statuses.failed': 'Falhos',
      'payments.history.periods.currentMonth': 'Mês atual',
      'payments.history.periods.lastMonth': 'Mês passado',
      'payments.history.tabs.received': 'Recebidos',
      'payments.history.tabs.sent': 'Enviados',
      'payments.history.empty': 'Nenhum histórico de pagamento disponível',
      'payments.history.downloadReceipt': 'Baixar Comprovante',
      'payments.history.details': 'Detalhes do Pagamento',
      'payments.status.completed': 'Concluído',
      'payments.status.pending': 'Pendente',
      'payments.status.failed': 'Falhou',
      'payments.upcoming.title': 'Próximos pagamentos',
      'payments.upcoming.empty': 'Nenhum pagamento agendado',
      'payments.account.title': 'Recebimentos',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
