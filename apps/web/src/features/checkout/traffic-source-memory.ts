import {
  TRAFFIC_SOURCE_PARAMS,
  type TrafficSource,
  trafficSourceFromQuery,
} from '@afilia/validators/constants';

const storageKey = (productCode: string) => `afilia.source.${productCode.toUpperCase()}`;

/**
 * Remembers the tracking parameters (utm_*, src, sck) of the address a visitor landed on for a product, for
 * the tab's life: the product page's 'Comprar' leads to the checkout without them, and the sale records where
 * the buyer came from. A later address with parameters replaces them (the last campaign that brought the
 * visitor back); one without leaves them. Storage a browser refuses (private modes) just records nothing.
 */
export function rememberTrafficSource(productCode: string, search: string): void {
  const query = Object.fromEntries(new URLSearchParams(search));
  const source = trafficSourceFromQuery(query);
  const kept = Object.entries(TRAFFIC_SOURCE_PARAMS).flatMap(([param, field]) =>
    source[field] ? [[param, source[field]]] : [],
  );
  if (kept.length === 0) return;
  try {
    window.sessionStorage.setItem(storageKey(productCode), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // No storage: the sale is recorded without its source.
  }
}

/** What rememberTrafficSource kept for the product, checked again as it is read back. */
export function rememberedTrafficSource(productCode: string): TrafficSource {
  try {
    const raw = window.sessionStorage.getItem(storageKey(productCode));
    if (!raw) return {};
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== 'object') return {};
    // Stored as the address's parameters; read back through the same screening.
    return trafficSourceFromQuery(Object.fromEntries(Object.entries(stored)));
  } catch {
    return {};
  }
}
