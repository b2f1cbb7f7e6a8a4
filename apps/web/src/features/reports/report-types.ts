import type { RouterOutputs } from '@afilia/api';

/** What the reports' procedures answer (types only: the router stays on the server). */
export type ReportAccess = RouterOutputs['reports']['access'];
export type ReportProducer = RouterOutputs['reports']['producers'][number];
export type SalesReport = RouterOutputs['reports']['sales'];
export type SalesFigures = SalesReport['summary'];
export type SalesSeriesPoint = SalesReport['series'][number];
export type MethodFigures = SalesReport['methods'][number];
export type SellersReport = RouterOutputs['reports']['sellers'];
export type SellerRow = SellersReport['rows'][number];
export type ProductsReport = RouterOutputs['reports']['products'];
export type ProductRow = ProductsReport['rows'][number];
export type ResolvedPeriod = SalesReport['period'];
