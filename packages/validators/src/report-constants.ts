/**
 * The reports' constants, without zod: the Relatórios route parses its address (tab, period) in the web app's
 * entry chunk, which must not load the schema library. reports.ts re-exports them with the schemas.
 */
/**
 * The calendar periods to date share their names with the sales list's and the payment history's: 'month' is
 * the current business month up to now, 'quarter' and 'year' likewise; 'custom' is a range of days.
 */
export const REPORT_PERIODS = ['month', 'quarter', 'year', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_TABS = ['sales', 'sellers', 'products'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The longest custom range, in days (a year, leap years included). */
export const REPORT_MAX_RANGE_DAYS = 366;
