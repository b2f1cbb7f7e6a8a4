import type { startCheckoutInput } from '@afilia/validators';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../integrations/payments/provider';
import { activeProducerAsaas, type ProducerAsaas } from '../payments/producer-asaas';
import { activeProducerStripe } from '../payments/producer-stripe';
import type { CheckoutDeps } from './checkout-deps';

type Input = z.output<typeof startCheckoutInput>;

export type PaymentRoute =
  | { kind: 'card'; paymentMethodId: string; provider: PaymentProvider; connectionId: string | null }
  | { kind: 'asaas'; asaas: ProducerAsaas; method: 'pix' | 'boleto'; connectionId: string };

/**
 * A card goes to the producer's own Stripe when they connected it (the card field used its publishable key),
 * else to the platform's provider; Pix and boleto to the producer's own Asaas. A recurring product stays on the
 * platform's provider and takes cards only (its renewals charge the stored card).
 */
export async function paymentRoute(
  deps: CheckoutDeps,
  producerId: string,
  input: Input,
  recurring: boolean,
): Promise<PaymentRoute> {
  if (input.method === 'card') {
    if (!input.paymentMethodId) throw new AppError('errors.payments.paymentMethodRequired');
    const own = recurring ? null : await activeProducerStripe(deps.db, deps.stripe, producerId);
    return {
      kind: 'card',
      paymentMethodId: input.paymentMethodId,
      provider: own?.provider ?? deps.payments,
      connectionId: own?.connection.id ?? null,
    };
  }
  const asaas = recurring ? null : await activeProducerAsaas(deps.db, deps.asaas, producerId);
  if (!asaas) throw new AppError('errors.payments.methodUnavailable');
  return { kind: 'asaas', asaas, method: input.method, connectionId: asaas.connection.id };
}
