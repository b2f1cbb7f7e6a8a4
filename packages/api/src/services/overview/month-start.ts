import { BUSINESS_TIME_ZONE } from '@afilia/validators';

export { BUSINESS_TIME_ZONE };

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

/**
 * The instant the current month began in the time zone: midnight of day 1 on the zone's wall clock.
 * At 01:00 UTC on June 1st it is still May 31st in São Paulo, so the answer is May 1st 03:00 UTC.
 */
export function monthStart(now: Date, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const { year, month } = wallClock(now.getTime(), timeZone);
  const midnightAsUtc = Date.UTC(year, month - 1, 1);
  // The offset at the guess, then once more at the result, in case an offset change lies between them.
  let instant = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  instant = midnightAsUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The calendar day of `instant` in the time zone, as 'YYYY-MM-DD' (the key of sales_daily_totals). */
export function businessDay(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const { year, month, day } = wallClock(instant.getTime(), timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant the month before the current one began in the time zone. */
export function previousMonthStart(now: Date, timeZone: string = BUSINESS_TIME_ZONE): Date {
  return monthStart(new Date(monthStart(now, timeZone).getTime() - 1), timeZone);
}

/** The instant a calendar day ('YYYY-MM-DD') began in the time zone: its midnight on the zone's wall clock. */
export function businessDayStart(day: string, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const midnightAsUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  instant = midnightAsUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}
