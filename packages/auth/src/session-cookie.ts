/** Name of the session cookie outside production (plain HTTP on localhost cannot set `__Host-` cookies). */
export const SESSION_COOKIE_NAME = 'afilia_session';
/**
 * Name of the session cookie in production. Browsers accept a `__Host-` cookie only when it is Secure, has
 * Path=/ and no Domain, so a sibling subdomain or a plain-HTTP response cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** The one place that decides the session cookie's name: `secure` is true when cookies are sent with Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}
