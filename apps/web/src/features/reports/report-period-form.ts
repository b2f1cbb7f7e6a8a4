import {
  businessDay,
  type ReportPeriod,
  type ReportPeriodInput,
  reportPeriodInput,
} from '@afilia/validators';
import type { ReportSearch } from './report-search';

/** The i18n keys of what is wrong with the custom range's fields (the validators' `errors.reports.*`). */
export interface PeriodFieldErrors {
  from?: string;
  to?: string;
}

export interface PeriodCheck {
  /** The procedures' input, when the period is valid. */
  input: ReportPeriodInput | null;
  errors: PeriodFieldErrors;
}

/** Checks a period with the procedures' own schema, so the form refuses exactly what the server would. */
export function checkPeriod(value: ReportPeriodInput): PeriodCheck {
  const parsed = reportPeriodInput.safeParse(value);
  if (parsed.success) return { input: value, errors: {} };
  const errors: PeriodFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'to' ? 'to' : 'from';
    errors[field] ??= issue.message;
  }
  return { input: null, errors };
}

/** The period the address asks for, as the procedures take it (custom dates only with 'custom'). */
export function periodFromSearch(search: ReportSearch): ReportPeriodInput {
  const period: ReportPeriod = search.period ?? 'month';
  const input: ReportPeriodInput = { period };
  if (period === 'custom') {
    if (search.from) input.from = search.from;
    if (search.to) input.to = search.to;
  }
  if (search.producer) input.producerId = search.producer;
  return input;
}

/** Today in São Paulo, 'YYYY-MM-DD' (the reports' calendar). */
export function saoPauloToday(now: Date = new Date()): string {
  return businessDay(now);
}

/** The range 'Personalizado' starts from: the dates on screen, else this month up to today. */
export function initialCustomRange(
  shown: { from: string; to: string } | undefined,
  now: Date = new Date(),
): { from: string; to: string } {
  if (shown) return { from: shown.from, to: shown.to };
  const today = saoPauloToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
