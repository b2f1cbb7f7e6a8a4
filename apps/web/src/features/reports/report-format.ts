/** 'YYYY-MM-DD' → '05/11/2026' (dates in the Brazilian format in every language, as the rest of the app). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

function monthDate(bucket: string): Date {
  const [year = 1970, month = 1] = bucket.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 15));
}

/** A chart bucket's short label: '05/11' for a day, 'nov/26' (the month in the user's language) for a month. */
export function bucketTick(bucket: string, locale: string): string {
  if (bucket.length === 10) return `${bucket.slice(8, 10)}/${bucket.slice(5, 7)}`;
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
    .format(monthDate(bucket))
    .replace(/\.$/, '');
  return `${month}/${bucket.slice(2, 4)}`;
}

/** A chart bucket in full, for the data table and the tooltip: '05/11/2026' or 'novembro de 2026'. */
export function bucketLabel(bucket: string, locale: string): string {
  if (bucket.length === 10) return formatDay(bucket);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    monthDate(bucket),
  );
}

/** The share of a total as a percentage ('42,5%'); 0 % of nothing. */
export function formatShare(part: number, total: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    total > 0 ? part / total : 0,
  );
}

/** Compact money for an axis: 'R$ 1,2 mil' in pt-BR. */
export function formatAxisMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}
