import { hasOnlyPrintableCharacters } from './printable';

/**
 * Where a buyer came from: the tracking parameters of the reseller's link or the product page's address
 * (`?utm_source=instagram&utm_campaign=black-friday`, Hotmart's `src` and `sck`), kept from the page through
 * the checkout onto the sale. The redirect `/r/{code}` keeps the query string, so a link's parameters reach
 * the product page.
 */
export const TRAFFIC_SOURCE_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
  src: 'src',
  sck: 'sck',
} as const;
export type TrafficSourceParam = keyof typeof TRAFFIC_SOURCE_PARAMS;
export type TrafficSourceField = (typeof TRAFFIC_SOURCE_PARAMS)[TrafficSourceParam];
export type TrafficSource = Partial<Record<TrafficSourceField, string>>;

export const TRAFFIC_SOURCE_FIELDS = Object.values(TRAFFIC_SOURCE_PARAMS);

/** The longest value kept; a campaign name longer than this is not a campaign name. */
export const TRAFFIC_SOURCE_MAX_LENGTH = 200;

/**
 * The tracking parameters of an address's query: only the known names, each trimmed; a value that is empty,
 * too long, or holds control characters or broken text is dropped rather than sent, so a mangled link never
 * stops a purchase (the server refuses such a value).
 */
export function trafficSourceFromQuery(query: Record<string, unknown>): TrafficSource {
  const source: TrafficSource = {};
  for (const [param, field] of Object.entries(TRAFFIC_SOURCE_PARAMS)) {
    const raw = query[param];
    if (typeof raw !== 'string') continue;
    const value = raw.trim();
    if (!value || value.length > TRAFFIC_SOURCE_MAX_LENGTH || !hasOnlyPrintableCharacters(value)) continue;
    source[field] = value;
  }
  return source;
}

/** A sale's origin in one line, as lists and exports print it: 'instagram · stories · black-friday'. */
export function trafficSourceLabel(
  source: Partial<Record<'utmSource' | 'utmMedium' | 'utmCampaign' | 'src', string | null>>,
): string | null {
  const parts = [source.utmSource, source.utmMedium, source.utmCampaign].filter((part): part is string =>
    Boolean(part),
  );
  if (parts.length === 0 && source.src) parts.push(source.src);
  return parts.length > 0 ? parts.join(' · ') : null;
}
