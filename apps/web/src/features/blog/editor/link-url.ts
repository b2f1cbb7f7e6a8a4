const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** A bare host ('afilia.app/planos', 'www.exemplo.com'): https:// is added. */
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i;

/**
 * A link typed in the editor's link dialog, as it will be stored: http(s), mailto and tel links and paths of
 * this site as they are, a bare host with https://; null for anything else (`javascript:`, `data:`…).
 */
export function normalizeLinkUrl(text: string): string | null {
  const value = text.trim();
  if (value === '' || /\s/.test(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme) {
    if (!ALLOWED_SCHEMES.has(scheme)) return null;
    if (scheme === 'http' || scheme === 'https') {
      try {
        return new URL(value).hostname ? value : null;
      } catch {
        return null;
      }
    }
    return value.length > scheme.length + 1 ? value : null;
  }
  if (BARE_HOST.test(value)) return `https://${value}`;
  return null;
}
