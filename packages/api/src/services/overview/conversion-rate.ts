/** Sales over unique clicks as a ratio (0.042 = 4.2 %); null without clicks to divide by. */
export function conversionRate(sales: number, uniqueClicks: number): number | null {
  return uniqueClicks > 0 ? sales / uniqueClicks : null;
}
