/** dd/mm/yyyy in São Paulo time, as the app shows dates (Brazilian format in every language). */
export { formatDateBR as formatDate } from '@/lib/date-format';

export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}
