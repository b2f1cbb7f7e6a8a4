import type ptBR from './locales/pt-BR/index';

export const SUPPORTED_LOCALES = ['pt-BR', 'en-US', 'es'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const FALLBACK_LOCALE: SupportedLocale = 'pt-BR';

/** The shape of one locale's resources; pt-BR is the reference. */
export type LocaleResources = typeof ptBR;

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Loads one locale's resources on demand, so a browser downloads only the language it shows. */
export async function loadLocaleResources(locale: SupportedLocale): Promise<LocaleResources> {
  switch (locale) {
    case 'en-US':
      return (await import('./locales/en-US/index')).default as LocaleResources;
    case 'es':
      return (await import('./locales/es/index')).default as LocaleResources;
    default:
      return zeroTakesThePlural((await import('./locales/pt-BR/index')).default);
  }
}

/**
 * Brazilian Portuguese says '0 vendas pagas', but the CLDR plural rules file 0 under 'one' ('0 venda paga').
 * i18next prefers a `_zero` form for a count of 0, so every plural gets its `_other` text as `_zero` unless
 * one is written. (en-US and es already put 0 under 'other'.)
 */
export function zeroTakesThePlural<T>(tree: T): T {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return tree;
  const source = tree as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    result[key] = zeroTakesThePlural(value);
    if (key.endsWith('_other') && typeof value === 'string') {
      const zero = `${key.slice(0, -'_other'.length)}_zero`;
      if (!(zero in source)) result[zero] = value;
    }
  }
  return result as T;
}

/** Best supported locale for an Accept-Language header or navigator.language value. */
export function matchLocale(value: string | null | undefined): SupportedLocale {
  if (!value) return FALLBACK_LOCALE;
  const lower = value.toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('es')) return 'es';
  if (lower.startsWith('en')) return 'en-US';
  return FALLBACK_LOCALE;
}
