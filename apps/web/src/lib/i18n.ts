import {
  FALLBACK_LOCALE,
  isSupportedLocale,
  loadLocaleResources,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from '@afilia/i18n';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'afilia.language';
export { SUPPORTED_LOCALES, type SupportedLocale };

/**
 * i18next backend that lazy-loads one language from @afilia/i18n (one chunk per language).
 * All namespaces of packages/i18n are merged into the single `translation` namespace,
 * so keys read `public.hero.title`, `errors.internal`…
 */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const locale = isSupportedLocale(language) ? language : FALLBACK_LOCALE;
    loadLocaleResources(locale).then(
      (resources) => callback(null, resources as unknown as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function readStoredLanguage(): SupportedLocale {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isSupportedLocale(stored)) return stored;
  } catch {
    // Storage unavailable (private mode): use the default.
  }
  return FALLBACK_LOCALE;
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Loads the remembered language (default pt-BR) and initialises i18next. Await it before the first render. */
export async function initI18n(): Promise<typeof i18n> {
  const locale = readStoredLanguage();
  i18n.on('languageChanged', (lng) => applyDocumentLanguage(lng));
  await i18n
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LOCALES],
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  applyDocumentLanguage(locale);
  return i18n;
}

/** The active language, narrowed to the supported set. */
export function currentLanguage(): SupportedLocale {
  return isSupportedLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
}

/** Switches language (loading its resources on first use), remembers it and updates `<html lang>`. */
export async function setLanguage(locale: SupportedLocale): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Ignore: the choice still applies to this tab.
  }
  await i18n.changeLanguage(locale);
}

/** BCP 47 tag for Intl formatters (dates, numbers) matching the active language. */
export function intlLocale(locale: string = i18n.language): string {
  return isSupportedLocale(locale) ? locale : FALLBACK_LOCALE;
}

export { i18n };
