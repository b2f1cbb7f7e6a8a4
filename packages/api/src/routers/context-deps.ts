import type { Database } from '@afilia/db';
import type { SupportedLocale } from '@afilia/i18n';
import type { ApiConfig } from '../config';
import type { Context } from '../context';
import type { MailService } from '../integrations/mail/mail-service';
import type { PaymentProvider } from '../integrations/payments/provider';
import type { Actor } from '../services/auth/resolve-actor';
import { planInvoiceEmails } from '../services/payment-history/plan-invoice-email';
import type { PaymentActor, PaymentConnectionDeps } from '../services/payments/payment-deps';
import type { AsaasAccess } from '../services/payments/producer-asaas';
import type { StripeAccess } from '../services/payments/producer-stripe';
import type { WebhookDeps } from '../services/webhooks/webhook-deps';

/**
 * The one place where routers turn a call's context into what services take: services receive plain
 * dependencies and an actor, never the tRPC context, so a router only picks the helper its service needs.
 */

/**
 * What the services that send email take: the database, the config, the mailer and the caller's language,
 * used for an address with no account (an invitation, a welcome) and when the recipient's language is unknown.
 */
export interface MailingDeps {
  db: Database;
  config: ApiConfig;
  mail: MailService;
  locale: SupportedLocale;
}

export function mailingDeps(ctx: Pick<Context, 'db' | 'config' | 'mail' | 'request'>): MailingDeps {
  return { db: ctx.db, config: ctx.config, mail: ctx.mail, locale: ctx.request.locale };
}

/** The signed-in caller as the team services name them in the emails they send: full name, else email. */
export interface NamedActor {
  id: string;
  role: Actor['role'];
  name: string;
}

export function namedActor(ctx: { actor: Actor }): NamedActor {
  const { id, role, profile } = ctx.actor;
  return { id, role, name: profile.fullName ?? profile.email };
}

/** The webhook services' dependencies: the database, the secret box, and where deliveries may go. */
export function webhookDeps(ctx: Pick<Context, 'db' | 'secrets' | 'config'>): WebhookDeps {
  return { db: ctx.db, secrets: ctx.secrets, policy: ctx.config.webhooks };
}

/** The plan services' dependencies: the database and the platform's payment provider. */
export function planDeps(ctx: Pick<Context, 'db' | 'payments'>): { db: Database; provider: PaymentProvider } {
  return { db: ctx.db, provider: ctx.payments };
}

/**
 * What removing an account takes: the plan services' dependencies (its plan is cancelled), and the mailer
 * for the buyers whose subscriptions to its products end.
 */
export function accountRemovalDeps(ctx: Pick<Context, 'db' | 'payments' | 'mail' | 'config'>) {
  return { ...planDeps(ctx), mail: ctx.mail, appUrl: ctx.config.appUrl };
}

/** What a plan purchase also takes: the invoice email of a payment charged now, and the mailer. */
export function planPurchaseDeps(ctx: Pick<Context, 'db' | 'payments' | 'mail' | 'config'>) {
  return {
    ...planDeps(ctx),
    mail: ctx.mail,
    invoices: planInvoiceEmails({ mail: ctx.mail, appUrl: ctx.config.appUrl }),
  };
}

/** The payment-connection services' dependencies. */
export function paymentDeps(ctx: Pick<Context, 'db' | 'secrets' | 'config'>): PaymentConnectionDeps {
  return {
    db: ctx.db,
    secrets: ctx.secrets,
    appUrl: ctx.config.appUrl,
    asaasApiUrl: ctx.config.asaasApiUrl,
    stripeApiUrl: ctx.config.stripeApiUrl,
  };
}

/** Who made a payment-connection change, for its audit log. */
export function paymentActor(ctx: Pick<Context, 'request'> & { actor: { id: string } }): PaymentActor {
  return { userId: ctx.actor.id, ip: ctx.request.ip };
}

/** What opens a producer's own Asaas or Stripe: the secret box and the providers' URL overrides. */
export function producerAccounts(ctx: Pick<Context, 'secrets' | 'config'>): AsaasAccess & StripeAccess {
  return { secrets: ctx.secrets, asaasApiUrl: ctx.config.asaasApiUrl, stripeApiUrl: ctx.config.stripeApiUrl };
}
