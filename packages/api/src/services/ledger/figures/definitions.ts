// The money figures every screen, export, email and API shows, defined once (docs/architecture/money-lifecycle.md,
// "Figures"). Every figure is counted in São Paulo days (figure-calendar.ts):
// - paid sales and gross revenue: the sales whose payment falls in the period, whatever became of them later,
//   so a sale paid in March and refunded in April stays one of March's paid sales;
// - reversals (refunds and chargebacks): the sales whose refund or chargeback falls in the period, by its
//   date, shown as negatives wherever money is listed;
// - net revenue: gross revenue minus the period's reversals;
// - commissions: the commissions of the period's paid sales minus those taken back by the period's reversals;
// - conversion: sales attributed to resellers' links over the unique clicks of those same links.

/** The money of a period, by the dates above. Reversal figures are magnitudes: the screens print a minus. */
export interface PeriodFigures {
  /** Sales paid in the period. */
  paidCount: number;
  /** What those sales were paid. */
  grossCents: number;
  /** Refunds and chargebacks made in the period, of sales paid in it or before. */
  reversedCount: number;
  /** What those reversals gave back. */
  reversedCents: number;
  /** grossCents − reversedCents. */
  netCents: number;
  /** Commissions of the period's paid sales, less the commissions its reversals took back. */
  commissionCents: number;
}

/** Net revenue: what was paid less what was given back, both by the period's dates. */
export function netRevenueCents(grossCents: number, reversedCents: number): number {
  return grossCents - reversedCents;
}

/** The figures of running sums (the daily totals and the report ledger keep exactly these). */
export function periodFigures(sums: Omit<PeriodFigures, 'netCents'>): PeriodFigures {
  return { ...sums, netCents: netRevenueCents(sums.grossCents, sums.reversedCents) };
}

export function emptyPeriodFigures(): PeriodFigures {
  return periodFigures({
    paidCount: 0,
    grossCents: 0,
    reversedCount: 0,
    reversedCents: 0,
    commissionCents: 0,
  });
}
