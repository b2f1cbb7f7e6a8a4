import { buyerSchema } from '@afilia/validators';
import { z } from 'zod';
import { testCardSchema } from '../plans/purchase/test-card';

/** How the buyer's card is taken: the built-in test mode's form, or Stripe's Card Element. */
export type CardSource = 'test' | 'stripe';

/** Stripe's Card Element validates the card itself; the three fields stay empty and unchecked. */
const unchecked = { cardNumber: z.string(), cardExpiry: z.string(), cardCvc: z.string() };

/** The checkout form: the buyer (`buyerSchema`, shared with the server) and, in test mode, the test card. */
export function checkoutFormSchema(source: CardSource, now: Date = new Date()) {
  return buyerSchema.extend(source === 'test' ? testCardSchema(now).shape : unchecked);
}

type CheckoutFormSchema = ReturnType<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.input<CheckoutFormSchema>;
/** Parsed: the document and phone as digits, the email in lower case. */
export type CheckoutFormOutput = z.output<CheckoutFormSchema>;

export const emptyCheckoutForm: CheckoutFormValues = {
  name: '',
  email: '',
  document: '',
  phone: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
};
