import type { SupportedLocale } from '@afilia/i18n';
import { formatMoney, plainSpaces } from '../../pdf/pdf-house-style';
import type { Cell, CellKind } from './export-document';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const NUMBER_STYLES = {
  count: { maximumFractionDigits: 0 },
  percent: { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

function numberFormat(locale: SupportedLocale, style: keyof typeof NUMBER_STYLES): Intl.NumberFormat {
  const key = `${locale}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_STYLES[style]);
    formatters.set(key, format);
  }
  return format as Intl.NumberFormat;
}

const DATE_STYLES = {
  day: { day: '2-digit', month: '2-digit', year: 'numeric' },
  month: { month: '2-digit', year: 'numeric' },
  dateTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function dateFormat(locale: SupportedLocale, style: keyof typeof DATE_STYLES): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    // The values are wall-clock times already (São Paulo): formatted as UTC, they are printed as they are.
    format = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format as Intl.DateTimeFormat;
}

/**
 * A wall-clock value ('YYYY-MM-DD', 'YYYY-MM' or 'YYYY-MM-DD HH:MM:SS') as a Date whose UTC fields are that
 * wall clock: what a spreadsheet stores (a date without a zone), and what the formatters above print.
 */
export function wallClockDate(value: string): Date {
  if (value.length === 7) return new Date(`${value}-01T00:00:00Z`);
  if (value.length === 10) return new Date(`${value}T00:00:00Z`);
  return new Date(`${value.slice(0, 10)}T${value.slice(11, 19)}Z`);
}

/** A São Paulo day ('YYYY-MM-DD') in the locale: '01/03/2026' in pt-BR. */
export function formatDay(day: string, locale: SupportedLocale): string {
  return dateFormat(locale, 'day').format(wallClockDate(day));
}

/** A cell as the PDF prints it; '—' for nothing (a conversion without clicks, a sale without commission). */
export function formatCell(kind: CellKind, value: Cell, locale: SupportedLocale): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') {
    switch (kind) {
      case 'day':
        return formatDay(value, locale);
      case 'month':
        return dateFormat(locale, 'month').format(wallClockDate(value));
      case 'dateTime':
        return plainSpaces(dateFormat(locale, 'dateTime').format(wallClockDate(value)));
      default:
        return value;
    }
  }
  switch (kind) {
    case 'money':
      return formatMoney(value, locale);
    case 'percent':
      return plainSpaces(numberFormat(locale, 'percent').format(value));
    default:
      return plainSpaces(numberFormat(locale, 'count').format(value));
  }
}
