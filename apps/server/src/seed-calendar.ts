const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

/**
 * Midnight of day 1 in Brasília time of the month `monthsBack` months before the one `now` falls in: the
 * dashboards' "this month" (packages/api/src/services/overview/month-start.ts). The seed only dates demo
 * rows around now, and Brasília time has been UTC−3 all year since 2019, so a fixed offset is exact here.
 */
export function brasiliaMonthStart(now: Date, monthsBack = 0): Date {
  const wallClock = new Date(now.getTime() + BRASILIA_OFFSET_MS);
  return new Date(
    Date.UTC(wallClock.getUTCFullYear(), wallClock.getUTCMonth() - monthsBack, 1) - BRASILIA_OFFSET_MS,
  );
}
