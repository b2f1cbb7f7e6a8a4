import type { Context } from '../../context';
import type { PaymentActor, PaymentConnectionDeps } from './payment-deps';
import type { AsaasAccess } from './producer-asaas';
import type { StripeAccess } from './producer-stripe';

/** The payment services' dependencies and actor, from a signed-in procedure's context. */
export function paymentDeps(ctx: Pick<Context, 'db' | 'secrets' | 'config'>): PaymentConnectionDeps {
  return {
    db: ctx.db,
    secrets: ctx.secrets,
    appUrl: ctx.config.appUrl,
    asaasApiUrl: ctx.config.asaasApiUrl,
    stripeApiUrl: ctx.config.stripeApiUrl,
  };
}

export function paymentActor(ctx: Pick<Context, 'request'> & { actor: { id: string } }): PaymentActor {
  return { userId: ctx.actor.id, ip: ctx.request.ip };
}

/** What opens a producer's own Asaas or Stripe: the secret box and the providers' URL overrides. */
export function producerAccounts(ctx: Pick<Context, 'secrets' | 'config'>): AsaasAccess & StripeAccess {
  return { secrets: ctx.secrets, asaasApiUrl: ctx.config.asaasApiUrl, stripeApiUrl: ctx.config.stripeApiUrl };
}
