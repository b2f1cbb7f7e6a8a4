import type { SessionCache, SessionUser } from '@afilia/auth';
import type { Database } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import type { ApiConfig } from './config';
import type { MailService } from './integrations/mail/mail-service';
import type { PaymentProvider } from './integrations/payments/provider';
import type { SecretBox } from './integrations/secrets/secret-box';
import type { ApiRateLimits, RateLimiter } from './rate-limiter';
import type { AffiliateLinkResolver } from './services/affiliations/affiliate-links';
import type { Attribution } from './services/affiliations/attribution-cookie';
import type { CheckoutDeclineLimits } from './services/checkout/decline-limits';
import type { StorageService } from './services/storage/storage-service';

/** What the HTTP layer provides to set or clear the session cookie. */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface RequestMeta {
  /** The request id: the `x-request-id` answer header and the `reqId` of its log lines. */
  id: string;
  ip: string;
  userAgent: string | null;
  /** The language the client shows (x-afilia-locale header, else Accept-Language). */
  locale: SupportedLocale;
  /** The verified `afilia_ref` cookie (the last reseller link this browser followed), if still in its window. */
  attribution: Attribution | null;
}

export interface Context {
  db: Database;
  config: ApiConfig;
  mail: MailService;
  session: SessionUser | null;
  cookies: SessionCookieWriter;
  request: RequestMeta;
  /** The strict tier, on auth and contact mutations. */
  authRateLimiter: RateLimiter;
  /** The API tier: every call, batched or not, per user (signed in) or client IP, reads and writes apart. */
  apiRateLimits: ApiRateLimits;
  /** Declined card attempts at checkout, per product and per buyer email. */
  checkoutDeclineLimits: CheckoutDeclineLimits;
  /** The configured payment provider: Stripe when keys are set, otherwise the built-in test mode. */
  payments: PaymentProvider;
  /** Seals and opens the producers' payment-platform secrets (AES-256-GCM, APP_ENCRYPTION_KEY). */
  secrets: SecretBox;
  storage: StorageService;
  /** Link lookups for /r/{code}; the affiliation services invalidate a code when its status changes. */
  affiliateLinks: AffiliateLinkResolver;
  /**
   * Validated sessions kept a few seconds: after changing what another user's sessions carry (role, status,
   * profile, password, removal), call `invalidateUser` once the change has committed. The caller's own user is
   * invalidated after each of their mutations (trpc.ts).
   */
  sessionCache: SessionCache;
}
