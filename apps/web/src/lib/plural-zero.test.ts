import { loadLocaleResources, type SupportedLocale } from '@afilia/i18n';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

async function translatorFor(locale: SupportedLocale) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: await loadLocaleResources(locale) } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('a count of zero', () => {
  it('takes the plural in Brazilian Portuguese, as in every language we ship', async () => {
    const pt = await translatorFor('pt-BR');
    const key = 'dashboard.overview.cards.sales.count';
    expect(pt(key, { count: 0, formatted: '0' })).toBe('0 vendas pagas este mês');
    expect(pt(key, { count: 1, formatted: '1' })).toBe('1 venda paga este mês');
    expect(pt(key, { count: 2, formatted: '2' })).toBe('2 vendas pagas este mês');
    expect(pt('dashboard.trial.daysLeft', { count: 0 })).toBe('0 dias restantes');
    const en = await translatorFor('en-US');
    expect(en(key, { count: 0, formatted: '0' })).toMatch(/^0 paid sales/);
  });
});
