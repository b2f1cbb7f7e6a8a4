import { z } from 'zod';
import { REPORT_FORMATS, REPORT_MAX_RANGE_DAYS, REPORT_PERIODS, REPORT_TABS } from './report-constants';

export * from './report-constants';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.reports.invalidRange')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'errors.reports.invalidRange');

function dayNumber(value: string): number {
  return Math.floor(Date.parse(`${value}T00:00:00Z`) / 86_400_000);
}

/** A report's period: one of the calendar periods to date, or a custom range of days (both inclusive). */
export const reportPeriodInput = z
  .object({
    period: z.enum(REPORT_PERIODS).default('month'),
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** An admin's producer filter (the whole platform without it). */
    producerId: z.uuid('errors.notFound').optional(),
  })
  .superRefine((value, context) => {
    if (value.period !== 'custom') return;
    if (!value.from || !value.to) {
      context.addIssue({ code: 'custom', message: 'errors.reports.invalidRange', path: ['from'] });
      return;
    }
    const length = dayNumber(value.to) - dayNumber(value.from) + 1;
    if (length < 1)
      context.addIssue({ code: 'custom', message: 'errors.reports.invalidRange', path: ['to'] });
    else if (length > REPORT_MAX_RANGE_DAYS)
      context.addIssue({ code: 'custom', message: 'errors.reports.rangeTooLong', path: ['to'] });
  });
export type ReportPeriodInput = z.input<typeof reportPeriodInput>;

export const reportExportInput = z.intersection(
  reportPeriodInput,
  z.object({ tab: z.enum(REPORT_TABS), format: z.enum(REPORT_FORMATS) }),
);
export type ReportExportInput = z.input<typeof reportExportInput>;
