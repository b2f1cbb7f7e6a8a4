import { BUSINESS_TIME_ZONE } from '@afilia/validators';
import { formatMoney, plainSpaces } from '../pdf/pdf-house-style';
import type { ReceiptData } from './receipt-content';

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** Currency (BRL) in the receipt's locale, with plain spaces: 'R$ 1.234,56' in pt-BR. */
export function formatReceiptMoney(cents: number, locale: ReceiptData['locale']): string {
  return formatMoney(cents, locale);
}

/** Date and time in São Paulo, with the zone's abbreviation: '05/03/2026, 14:30 BRT' in pt-BR. */
export function formatReceiptDate(date: Date | null, locale: ReceiptData['locale']): string {
  if (date === null) return '—';
  return plainSpaces(new Intl.DateTimeFormat(locale, DATE_FORMAT).format(date));
}
