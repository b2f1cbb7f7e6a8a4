import { FALLBACK_LOCALE, isSupportedLocale, matchLocale, type SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';

/**
 * The export's language: the one the web app says it shows (X-Afilia-Locale, as on every API call), else the
 * profile's (as the emails choose), else the browser's (Accept-Language), else pt-BR.
 */
export function exportLocale(request: {
  headerLocale?: string | string[] | undefined;
  profileLanguage?: string | null | undefined;
  acceptLanguage?: string | string[] | undefined;
}): SupportedLocale {
  if (isSupportedLocale(request.headerLocale)) return request.headerLocale;
  if (isSupportedLocale(request.profileLanguage)) return request.profileLanguage;
  const accept = request.acceptLanguage;
  if (typeof accept === 'string' && accept.trim() !== '') return matchLocale(accept);
  return FALLBACK_LOCALE;
}

/** A text of the export (`reports.export.*`) in the locale. */
export type ExportText = (key: string, vars?: Record<string, string | number>) => string;

export function exportTexts(locale: SupportedLocale): ExportText {
  return (key, vars) => translate(locale, `reports.export.${key}`, vars);
}
