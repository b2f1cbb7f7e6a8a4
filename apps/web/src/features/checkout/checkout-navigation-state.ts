import type { ProductCategoryId } from '@afilia/validators';

/**
 * The buyer's email travels from the checkout to the thank-you page in the history state, never in the URL
 * (URLs end up in logs, referrers and shared screenshots).
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    buyerEmail?: string;
  }
}

/** Products of the 'Assinatura' category are sold as monthly subscriptions (as the server decides). */
export function isRecurringCategory(category: ProductCategoryId | null | undefined): boolean {
  return category === 'membership';
}
