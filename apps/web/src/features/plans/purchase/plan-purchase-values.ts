import { cardholderSchema } from '@afilia/validators';
import { z } from 'zod';
import { testCardSchema } from '@/components/card-payment/test-card';

/** How the checkout step takes the card: the test-mode form, Stripe's Card Element, or the card on file. */
export type CardSource = 'test' | 'stripe' | 'saved';

const looseCard = z.object({ cardNumber: z.string(), cardExpiry: z.string(), cardCvc: z.string() });

/** The checkout step's fields: the cardholder name (`cardholderSchema`) plus the test card in test mode. */
export function checkoutSchema(source: CardSource, now: Date = new Date()) {
  if (source === 'test') return cardholderSchema.extend(testCardSchema(now).shape);
  if (source === 'stripe') return cardholderSchema.extend(looseCard.shape);
  return z.object({ cardholderName: z.string() }).extend(looseCard.shape);
}

export type CheckoutValues = z.input<ReturnType<typeof checkoutSchema>>;
