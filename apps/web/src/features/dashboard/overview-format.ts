/** A count in the user's language (1.234 in pt-BR, 1,234 in en-US). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A date and time in the user's language and time zone, e.g. '05/03/2026, 14:07'. */
export function formatDateTime(value: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value));
}

/** The options of a counted text: `count` picks the plural form, `formatted` is the number as shown. */
export function countOptions(count: number, locale: string): { count: number; formatted: string } {
  return { count, formatted: formatCount(count, locale) };
}
