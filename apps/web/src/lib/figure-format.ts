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

/** Which way this month's revenue went against last month's: 'none' when last month had nothing to compare. */
export type Trend = 'up' | 'down' | 'flat' | 'none';

export function trendOf(changePercent: number | null): Trend {
  if (changePercent === null) return 'none';
  if (changePercent > 0) return 'up';
  if (changePercent < 0) return 'down';
  return 'flat';
}

/** The size of a change given in percent (12.5 → '12,5%' in pt-BR), without its sign: the text says which way. */
export function formatChangePercent(changePercent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    Math.abs(changePercent) / 100,
  );
}

/** A conversion ratio (0.042 → '4,2%'), or null without clicks to divide by. */
export function formatConversion(rate: number | null, locale: string): string | null {
  if (rate === null) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

const RELATIVE_UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** 'há 5 minutos', 'ontem', 'há 3 semanas' in the user's language; 'agora' under a minute. */
export function formatRelativeTime(value: Date | string, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
