import { BUSINESS_TIME_ZONE } from '@afilia/validators/constants';

/**
 * Dates as the app shows them: Brazilian format in São Paulo time, in every language ('05/03/2026',
 * '05/03/2026 14:07').
 */
const SAO_PAULO_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
};

const dateFormatter = new Intl.DateTimeFormat('pt-BR', SAO_PAULO_DATE);
const dateTimeFormatter = new Intl.DateTimeFormat('pt-BR', {
  ...SAO_PAULO_DATE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '05/03/2026'. */
export function formatDateBR(value: Date | string | number): string {
  return dateFormatter.format(new Date(value));
}

/** '05/03/2026 14:07' (Intl puts a comma after the date). */
export function formatDateTimeBR(value: Date | string | number): string {
  return dateTimeFormatter.format(new Date(value)).replace(',', '');
}
