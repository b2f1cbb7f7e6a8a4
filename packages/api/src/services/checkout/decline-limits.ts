import { createHash } from 'node:crypto';
import type { AppErrorCode } from '@afilia/validators';
import { AppError } from '../../errors';
import { type FailureLimiter, type RateLimitDecision, retryAfterSeconds } from '../../rate-limiter';
import { canonicalEmail } from './self-purchase';

/**
 * Limits on declined card attempts, against card testing (trying stolen cards one after another): per product
 * and per buyer email, whatever the address the attempts come from (the strict tier already counts per IP).
 * Counted in Redis when the server has one, so every instance shares them.
 */
export interface CheckoutDeclineLimits {
  perProduct: FailureLimiter;
  perBuyerEmail: FailureLimiter;
}

/** The charge errors that count as a decline: the card (or test card) was refused. */
const DECLINES = new Set<AppErrorCode>([
  'errors.payments.cardDeclined',
  'errors.payments.insufficientFunds',
  'errors.payments.testCardUnknown',
]);

export function isCardDecline(error: unknown): boolean {
  return error instanceof AppError && DECLINES.has(error.code);
}

/**
 * The limiter keys: the product id, and a hash of the buyer's mailbox (`canonicalEmail`, so `+tags` and Gmail
 * dots do not make new buyers), which keeps addresses out of Redis and out of the refusal log.
 */
function declineKeys(productId: string, buyerEmail: string) {
  const mailbox = createHash('sha256').update(canonicalEmail(buyerEmail)).digest('hex').slice(0, 32);
  return { product: `product:${productId}`, email: `email:${mailbox}` };
}

/**
 * Refuses a card attempt, before anything is written or charged, while the product or the buyer's email has
 * its maximum of declines in the window: 429 'errors.checkout.tooManyDeclines' with the wait.
 */
export async function assertDeclinesWithinLimits(
  limits: CheckoutDeclineLimits,
  productId: string,
  buyerEmail: string,
): Promise<void> {
  const keys = declineKeys(productId, buyerEmail);
  const decisions = await Promise.all([
    limits.perProduct.peek(keys.product),
    limits.perBuyerEmail.peek(keys.email),
  ]);
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const longest: RateLimitDecision = {
    allowed: false,
    retryAfterMs: Math.max(...refused.map((decision) => decision.retryAfterMs)),
  };
  const seconds = retryAfterSeconds(longest);
  throw new AppError('errors.checkout.tooManyDeclines', {
    params: { retryAfterSeconds: String(seconds), minutes: String(Math.ceil(seconds / 60)) },
  });
}

/** Counts a declined attempt against the product and the buyer's email. */
export async function countDecline(
  limits: CheckoutDeclineLimits,
  productId: string,
  buyerEmail: string,
): Promise<void> {
  const keys = declineKeys(productId, buyerEmail);
  await Promise.all([limits.perProduct.hit(keys.product), limits.perBuyerEmail.hit(keys.email)]);
}
