import type { DbOrTx } from '@afilia/db';
import type { ReportPeriodInput, ReportTab, Scope } from '@afilia/validators';
import type { Actor } from '../auth/resolve-actor';
import { type ProductsReport, productsReport } from './products-report';
import { type ReportScope, reportScopeFor } from './report-access';
import { type ResolvedPeriod, resolveReportPeriod } from './report-period';
import { type SalesReport, salesReport } from './sales-report';
import { type SellersReport, sellersReport } from './sellers-report';

export interface ReportRequest {
  actor: Actor;
  scope: Scope;
  input: ReportPeriodInput;
  now?: Date;
}

const BUILDERS = {
  sales: salesReport,
  sellers: sellersReport,
  products: productsReport,
} satisfies Record<ReportTab, (db: DbOrTx, scope: ReportScope, period: ResolvedPeriod) => Promise<unknown>>;

export interface ReportsByTab {
  sales: SalesReport;
  sellers: SellersReport;
  products: ProductsReport;
}

/** One tab's report for the caller: access and plan checked, the period resolved, then the figures. */
export async function runReport<Tab extends ReportTab>(
  db: DbOrTx,
  tab: Tab,
  { actor, scope, input, now = new Date() }: ReportRequest,
): Promise<ReportsByTab[Tab]> {
  const reportScope = await reportScopeFor(db, actor, scope, tab, input.producerId, now);
  const period = resolveReportPeriod(input, now);
  const build = BUILDERS[tab] as (
    db: DbOrTx,
    scope: ReportScope,
    period: ResolvedPeriod,
  ) => Promise<ReportsByTab[Tab]>;
  return build(db, reportScope, period);
}
