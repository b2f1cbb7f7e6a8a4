/**
 * Asaas speaks reais as JSON numbers with two decimals (`"value": 19.9`); Afilia keeps integer cents.
 * These are the only conversions between the two.
 */

/** Reais (a number such as 19.9) to integer cents (1990). */
export function reaisToCents(value: number): number {
  return Math.round(value * 100);
}

/** Integer cents (1990) to reais with two decimals (19.9), as Asaas takes them. */
export function centsToReais(cents: number): number {
  return Math.round(cents) / 100;
}
