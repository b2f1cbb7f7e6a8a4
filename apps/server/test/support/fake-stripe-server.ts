import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addOneMonth } from '@afilia/validators';
import type { TestApp } from './harness';

/**
 * A small in-memory fake of the Stripe HTTP API, for tests that run the real `stripe` SDK against it
 * (`STRIPE_API_URL`). It serves the endpoints the Stripe provider uses, takes Stripe's form-encoded bodies
 * (`a[b][c]=x`, `items[0][price]=…`), answers Stripe-shaped objects and errors, replays `Idempotency-Key`s,
 * and records every request so tests can assert what was sent.
 *
 * Test payment methods behave like Stripe's test tokens: `pm_card_visa` (and `pm_card_mastercard`) pay,
 * `pm_card_chargeDeclined` and `pm_card_chargeDeclinedInsufficientFunds` are declined when attached,
 * `pm_card_chargeCustomerFail` attaches but is declined when charged, and `pm_card_threeDSecure2Required`
 * leaves the first invoice waiting for 3-D Secure. Attaching a token makes a new `pm_…` id, as Stripe does.
 *
 * Product sales use PaymentIntents confirmed on the server (`POST /v1/payment_intents` with `confirm=true`):
 * a paying card succeeds with a `ch_…` charge, a declining one answers Stripe's 402 `card_error` (carrying the
 * PaymentIntent), a 3-D Secure card stops at `requires_action` (declined with `authentication_required` when
 * `off_session`), and `setup_future_usage` keeps the card on the customer. `POST /v1/refunds` refunds a
 * charge, and `GET /v1/refunds` and `GET /v1/disputes` list them by `payment_intent` or `charge`;
 * `completeCardAction`, `dispute` and `signWebhook` stand in for Stripe.js, the card network and Stripe's
 * webhook signatures, so a test can set what Stripe answers and sign any event, real or made up.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The query string (GET) or the form body (POST, DELETE), decoded into nested objects and arrays. */
  params: FormObject;
  apiKey: string | null;
  idempotencyKey: string | null;
}

interface TestCard {
  brand: string;
  last4: string;
  attach: 'ok' | CardFailure;
  charge: 'ok' | 'requires_action' | CardFailure;
}

interface CardFailure {
  code: string;
  decline_code: string;
  message: string;
}

const DECLINED: CardFailure = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const INSUFFICIENT_FUNDS: CardFailure = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const AUTHENTICATION_REQUIRED: CardFailure = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};
const AUTHENTICATION_FAILED: CardFailure = {
  code: 'payment_intent_authentication_failure',
  decline_code: 'authentication_failure',
  message: 'We are unable to authenticate your payment method.',
};

export const FAKE_TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', attach: 'ok', charge: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', attach: 'ok', charge: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', attach: DECLINED, charge: DECLINED },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    attach: INSUFFICIENT_FUNDS,
    charge: INSUFFICIENT_FUNDS,
  },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', attach: 'ok', charge: DECLINED },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', attach: 'ok', charge: 'requires_action' },
};

interface CustomerState {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  taxIds: { id: string; type: string; value: string; created: number }[];
}

interface PaymentMethodState {
  id: string;
  created: number;
  card: TestCard;
  customer: string | null;
}

interface PriceState {
  id: string;
  created: number;
  product: string;
  currency: string;
  unitAmount: number;
  interval: string;
  lookupKey: string | null;
  active: boolean;
  metadata: Record<string, string>;
}

interface ItemState {
  id: string;
  created: number;
  price: string;
}

interface SubscriptionState {
  id: string;
  created: number;
  customer: string;
  status: string;
  items: ItemState[];
  defaultPaymentMethod: string | null;
  trialStart: number | null;
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: Record<string, string>;
  latestInvoice: string | null;
  missingPaymentMethod: string | null;
}

interface InvoiceState {
  id: string;
  created: number;
  customer: string;
  subscription: string;
  status: 'draft' | 'open' | 'paid' | 'void';
  amountDue: number;
  amountPaid: number;
  currency: string;
  periodStart: number;
  periodEnd: number;
  /** What the subscription line bills for; a renewal's invoice period is the month that just ended. */
  linePeriod: { start: number; end: number };
  billingReason: string;
  paymentIntent: string | null;
}

interface PaymentIntentState {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  status: string;
  clientSecret: string;
  paymentMethod: string | null;
  lastPaymentError: (CardFailure & { type: 'card_error' }) | null;
  description?: string | null;
  metadata?: Record<string, string>;
  setupFutureUsage?: string | null;
  latestCharge?: string | null;
  /** The `fixed_count` installment plan chosen at confirmation. */
  installmentCount?: number | null;
}

interface ChargeState {
  id: string;
  created: number;
  amount: number;
  amountRefunded: number;
  currency: string;
  customer: string | null;
  paymentIntent: string;
  paymentMethod: string;
  disputed: boolean;
}

interface DisputeState {
  id: string;
  created: number;
  amount: number;
  charge: string;
  paymentIntent: string;
  currency: string;
}

interface RefundState {
  id: string;
  created: number;
  amount: number;
  charge: string;
  paymentIntent: string;
  currency: string;
  reason: string | null;
  metadata: Record<string, string>;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: string;
      code?: string;
      decline_code?: string;
      param?: string;
      message: string;
      payment_intent?: JsonObject;
    },
  ) {
    super(body.message);
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The same day next month (clamped), as Stripe's monthly billing anchors do. */
function addOneMonthSeconds(seconds: number): number {
  return Math.floor(addOneMonth(new Date(seconds * 1000)).getTime() / 1000);
}

/** Decodes `a[b][0][c]=x&a[d]=y` into `{ a: { b: [{ c: 'x' }], d: 'y' } }`, the way Stripe reads bodies. */
export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: FormObject = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (next && typeof next === 'object' && !Array.isArray(next)) {
        node = next;
      } else {
        const created: FormObject = {};
        node[segment] = created;
        node = created;
      }
    });
  }
  return arraysFromIndexes(root) as FormObject;
}

function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysFromIndexes(value[key] as FormValue);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => converted[String(index)] as FormValue);
  }
  return converted;
}

const str = (value: FormValue | undefined): string | null => (typeof value === 'string' ? value : null);
const obj = (value: FormValue | undefined): FormObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);
const strings = (value: FormValue | undefined): string[] =>
  list(value).filter((v): v is string => typeof v === 'string');
const record = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(obj(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

export interface FakeStripeOptions {
  /** Secret keys the fake accepts; any other gets 401 like Stripe. Default: `sk_test_x`. */
  apiKeys?: string[];
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The app's Stripe settings aimed at a fake: test keys, and the webhook secret the test signs its events with. */
export function stripeEnvFor(
  fake: Pick<FakeStripe, 'url'>,
  options: { secretKey?: string; webhookSecret?: string } = {},
): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: options.secretKey ?? 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: options.webhookSecret ?? 'whsec_x',
    STRIPE_API_URL: fake.url,
  };
}

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const apiKeys = new Set(options.apiKeys ?? ['sk_test_x']);
  const requests: FakeStripeRequest[] = [];
  const idempotent = new Map<string, { status: number; body: string }>();
  const customers = new Map<string, CustomerState>();
  const paymentMethods = new Map<string, PaymentMethodState>();
  const products = new Map<string, { id: string; name: string; created: number }>();
  const prices = new Map<string, PriceState>();
  const subscriptions = new Map<string, SubscriptionState>();
  const invoices = new Map<string, InvoiceState>();
  const paymentIntents = new Map<string, PaymentIntentState>();
  const answersToLose = new Map<string, number>();
  const charges = new Map<string, ChargeState>();
  const refunds = new Map<string, RefundState>();
  const disputes = new Map<string, DisputeState>();

  const missing = (kind: string, id: string) =>
    new StripeHttpError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
    });
  const invalid = (message: string, param?: string) =>
    new StripeHttpError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
  const cardError = (failure: CardFailure) => new StripeHttpError(402, { type: 'card_error', ...failure });

  function get<T>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  }

  // ---- rendering -------------------------------------------------------------------------------------

  function renderCustomer(c: CustomerState): JsonObject {
    return {
      id: c.id,
      object: 'customer',
      created: c.created,
      email: c.email,
      name: c.name,
      phone: c.phone,
      metadata: c.metadata,
      livemode: false,
      invoice_settings: { default_payment_method: c.defaultPaymentMethod, custom_fields: null, footer: null },
    };
  }

  function renderTaxId(customer: string, t: CustomerState['taxIds'][number]): JsonObject {
    return {
      id: t.id,
      object: 'tax_id',
      created: t.created,
      customer,
      type: t.type,
      value: t.value,
      country: 'BR',
      livemode: false,
      verification: null,
    };
  }

  function renderPaymentMethod(pm: PaymentMethodState): JsonObject {
    return {
      id: pm.id,
      object: 'payment_method',
      type: 'card',
      created: pm.created,
      customer: pm.customer,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: pm.card.brand,
        last4: pm.card.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        country: 'US',
        funding: 'credit',
      },
    };
  }

  function renderPrice(p: PriceState): JsonObject {
    return {
      id: p.id,
      object: 'price',
      active: p.active,
      created: p.created,
      currency: p.currency,
      unit_amount: p.unitAmount,
      lookup_key: p.lookupKey,
      product: p.product,
      type: 'recurring',
      recurring: { interval: p.interval, interval_count: 1, usage_type: 'licensed' },
      metadata: p.metadata,
      livemode: false,
    };
  }

  function renderPaymentIntent(pi: PaymentIntentState, expand: string[] = []): JsonObject {
    const pm = pi.paymentMethod ? paymentMethods.get(pi.paymentMethod) : undefined;
    const charge = pi.latestCharge ? charges.get(pi.latestCharge) : undefined;
    return {
      id: pi.id,
      object: 'payment_intent',
      amount: pi.amount,
      amount_received: pi.status === 'succeeded' ? pi.amount : 0,
      currency: pi.currency,
      created: pi.created,
      customer: pi.customer,
      description: pi.description ?? null,
      metadata: pi.metadata ?? {},
      status: pi.status,
      client_secret: pi.clientSecret,
      payment_method:
        pm && expands(expand, 'payment_method') ? renderPaymentMethod(pm) : (pi.paymentMethod ?? null),
      payment_method_types: ['card'],
      allowed_payment_method_types: ['card'],
      setup_future_usage: pi.setupFutureUsage ?? null,
      payment_method_options: {
        card: {
          installments: pi.installmentCount
            ? {
                enabled: true,
                plan: { type: 'fixed_count', count: pi.installmentCount, interval: 'month' },
              }
            : null,
        },
      },
      latest_charge: charge && expands(expand, 'latest_charge') ? renderCharge(charge) : (charge?.id ?? null),
      last_payment_error: pi.lastPaymentError ? { ...pi.lastPaymentError } : null,
      next_action: pi.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
      livemode: false,
    };
  }

  function renderCharge(ch: ChargeState): JsonObject {
    const pm = get(paymentMethods, 'payment_method', ch.paymentMethod);
    return {
      id: ch.id,
      object: 'charge',
      amount: ch.amount,
      amount_captured: ch.amount,
      amount_refunded: ch.amountRefunded,
      captured: true,
      created: ch.created,
      currency: ch.currency,
      customer: ch.customer,
      disputed: ch.disputed,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: ch.paymentIntent,
      payment_method: ch.paymentMethod,
      payment_method_details: { type: 'card', card: { brand: pm.card.brand, last4: pm.card.last4 } },
      refunded: ch.amountRefunded >= ch.amount,
      status: 'succeeded',
    };
  }

  function renderRefund(re: RefundState): JsonObject {
    return {
      id: re.id,
      object: 'refund',
      amount: re.amount,
      charge: re.charge,
      payment_intent: re.paymentIntent,
      created: re.created,
      currency: re.currency,
      metadata: re.metadata,
      reason: re.reason,
      status: 'succeeded',
    };
  }

  function renderDispute(dp: DisputeState): JsonObject {
    return {
      id: dp.id,
      object: 'dispute',
      amount: dp.amount,
      currency: dp.currency,
      charge: dp.charge,
      payment_intent: dp.paymentIntent,
      created: dp.created,
      reason: 'fraudulent',
      status: 'needs_response',
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
    };
  }

  /** A Stripe list of what matches `payment_intent` and `charge` when given, newest first. */
  function listOf<T extends { created: number; paymentIntent: string; charge: string }>(
    url: string,
    items: Iterable<T>,
    params: FormObject,
    render: (item: T) => JsonObject,
  ): JsonObject {
    const paymentIntent = str(params.payment_intent);
    const charge = str(params.charge);
    const limit = Number(str(params.limit) ?? '10');
    const found = [...items]
      .filter(
        (item) =>
          (!paymentIntent || item.paymentIntent === paymentIntent) && (!charge || item.charge === charge),
      )
      .sort((a, b) => b.created - a.created);
    return {
      object: 'list',
      url,
      has_more: found.length > limit,
      data: found.slice(0, limit).map(render),
    };
  }

  function renderInvoice(inv: InvoiceState, expand: string[]): JsonObject {
    const pi = inv.paymentIntent ? paymentIntents.get(inv.paymentIntent) : undefined;
    const rendered: JsonObject = {
      id: inv.id,
      object: 'invoice',
      created: inv.created,
      customer: inv.customer,
      status: inv.status,
      amount_due: inv.amountDue,
      amount_paid: inv.amountPaid,
      amount_remaining: inv.amountDue - inv.amountPaid,
      currency: inv.currency,
      billing_reason: inv.billingReason,
      collection_method: 'charge_automatically',
      period_start: inv.periodStart,
      period_end: inv.periodEnd,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: inv.subscription, metadata: null },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: `il_${inv.id.slice(3)}`,
            object: 'line_item',
            amount: inv.amountDue,
            currency: inv.currency,
            period: inv.linePeriod,
            parent: { type: 'subscription_item_details' },
          },
        ],
        has_more: false,
        url: `/v1/invoices/${inv.id}/lines`,
      },
    };
    if (expand.includes('confirmation_secret'))
      rendered.confirmation_secret = pi ? { client_secret: pi.clientSecret, type: 'payment_intent' } : null;
    if (expand.includes('payments')) {
      rendered.payments = {
        object: 'list',
        url: '/v1/invoice_payments',
        has_more: false,
        data: pi
          ? [
              {
                id: `inpay_${pi.id.slice(3)}`,
                object: 'invoice_payment',
                amount_paid: pi.status === 'succeeded' ? pi.amount : null,
                amount_requested: pi.amount,
                created: pi.created,
                currency: pi.currency,
                invoice: inv.id,
                is_default: true,
                livemode: false,
                payment: { type: 'payment_intent', payment_intent: pi.id },
                status: pi.status === 'succeeded' ? 'paid' : 'open',
                status_transitions: {
                  canceled_at: null,
                  paid_at: pi.status === 'succeeded' ? pi.created : null,
                },
              },
            ]
          : [],
      };
    }
    return rendered;
  }

  /** `expand` paths under a prefix: ['latest_invoice.payments'] under 'latest_invoice' → ['payments']. */
  const under = (expand: string[], prefix: string) =>
    expand.filter((e) => e.startsWith(`${prefix}.`)).map((e) => e.slice(prefix.length + 1));
  const expands = (expand: string[], field: string) =>
    expand.includes(field) || expand.some((e) => e.startsWith(`${field}.`));

  function renderSubscription(sub: SubscriptionState, expand: string[] = []): JsonObject {
    const invoice = sub.latestInvoice ? invoices.get(sub.latestInvoice) : undefined;
    const pm = sub.defaultPaymentMethod ? paymentMethods.get(sub.defaultPaymentMethod) : undefined;
    return {
      id: sub.id,
      object: 'subscription',
      created: sub.created,
      start_date: sub.created,
      billing_cycle_anchor: sub.periodStart,
      customer: sub.customer,
      status: sub.status,
      currency: 'brl',
      collection_method: 'charge_automatically',
      cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      canceled_at: sub.canceledAt,
      ended_at: sub.endedAt,
      default_payment_method:
        pm && expands(expand, 'default_payment_method') ? renderPaymentMethod(pm) : (pm?.id ?? null),
      default_source: null,
      livemode: false,
      metadata: sub.metadata,
      trial_start: sub.trialStart,
      trial_end: sub.trialEnd,
      trial_settings: {
        end_behavior: { missing_payment_method: sub.missingPaymentMethod ?? 'create_invoice' },
      },
      latest_invoice:
        invoice && expands(expand, 'latest_invoice')
          ? renderInvoice(invoice, under(expand, 'latest_invoice'))
          : (invoice?.id ?? null),
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${sub.id}`,
        data: sub.items.map((item) => ({
          id: item.id,
          object: 'subscription_item',
          created: item.created,
          subscription: sub.id,
          quantity: 1,
          metadata: {},
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
          price: renderPrice(get(prices, 'price', item.price)),
        })),
      },
    };
  }

  // ---- behaviour -------------------------------------------------------------------------------------

  function createCustomer(params: FormObject): JsonObject {
    const customer: CustomerState = {
      id: newId('cus'),
      created: nowSeconds(),
      email: str(params.email),
      name: str(params.name),
      phone: str(params.phone),
      metadata: record(params.metadata),
      defaultPaymentMethod: null,
      taxIds: [],
    };
    customers.set(customer.id, customer);
    return renderCustomer(customer);
  }

  function updateCustomer(id: string, params: FormObject): JsonObject {
    const customer = get(customers, 'customer', id);
    const settings = obj(params.invoice_settings);
    const pmId = str(settings.default_payment_method);
    if (pmId !== null) {
      const pm = get(paymentMethods, 'payment_method', pmId);
      if (pm.customer !== id)
        throw invalid(
          `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
          'invoice_settings[default_payment_method]',
        );
      customer.defaultPaymentMethod = pmId;
    }
    if (str(params.email) !== null) customer.email = str(params.email);
    if (str(params.name) !== null) customer.name = str(params.name);
    return renderCustomer(customer);
  }

  function attachPaymentMethod(id: string, params: FormObject): JsonObject {
    const customerId = str(params.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer');
    get(customers, 'customer', customerId);
    const token = FAKE_TEST_CARDS[id];
    if (token) {
      if (token.attach !== 'ok') throw cardError(token.attach);
      const pm: PaymentMethodState = {
        id: newId('pm'),
        created: nowSeconds(),
        card: token,
        customer: customerId,
      };
      paymentMethods.set(pm.id, pm);
      return renderPaymentMethod(pm);
    }
    const pm = get(paymentMethods, 'PaymentMethod', id);
    if (pm.customer && pm.customer !== customerId)
      throw invalid('This PaymentMethod is already attached to a different customer.');
    pm.customer = customerId;
    return renderPaymentMethod(pm);
  }

  function listPrices(params: FormObject): JsonObject {
    const keys = strings(params.lookup_keys);
    const active = str(params.active);
    const data = [...prices.values()]
      .filter((p) => keys.length === 0 || (p.lookupKey !== null && keys.includes(p.lookupKey)))
      .filter((p) => active === null || String(p.active) === active)
      .map(renderPrice);
    return { object: 'list', url: '/v1/prices', has_more: false, data };
  }

  function createPrice(params: FormObject): JsonObject {
    const lookupKey = str(params.lookup_key);
    const holder = lookupKey ? [...prices.values()].find((p) => p.lookupKey === lookupKey) : undefined;
    if (holder) {
      if (str(params.transfer_lookup_key) !== 'true')
        throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
      holder.lookupKey = null;
    }
    let productId = str(params.product);
    if (!productId) {
      const productData = obj(params.product_data);
      const name = str(productData.name);
      if (!name) throw invalid('Missing required param: product_data[name].', 'product_data[name]');
      productId = newId('prod');
      products.set(productId, { id: productId, name, created: nowSeconds() });
    }
    const unitAmount = Number(str(params.unit_amount));
    if (!Number.isInteger(unitAmount)) throw invalid('Invalid integer: unit_amount', 'unit_amount');
    const price: PriceState = {
      id: newId('price'),
      created: nowSeconds(),
      product: productId,
      currency: str(params.currency) ?? 'usd',
      unitAmount,
      interval: str(obj(params.recurring).interval) ?? 'month',
      lookupKey,
      active: true,
      metadata: record(params.metadata),
    };
    prices.set(price.id, price);
    return renderPrice(price);
  }

  /** The first invoice and its payment: paid, waiting for 3-D Secure, or declined. */
  function chargeFirstInvoice(sub: SubscriptionState, amount: number, behaviour: string) {
    const created = nowSeconds();
    const invoice: InvoiceState = {
      id: newId('in'),
      created,
      customer: sub.customer,
      subscription: sub.id,
      status: 'paid',
      amountDue: amount,
      amountPaid: 0,
      currency: 'brl',
      periodStart: sub.periodStart,
      periodEnd: sub.periodEnd,
      linePeriod: { start: sub.periodStart, end: sub.periodEnd },
      billingReason: 'subscription_create',
      paymentIntent: null,
    };
    invoices.set(invoice.id, invoice);
    sub.latestInvoice = invoice.id;
    if (amount === 0) return;

    const pmId = sub.defaultPaymentMethod ?? get(customers, 'customer', sub.customer).defaultPaymentMethod;
    const pm = pmId ? paymentMethods.get(pmId) : undefined;
    const pi: PaymentIntentState = {
      id: newId('pi'),
      created,
      amount,
      currency: 'brl',
      customer: sub.customer,
      status: 'requires_payment_method',
      clientSecret: '',
      paymentMethod: pm?.id ?? null,
      lastPaymentError: null,
    };
    pi.clientSecret = `${pi.id}_secret_${randomBytes(12).toString('hex')}`;
    paymentIntents.set(pi.id, pi);
    invoice.paymentIntent = pi.id;
    invoice.status = 'open';

    if (behaviour === 'default_incomplete') {
      pi.status = pm ? 'requires_confirmation' : 'requires_payment_method';
      sub.status = 'incomplete';
      return;
    }
    if (!pm) throw invalid('This customer has no attached payment source or default payment method.');
    const outcome = pm.card.charge;
    if (outcome === 'ok') {
      pi.status = 'succeeded';
      invoice.status = 'paid';
      invoice.amountPaid = amount;
      sub.status = 'active';
      return;
    }
    if (behaviour === 'error_if_incomplete') {
      subscriptions.delete(sub.id);
      if (outcome === 'requires_action')
        throw new StripeHttpError(402, {
          type: 'card_error',
          code: 'subscription_payment_intent_requires_action',
          message:
            'Payment for this subscription requires additional user action before it can be completed.',
        });
      throw cardError(outcome);
    }
    sub.status = 'incomplete';
    if (outcome === 'requires_action') {
      pi.status = 'requires_action';
    } else {
      pi.status = 'requires_payment_method';
      pi.lastPaymentError = { type: 'card_error', ...outcome };
    }
  }

  function createSubscription(params: FormObject): JsonObject {
    const customerId = str(params.customer);
    if (!customerId) throw invalid('Missing required param: customer.', 'customer');
    const customer = get(customers, 'customer', customerId);
    const itemParams = list(params.items).map(obj);
    if (itemParams.length === 0) throw invalid('Missing required param: items.', 'items');
    const created = nowSeconds();
    const items = itemParams.map((item) => {
      const priceId = str(item.price);
      if (!priceId) throw invalid('Missing required param: items[0][price].', 'items[0][price]');
      get(prices, 'price', priceId);
      return { id: newId('si'), created, price: priceId };
    });
    const defaultPaymentMethod = str(params.default_payment_method);
    if (defaultPaymentMethod) {
      const pm = get(paymentMethods, 'payment_method', defaultPaymentMethod);
      if (pm.customer !== customer.id)
        throw invalid('The payment method must be attached to the customer.', 'default_payment_method');
    }
    const trialDays = Number(str(params.trial_period_days) ?? '0');
    const trialEndParam = Number(str(params.trial_end) ?? '0');
    if (trialEndParam && trialEndParam <= created)
      throw invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
    const trialEnd = trialEndParam || (trialDays > 0 ? created + trialDays * 86_400 : null);
    const sub: SubscriptionState = {
      id: newId('sub'),
      created,
      customer: customer.id,
      status: trialEnd ? 'trialing' : 'incomplete',
      items,
      defaultPaymentMethod,
      trialStart: trialEnd ? created : null,
      trialEnd,
      periodStart: created,
      periodEnd: trialEnd ?? addOneMonthSeconds(created),
      cancelAtPeriodEnd: str(params.cancel_at_period_end) === 'true',
      canceledAt: null,
      endedAt: null,
      metadata: record(params.metadata),
      latestInvoice: null,
      missingPaymentMethod: str(obj(obj(params.trial_settings).end_behavior).missing_payment_method),
    };
    subscriptions.set(sub.id, sub);
    const amount = trialEnd
      ? 0
      : items.reduce((sum, item) => sum + get(prices, 'price', item.price).unitAmount, 0);
    try {
      chargeFirstInvoice(sub, amount, str(params.payment_behavior) ?? 'allow_incomplete');
    } catch (error) {
      subscriptions.delete(sub.id);
      throw error;
    }
    return renderSubscription(sub, strings(params.expand));
  }

  function updateSubscription(id: string, params: FormObject): JsonObject {
    const sub = get(subscriptions, 'subscription', id);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired')
      throw invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
    const cancel = str(params.cancel_at_period_end);
    if (cancel !== null) {
      sub.cancelAtPeriodEnd = cancel === 'true';
      sub.canceledAt = sub.cancelAtPeriodEnd ? nowSeconds() : null;
    }
    for (const itemParams of list(params.items).map(obj)) {
      const itemId = str(itemParams.id);
      const priceId = str(itemParams.price);
      if (priceId) get(prices, 'price', priceId);
      const item = itemId ? sub.items.find((i) => i.id === itemId) : undefined;
      if (itemId && !item) throw missing('subscription_item', itemId);
      if (item && priceId) item.price = priceId;
      if (!item && priceId) sub.items.push({ id: newId('si'), created: nowSeconds(), price: priceId });
    }
    const pmId = str(params.default_payment_method);
    if (pmId) sub.defaultPaymentMethod = get(paymentMethods, 'payment_method', pmId).id;
    Object.assign(sub.metadata, record(params.metadata));
    return renderSubscription(sub, strings(params.expand));
  }

  function cancelSubscription(id: string, params: FormObject): JsonObject {
    const sub = get(subscriptions, 'subscription', id);
    if (sub.status === 'canceled') throw invalid(`No such subscription: '${id}'`);
    const at = nowSeconds();
    sub.status = 'canceled';
    sub.canceledAt = at;
    sub.endedAt = at;
    return renderSubscription(sub, strings(params.expand));
  }

  /** A card token (`pm_card_visa`) becomes a new, unattached PaymentMethod, as Stripe does when it is used. */
  function paymentMethodFor(id: string, customerId: string | null, offSession: boolean): PaymentMethodState {
    const token = FAKE_TEST_CARDS[id];
    if (token) {
      const pm: PaymentMethodState = { id: newId('pm'), created: nowSeconds(), card: token, customer: null };
      paymentMethods.set(pm.id, pm);
      return pm;
    }
    const pm = get(paymentMethods, 'payment_method', id);
    if (pm.customer && pm.customer !== customerId)
      throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
    if (offSession && !pm.customer)
      throw invalid(
        'An off-session payment needs a PaymentMethod attached to the customer.',
        'payment_method',
      );
    return pm;
  }

  function createPaymentIntent(params: FormObject): JsonObject {
    if (params.payment_method_types !== undefined)
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_method_types_no_longer_supported',
        param: 'payment_method_types',
        message: 'payment_method_types is no longer supported; use allowed_payment_method_types.',
      });
    const amount = Number(str(params.amount));
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('Invalid integer: amount', 'amount');
    const currency = str(params.currency);
    if (!currency) throw invalid('Missing required param: currency.', 'currency');
    const customerId = str(params.customer);
    if (customerId) get(customers, 'customer', customerId);
    const offSession = str(params.off_session) === 'true';
    const pmId = str(params.payment_method);
    const pm = pmId ? paymentMethodFor(pmId, customerId, offSession) : null;
    const pi: PaymentIntentState = {
      id: newId('pi'),
      created: nowSeconds(),
      amount,
      currency,
      customer: customerId,
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      clientSecret: '',
      paymentMethod: pm?.id ?? null,
      lastPaymentError: null,
      description: str(params.description),
      metadata: record(params.metadata),
      setupFutureUsage: str(params.setup_future_usage),
      latestCharge: null,
      installmentCount: installmentPlanOf(params, currency, str(params.confirm) === 'true'),
    };
    pi.clientSecret = `${pi.id}_secret_${randomBytes(12).toString('hex')}`;
    paymentIntents.set(pi.id, pi);
    if (str(params.confirm) === 'true') confirmPaymentIntent(pi, offSession);
    return renderPaymentIntent(pi, strings(params.expand));
  }

  /**
   * `payment_method_options[card][installments][plan]`, checked as Stripe does for Brazilian installments: only
   * at confirmation, a monthly `fixed_count` plan of 2 to 12 on a BRL payment, and never on a card kept for
   * future off-session charges.
   */
  function installmentPlanOf(params: FormObject, currency: string, confirming: boolean): number | null {
    const plan = record(obj(obj(obj(params.payment_method_options).card).installments).plan);
    if (Object.keys(plan).length === 0) return null;
    const param = 'payment_method_options[card][installments][plan]';
    if (!confirming) throw invalid('An installment plan can only be provided during confirmation.', param);
    if (plan.type !== 'fixed_count' || plan.interval !== 'month')
      throw invalid('Only monthly fixed_count installment plans are supported.', param);
    const count = Number(plan.count);
    if (!Number.isInteger(count) || count < 2 || count > 12)
      throw invalid('The installment plan count must be between 2 and 12.', param);
    if (currency !== 'brl') throw invalid('Installments are only available for BRL payments.', param);
    if (str(params.setup_future_usage))
      throw invalid('Installments cannot be combined with setup_future_usage.', param);
    return count;
  }

  /** Stripe's search, for the one form the app uses: `metadata['key']:'value'` (its index lag is not modelled). */
  function searchPaymentIntents(params: FormObject): JsonObject {
    const query = str(params.query) ?? '';
    const match = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(query);
    if (!match) throw invalid(`Unsupported search query: ${query}`, 'query');
    const [, key = '', value = ''] = match;
    const data = [...paymentIntents.values()]
      .filter((pi) => pi.metadata?.[key] === value)
      .map((pi) =>
        renderPaymentIntent(
          pi,
          strings(params.expand).map((path) => path.replace(/^data\./, '')),
        ),
      );
    return {
      object: 'search_result',
      url: '/v1/payment_intents/search',
      has_more: false,
      next_page: null,
      data,
    };
  }

  /** Charges the card: succeeded, waiting for 3-D Secure, or declined with a 402 like Stripe's. */
  function confirmPaymentIntent(pi: PaymentIntentState, offSession: boolean) {
    if (!pi.paymentMethod)
      throw invalid('You cannot confirm this PaymentIntent because it is missing a payment method.');
    const outcome = get(paymentMethods, 'payment_method', pi.paymentMethod).card.charge;
    if (outcome === 'ok') {
      succeedPaymentIntent(pi);
      return;
    }
    if (outcome === 'requires_action' && !offSession) {
      pi.status = 'requires_action';
      return;
    }
    const failure = outcome === 'requires_action' ? AUTHENTICATION_REQUIRED : outcome;
    pi.status = 'requires_payment_method';
    pi.lastPaymentError = { type: 'card_error', ...failure };
    throw new StripeHttpError(402, {
      type: 'card_error',
      ...failure,
      payment_intent: renderPaymentIntent(pi),
    });
  }

  function succeedPaymentIntent(pi: PaymentIntentState) {
    const pm = get(paymentMethods, 'payment_method', pi.paymentMethod ?? '');
    const charge: ChargeState = {
      id: newId('ch'),
      created: nowSeconds(),
      amount: pi.amount,
      amountRefunded: 0,
      currency: pi.currency,
      customer: pi.customer,
      paymentIntent: pi.id,
      paymentMethod: pm.id,
      disputed: false,
    };
    charges.set(charge.id, charge);
    pi.status = 'succeeded';
    pi.latestCharge = charge.id;
    pi.lastPaymentError = null;
    if (pi.setupFutureUsage && pi.customer) pm.customer = pi.customer;
  }

  function createRefund(params: FormObject): JsonObject {
    const chargeId = str(params.charge);
    const piId = str(params.payment_intent);
    if (!chargeId && !piId)
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const latest = piId ? get(paymentIntents, 'payment_intent', piId).latestCharge : null;
    const charge = chargeId ? get(charges, 'charge', chargeId) : latest ? charges.get(latest) : undefined;
    if (!charge)
      throw invalid(
        `This PaymentIntent (${piId}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    const remaining = charge.amount - charge.amountRefunded;
    if (remaining <= 0)
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      });
    const amount = str(params.amount) === null ? remaining : Number(str(params.amount));
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining)
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`,
      });
    charge.amountRefunded += amount;
    const refund: RefundState = {
      id: newId('re'),
      created: nowSeconds(),
      amount,
      charge: charge.id,
      paymentIntent: charge.paymentIntent,
      currency: charge.currency,
      reason: str(params.reason),
      metadata: record(params.metadata),
    };
    refunds.set(refund.id, refund);
    return renderRefund(refund);
  }

  function latestChargeOf(paymentIntentId: string): ChargeState {
    const pi = get(paymentIntents, 'payment_intent', paymentIntentId);
    return get(charges, 'charge', pi.latestCharge ?? '');
  }

  // ---- HTTP --------------------------------------------------------------------------------------------

  type Handler = (match: RegExpExecArray, params: FormObject) => JsonObject;
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [
    {
      method: 'GET',
      pattern: /^\/v1\/account$/,
      handler: () => ({
        id: 'acct_fake',
        object: 'account',
        email: 'produtor@afilia.demo',
        business_profile: { name: 'Produtora Demo' },
        settings: { dashboard: { display_name: 'Produtora Demo' } },
        country: 'BR',
        default_currency: 'brl',
      }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/balance$/,
      handler: () => ({
        object: 'balance',
        livemode: false,
        available: [{ amount: 152035, currency: 'brl' }],
        pending: [{ amount: 0, currency: 'brl' }],
      }),
    },
    { method: 'POST', pattern: /^\/v1\/customers$/, handler: (_m, p) => createCustomer(p) },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handler: (m) => renderCustomer(get(customers, 'customer', m[1] ?? '')),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handler: (m, p) => updateCustomer(m[1] ?? '', p),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)\/tax_ids$/,
      handler: (m) => {
        const customer = get(customers, 'customer', m[1] ?? '');
        return {
          object: 'list',
          url: `/v1/customers/${customer.id}/tax_ids`,
          has_more: false,
          data: customer.taxIds.map((t) => renderTaxId(customer.id, t)),
        };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers\/([^/]+)\/tax_ids$/,
      handler: (m, p) => {
        const customer = get(customers, 'customer', m[1] ?? '');
        const type = str(p.type);
        const value = str(p.value);
        if (!type || !value) throw invalid('Missing required param: type or value.');
        const taxId = { id: newId('txi'), type, value, created: nowSeconds() };
        customer.taxIds.push(taxId);
        return renderTaxId(customer.id, taxId);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      handler: (m, p) => attachPaymentMethod(m[1] ?? '', p),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      handler: (m) => renderPaymentMethod(get(paymentMethods, 'PaymentMethod', m[1] ?? '')),
    },
    { method: 'GET', pattern: /^\/v1\/prices$/, handler: (_m, p) => listPrices(p) },
    { method: 'POST', pattern: /^\/v1\/prices$/, handler: (_m, p) => createPrice(p) },
    { method: 'POST', pattern: /^\/v1\/subscriptions$/, handler: (_m, p) => createSubscription(p) },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handler: (m, p) =>
        renderSubscription(get(subscriptions, 'subscription', m[1] ?? ''), strings(p.expand)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handler: (m, p) => updateSubscription(m[1] ?? '', p),
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handler: (m, p) => cancelSubscription(m[1] ?? '', p),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/invoices\/([^/]+)$/,
      handler: (m, p) => renderInvoice(get(invoices, 'invoice', m[1] ?? ''), strings(p.expand)),
    },
    { method: 'POST', pattern: /^\/v1\/payment_intents$/, handler: (_m, p) => createPaymentIntent(p) },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/search$/,
      handler: (_m, p) => searchPaymentIntents(p),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handler: (m, p) =>
        renderPaymentIntent(get(paymentIntents, 'payment_intent', m[1] ?? ''), strings(p.expand)),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/charges\/([^/]+)$/,
      handler: (m) => renderCharge(get(charges, 'charge', m[1] ?? '')),
    },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handler: (_m, p) => createRefund(p) },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds$/,
      handler: (_m, p) => listOf('/v1/refunds', refunds.values(), p, renderRefund),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/disputes$/,
      handler: (_m, p) => listOf('/v1/disputes', disputes.values(), p, renderDispute),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/disputes\/([^/]+)$/,
      handler: (m) => renderDispute(get(disputes, 'dispute', m[1] ?? '')),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      handler: (m) => renderRefund(get(refunds, 'refund', m[1] ?? '')),
    },
  ];

  function send(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': '2026-10-28.endive',
    });
    res.end(body);
  }

  /** Sends the answer, unless answers to this path are being lost (see loseAnswers). */
  function answer(res: ServerResponse, path: string, status: number, body: string) {
    const lost = answersToLose.get(path) ?? 0;
    if (lost === 0) return send(res, status, body);
    // Done, but the answer never arrives: the connection drops, as in a network failure after Stripe acted.
    answersToLose.set(path, lost - 1);
    res.socket?.destroy();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString());
    const auth = req.headers.authorization ?? '';
    const apiKey = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null;
    const idempotencyKey =
      typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    requests.push({ method, path: url.pathname, params, apiKey, idempotencyKey });

    if (!apiKey || !apiKeys.has(apiKey)) {
      const shown = apiKey
        ? `${apiKey.slice(0, 8)}${'*'.repeat(Math.max(0, apiKey.length - 12))}${apiKey.slice(-4)}`
        : '';
      send(
        res,
        401,
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: apiKey
              ? `Invalid API Key provided: ${shown}`
              : 'You did not provide an API key. You need to provide your API key in the Authorization header.',
          },
        }),
      );
      return;
    }
    const replayKey =
      idempotencyKey && method === 'POST' ? `${apiKey} ${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) {
      answer(res, url.pathname, replay.status, replay.body);
      return;
    }
    let status = 200;
    let body: string;
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    try {
      if (!route) throw invalid(`Unrecognized request URL (${method}: ${url.pathname}).`);
      const match = route.pattern.exec(url.pathname) as RegExpExecArray;
      body = JSON.stringify(route.handler(match, params));
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.body });
    }
    if (replayKey) idempotent.set(replayKey, { status, body });
    answer(res, url.pathname, status, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  function subscriptionState(id: string): SubscriptionState {
    return get(subscriptions, 'subscription', id);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    /** Recorded requests with this method whose path matches. */
    requestsTo(method: string, path: string | RegExp) {
      return requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
    /**
     * The next `count` requests to `path` (replays of the same idempotency key included) are carried out but
     * their answers are lost: the connection drops before Stripe's response reaches the client.
     */
    loseAnswers(path: string, count: number) {
      answersToLose.set(path, count);
    },
    clearRequests() {
      requests.length = 0;
    },
    customer(id: string) {
      return renderCustomer(get(customers, 'customer', id));
    },
    customerTaxIds(id: string) {
      return get(customers, 'customer', id).taxIds.map((t) => ({ type: t.type, value: t.value }));
    },
    /** A subscription as the API returns it (for building webhook events). */
    subscription(id: string, expand: string[] = []) {
      return renderSubscription(subscriptionState(id), expand);
    },
    /**
     * Changes a subscription the way Stripe would on its own (a renewal, a failed payment, a 3-D Secure
     * confirmation), returning the new object for a webhook event.
     */
    mutateSubscription(
      id: string,
      patch: Partial<
        Pick<
          SubscriptionState,
          'status' | 'periodStart' | 'periodEnd' | 'cancelAtPeriodEnd' | 'endedAt' | 'canceledAt'
        >
      >,
    ) {
      const sub = subscriptionState(id);
      Object.assign(sub, patch);
      return renderSubscription(sub);
    },
    /** The subscription's latest invoice as an `invoice.*` event carries it. */
    latestInvoice(subscriptionId: string, status?: InvoiceState['status']) {
      const sub = subscriptionState(subscriptionId);
      const invoice = get(invoices, 'invoice', sub.latestInvoice ?? '');
      if (status) invoice.status = status;
      return renderInvoice(invoice, []);
    },
    /**
     * Stripe's monthly renewal, paid: a new invoice for the next month (the invoice's own period is the month
     * that ended, its line the month it pays for), and the subscription moved on. Returns the invoice.
     */
    renewalInvoice(subscriptionId: string) {
      const sub = subscriptionState(subscriptionId);
      const amount = sub.items.reduce((sum, item) => sum + get(prices, 'price', item.price).unitAmount, 0);
      const next = { start: sub.periodEnd, end: addOneMonthSeconds(sub.periodEnd) };
      const invoice: InvoiceState = {
        id: newId('in'),
        created: nowSeconds(),
        customer: sub.customer,
        subscription: sub.id,
        status: 'paid',
        amountDue: amount,
        amountPaid: amount,
        currency: 'brl',
        periodStart: sub.periodStart,
        periodEnd: sub.periodEnd,
        linePeriod: next,
        billingReason: 'subscription_cycle',
        paymentIntent: null,
      };
      invoices.set(invoice.id, invoice);
      sub.latestInvoice = invoice.id;
      sub.periodStart = next.start;
      sub.periodEnd = next.end;
      return renderInvoice(invoice, []);
    },
    /** Finishes a 3-D Secure payment as Stripe.js would: the PaymentIntent succeeds and the subscription activates. */
    completeThreeDSecure(subscriptionId: string) {
      const sub = subscriptionState(subscriptionId);
      const invoice = get(invoices, 'invoice', sub.latestInvoice ?? '');
      const pi = get(paymentIntents, 'payment_intent', invoice.paymentIntent ?? '');
      pi.status = 'succeeded';
      invoice.status = 'paid';
      invoice.amountPaid = invoice.amountDue;
      sub.status = 'active';
      return renderSubscription(sub);
    },
    /** A PaymentIntent as the API returns it (for building `payment_intent.*` events). */
    paymentIntent(id: string) {
      return renderPaymentIntent(get(paymentIntents, 'payment_intent', id));
    },
    /** The PaymentIntent's charge, as `charge.*` events carry it (refunded once a refund covers it). */
    chargeOf(paymentIntentId: string) {
      return renderCharge(latestChargeOf(paymentIntentId));
    },
    /** Finishes 3-D Secure as Stripe.js would: the PaymentIntent succeeds (or fails authentication). */
    completeCardAction(paymentIntentId: string, outcome: 'succeeded' | 'failed' = 'succeeded') {
      const pi = get(paymentIntents, 'payment_intent', paymentIntentId);
      if (pi.status !== 'requires_action') throw new Error(`${pi.id} is ${pi.status}, not requires_action`);
      if (outcome === 'succeeded') succeedPaymentIntent(pi);
      else {
        pi.status = 'requires_payment_method';
        pi.lastPaymentError = { type: 'card_error', ...AUTHENTICATION_FAILED };
      }
      return renderPaymentIntent(pi);
    },
    /**
     * The buyer's bank disputes the payment: the dispute a `charge.dispute.created` event carries, kept so
     * `GET /v1/disputes` lists it.
     */
    dispute(paymentIntentId: string): JsonObject {
      const charge = latestChargeOf(paymentIntentId);
      charge.disputed = true;
      const dispute: DisputeState = {
        id: newId('dp'),
        created: nowSeconds(),
        amount: charge.amount,
        charge: charge.id,
        paymentIntent: charge.paymentIntent,
        currency: charge.currency,
      };
      disputes.set(dispute.id, dispute);
      return renderDispute(dispute);
    },
    /**
     * A dispute as the event would carry it, about the PaymentIntent's charge, that Stripe does not have:
     * what someone holding the endpoint's signing secret can make up.
     */
    madeUpDispute(paymentIntentId: string): JsonObject {
      const charge = latestChargeOf(paymentIntentId);
      return renderDispute({
        id: newId('dp'),
        created: nowSeconds(),
        amount: charge.amount,
        charge: charge.id,
        paymentIntent: charge.paymentIntent,
        currency: charge.currency,
      });
    },
    /** A webhook event around an object, shaped like Stripe's. */
    event(type: string, object: JsonObject, options: { id?: string; created?: number } = {}): JsonObject {
      return {
        id: options.id ?? newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: options.created ?? nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
    },
    /**
     * The `Stripe-Signature` header Stripe sends with a webhook: `t=<unix>,v1=<HMAC-SHA256 of "t.payload">`
     * with the endpoint's signing secret.
     */
    signWebhook(payload: string, secret: string, timestamp = nowSeconds()) {
      const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
      return `t=${timestamp},v1=${signature}`;
    },
    close() {
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/**
 * Posts an event to the platform's Stripe webhook (`/api/webhooks/stripe`), signed with `secret` as Stripe
 * signs it; `signature` replaces that header (null sends none) and `body` the payload, for forged deliveries.
 */
export function deliverStripeEvent(
  app: TestApp['app'],
  fake: FakeStripe,
  secret: string,
  event: JsonObject,
  options: { signature?: string | null; body?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature = options.signature === undefined ? fake.signWebhook(payload, secret) : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: options.body ?? payload,
  });
}
