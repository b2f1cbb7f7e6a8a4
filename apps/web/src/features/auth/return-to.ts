/**
 * A `returnTo` value is only followed when it is a path on this site: it must start with a single '/'
 * (no protocol-relative '//host', no backslash tricks) and must not point back into the auth pages.
 */
const AUTH_PATHS = ['/login', '/register', '/reset-password', '/accept-invitation', '/confirm-email'];

export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  // Reject control characters, which browsers strip before parsing (e.g. "/\t/evil.com").
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return undefined;
  return path;
}

/** Reads the recovery token from a `#access_token=…&type=recovery` hash; null when the link is not valid. */
export function readRecoveryToken(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  if (params.get('type') !== 'recovery' || !token) return null;
  if (token.length < 16 || token.length > 200) return null;
  return token;
}

/**
 * Where to go after a successful password reset: the link's `redirect_to` (e.g. the reset requested from
 * Settings → Security carries `/dashboard/settings?tab=security`) when it is a safe local path, else nothing.
 */
export function readRecoveryReturnTo(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return safeReturnTo(params.get('redirect_to') ?? undefined);
}
