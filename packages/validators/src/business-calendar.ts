/**
 * The business calendar: every day and month the platform names (the dashboards' "this month", the reports'
 * days, Asaas's due and payment dates, the exports' "generated at") is a day or month on the wall clock of
 * America/Sao_Paulo, whatever the server's or the browser's time zone. Day strings are 'YYYY-MM-DD'; instants
 * are Dates. The zone's rules come from the runtime's time-zone data (Intl), never from a fixed offset, so a
 * return of daylight saving time would still be right. It lives in this dependency-free package so the
 * services, the integrations and the web app all compute the same days.
 */

/** The platform's business time zone: Brasília time. */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time in the zone at `instant`, as its fields. */
function wallClock(instant: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time (given as the UTC ms of the same fields) happened in the zone. */
function zonedInstant(wallClockAsUtc: number, timeZone: string): Date {
  // The offset at the guess, then once more at the result, in case an offset change lies between them.
  let instant = wallClockAsUtc - zoneOffsetMs(wallClockAsUtc, timeZone);
  instant = wallClockAsUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dayString(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function dayFields(day: string): { year: number; month: number; date: number } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, date };
}

/** The calendar day of `instant` in the time zone, as 'YYYY-MM-DD' (the key of sales_daily_totals). */
export function businessDay(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const { year, month, day } = wallClock(instant.getTime(), timeZone);
  return dayString(year, month, day);
}

/** The calendar month of `instant` in the time zone, as 'YYYY-MM'. */
export function businessMonth(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  return businessDay(instant, timeZone).slice(0, 7);
}

/** The wall clock of `instant` in the time zone, as 'YYYY-MM-DD HH:MM:SS' (the exports' date-times). */
export function businessDateTime(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const w = wallClock(instant.getTime(), timeZone);
  return `${dayString(w.year, w.month, w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** The instant a calendar day ('YYYY-MM-DD') began in the time zone: its midnight on the zone's wall clock. */
export function businessDayStart(day: string, timeZone: string = BUSINESS_TIME_ZONE): Date {
  return zonedInstant(Date.parse(`${day}T00:00:00Z`), timeZone);
}

/** The last second of a calendar day ('YYYY-MM-DD') in the time zone, 23:59:59 on its wall clock. */
export function businessDayEnd(day: string, timeZone: string = BUSINESS_TIME_ZONE): Date {
  return new Date(businessDayStart(addCalendarDays(day, 1), timeZone).getTime() - 1000);
}

/**
 * The instant the month of `now` began in the time zone: midnight of day 1 on the zone's wall clock.
 * At 01:00 UTC on June 1st it is still May 31st in São Paulo, so the answer is May 1st 03:00 UTC.
 */
export function monthStart(now: Date, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const { year, month } = wallClock(now.getTime(), timeZone);
  return zonedInstant(Date.UTC(year, month - 1, 1), timeZone);
}

/** The instant the month before the one of `now` began in the time zone. */
export function previousMonthStart(now: Date, timeZone: string = BUSINESS_TIME_ZONE): Date {
  return monthStart(new Date(monthStart(now, timeZone).getTime() - 1), timeZone);
}

/** The instant `monthsBack` months before the month of `now` began in the time zone (0: this month). */
export function monthStartBefore(now: Date, monthsBack: number, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const { year, month } = wallClock(now.getTime(), timeZone);
  return zonedInstant(Date.UTC(year, month - 1 - monthsBack, 1), timeZone);
}

/**
 * `days` whole days of 24 hours after `instant` (negative: before). For durations (a refund window, a grace
 * period, a week between payouts); a calendar day of the business zone is `addCalendarDays`.
 */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** The calendar day `days` after a day string (negative: before), 'YYYY-MM-DD' in, 'YYYY-MM-DD' out. */
export function addCalendarDays(day: string, days: number): string {
  const { year, month, date } = dayFields(day);
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return dayString(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** How many calendar days a range holds, both ends included ('2026-03-01'..'2026-03-31' is 31). */
export function daysBetween(from: string, to: string): number {
  const start = dayFields(from);
  const end = dayFields(to);
  return (
    Math.round(
      (Date.UTC(end.year, end.month - 1, end.date) - Date.UTC(start.year, start.month - 1, start.date)) /
        DAY_MS,
    ) + 1
  );
}

/** Day `date` of month `monthIndex` (0-based, may overflow into other years), clamped to the month's last day. */
function clampedDay(year: number, monthIndex: number, date: number): Date {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(date, lastDay)));
}

/** The same calendar day `months` later (negative: earlier), clamped to the month's last day (31 Mar - 1 → 28/29 Feb). */
export function addCalendarMonths(day: string, months: number): string {
  const { year, month, date } = dayFields(day);
  const target = clampedDay(year, month - 1 + months, date);
  return dayString(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate());
}

/**
 * The same day and time one month after `instant`, clamped to the month's last day (31 January → 28 or 29
 * February), as monthly billing renews. The day is counted on the UTC calendar, as the card platforms count
 * billing periods, so a period computed here matches the one the platform reports.
 */
export function addOneMonth(instant: Date): Date {
  const day = clampedDay(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
  const timeOfDay =
    instant.getTime() - Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  return new Date(day.getTime() + timeOfDay);
}
