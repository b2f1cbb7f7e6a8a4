/**
 * Conversion: sales attributed to resellers' links (paid in the period) over the unique clicks of those same
 * links in the period, as a ratio (0.042 = 4.2 %); null without clicks to divide by. Sales without a reseller
 * (the producer's own checkout) never count: no click of a link led to them. It can pass 1 only when buyers
 * bought more than once after one click (a renewal of a subscription sold through the link counts as a sale
 * of it) or clicked before the period; the screens say so when it does.
 */
export function conversionRate(attributedSales: number, uniqueClicks: number): number | null {
  return uniqueClicks > 0 ? attributedSales / uniqueClicks : null;
}
