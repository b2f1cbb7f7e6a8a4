import { type DbOrTx, inArray, profiles } from '@afilia/db';
import { conversionRate } from '../ledger/figures/conversion';
import { ledgerFiguresBy } from '../ledger/figures/ledger-figures';
import type { ReportScope } from './report-access';
import { clicksBy } from './report-clicks';
import type { ResolvedPeriod } from './report-period';

export interface SellerReportRow {
  resellerId: string;
  /** Null once the account is gone. */
  name: string | null;
  email: string | null;
  clicks: number;
  uniqueClicks: number;
  salesCount: number;
  /** Sales over unique clicks (0.042 = 4.2 %); null without clicks. */
  conversion: number | null;
  revenueCents: number;
  refundsCents: number;
  commissionCents: number;
}

export interface SellersReport {
  period: ResolvedPeriod;
  rows: SellerReportRow[];
}

/** Vendedores: per reseller, clicks, sales, conversion, revenue and commission; the best sellers first. */
export async function sellersReport(
  db: DbOrTx,
  scope: ReportScope,
  period: ResolvedPeriod,
): Promise<SellersReport> {
  const [figures, clicks] = await Promise.all([
    ledgerFiguresBy(db, scope, period.from, period.to, 'reseller'),
    clicksBy(db, scope, period.from, period.to, 'reseller'),
  ]);
  const ids = [...new Set([...figures.keys(), ...clicks.keys()])];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
          .from(profiles)
          .where(inArray(profiles.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  const rows = ids.map((resellerId): SellerReportRow => {
    const sold = figures.get(resellerId);
    const clicked = clicks.get(resellerId);
    const person = byId.get(resellerId);
    const salesCount = sold?.salesCount ?? 0;
    const uniqueClicks = clicked?.uniqueClicks ?? 0;
    return {
      resellerId,
      name: person?.name ?? null,
      email: person?.email ?? null,
      clicks: clicked?.clicks ?? 0,
      uniqueClicks,
      salesCount,
      conversion: conversionRate(sold?.attributedCount ?? 0, uniqueClicks),
      revenueCents: sold?.revenueCents ?? 0,
      refundsCents: sold?.refundsCents ?? 0,
      commissionCents: sold?.commissionCents ?? 0,
    };
  });
  rows.sort(
    (a, b) =>
      b.revenueCents - a.revenueCents || b.clicks - a.clicks || (a.name ?? '').localeCompare(b.name ?? ''),
  );
  return { period, rows };
}
