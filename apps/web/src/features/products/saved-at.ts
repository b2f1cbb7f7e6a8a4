import { intlLocale } from '@/lib/i18n';

/** When a draft was saved, in the user's language: the time, with the date when asked. */
export function formatSavedAt(savedAt: number, withDate: boolean): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    ...(withDate ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(savedAt));
}
