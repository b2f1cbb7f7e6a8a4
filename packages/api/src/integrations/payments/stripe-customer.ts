import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { StartSubscriptionRequest } from './provider';

/** CPF as 000.000.000-00 and CNPJ as 00.000.000/0000-00, the formats Stripe documents for br_cpf/br_cnpj. */
export function stripeTaxId(digits: string): { type: 'br_cpf' | 'br_cnpj'; value: string } | null {
  if (/^\d{11}$/.test(digits))
    return { type: 'br_cpf', value: digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') };
  if (/^\d{14}$/.test(digits))
    return {
      type: 'br_cnpj',
      value: digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
    };
  return null;
}

/** A Customer for the subscribing user (metadata.userId); returns its id. */
export async function createStripeCustomer(
  stripe: Stripe,
  request: StartSubscriptionRequest,
): Promise<string> {
  const { customer } = request;
  const params: Stripe.CustomerCreateParams = {
    email: customer.email,
    name: customer.name,
    metadata: { userId: request.userId },
    preferred_locales: ['pt-BR'],
    ...(customer.phone ? { phone: customer.phone } : {}),
  };
  // A retried purchase (say after a declined card) within Stripe's 24 h idempotency window reuses the
  // Customer made by the first attempt instead of leaving an orphan behind.
  const idempotencyKey = `afilia-customer-${createHash('sha256').update(JSON.stringify(params)).digest('hex')}`;
  const created = await stripe.customers.create(params, { idempotencyKey });
  return created.id;
}

/** Adds the CPF or CNPJ to the Customer, unless an existing Customer already has it. */
export async function addStripeTaxId(
  stripe: Stripe,
  customerId: string,
  cpfCnpj: string | null,
  existing: boolean,
): Promise<void> {
  const taxId = cpfCnpj ? stripeTaxId(cpfCnpj) : null;
  if (!taxId) return;
  if (existing) {
    const known = await stripe.customers.listTaxIds(customerId, { limit: 100 });
    if (known.data.some((t) => t.type === taxId.type && t.value.replace(/\D/g, '') === cpfCnpj)) return;
  }
  await stripe.customers.createTaxId(customerId, taxId);
}

/** Attaches the card to the Customer and makes it the default for its invoices. */
export async function attachDefaultPaymentMethod(
  stripe: Stripe,
  customerId: string,
  paymentMethodId: string,
): Promise<Stripe.PaymentMethod> {
  const paymentMethod = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
  await stripe.customers.update(customerId, {
    invoice_settings: { default_payment_method: paymentMethod.id },
  });
  return paymentMethod;
}
