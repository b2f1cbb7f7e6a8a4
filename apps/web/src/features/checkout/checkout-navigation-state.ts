/**
 * The buyer's email travels from the checkout to the thank-you page in the history state, never in the URL
 * (URLs end up in logs, referrers and shared screenshots).
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    buyerEmail?: string;
  }
}

// A module, so that the declaration above augments the router's types instead of replacing them.
export {};
