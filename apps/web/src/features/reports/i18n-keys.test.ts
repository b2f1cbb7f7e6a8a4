import { readdirSync, readFileSync } from 'node:fs';
import { PAYMENT_METHODS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';

/** The Relatórios screen. */
const SOURCES = readdirSync(import.meta.dirname)
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(`${import.meta.dirname}/${name}`, 'utf8'));

const literalKeys = new Set<string>();
for (const text of SOURCES) {
  for (const match of text.matchAll(/'((?:reports|common|errors)\.[\w.-]+)'/g))
    literalKeys.add(match[1] as string);
}

const dynamicKeys = [
  ...['up', 'down', 'flat'].map((direction) => `reports.change.${direction}`),
  ...PAYMENT_METHODS.map((method) => `reports.sales.methods.${method}`),
  ...['invalidRange', 'rangeTooLong', 'upgradeRequired'].map((code) => `errors.reports.${code}`),
];

describe('translation keys of the reports screen', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(50);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the reports word for word', () => {
    const expected: Record<string, string> = {
      'reports.title': 'Relatórios',
      'reports.period.monthly': 'Mensal',
      'reports.period.quarterly': 'Trimestral',
      'reports.period.yearly': 'Anual',
      'reports.period.custom': 'Personalizado',
      'reports.producer.all': 'Todos os produtores',
      'reports.download.label': 'Baixar',
      'reports.download.pdf': 'PDF',
      'reports.download.xlsx': 'Excel',
      'reports.download.progress': 'Exportando relatório…',
      'reports.download.done': 'Relatório exportado',
      'reports.download.errorTitle': 'Erro na exportação',
      'reports.download.errorDescription': 'Ocorreu um erro ao exportar o relatório.',
      'reports.tabs.sales': 'Vendas',
      'reports.tabs.sellers': 'Vendedores',
      'reports.tabs.products': 'Produtos',
      'reports.state.empty': 'Nenhum dado disponível',
      'reports.locked.description':
        'Relatórios avançados estão disponíveis nos planos Profissional e Visionário.',
      'reports.locked.cta': 'Ver planos',
      'reports.sales.revenue': 'Faturamento',
      'reports.sales.averageTicket': 'Ticket médio',
      'reports.sales.resellerNet': 'Suas comissões',
      'reports.sales.methods.card': 'Cartão',
      'reports.sellers.removed': 'Revendedor removido',
      'reports.products.deleted': 'Produto excluído',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
