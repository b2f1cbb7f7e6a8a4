import { buyerSchema, MAX_INSTALLMENTS, PAYMENT_METHODS } from '@afilia/validators';
import { z } from 'zod';
import { testCardSchema } from '@/components/card-payment/test-card';

/** How the buyer's card is taken: the built-in test mode's form, or Stripe's Card Element. */
export type CardSource = 'test' | 'stripe';

/**
 * The checkout form: the buyer (`buyerSchema`, shared with the server), how they pay and, for a card in test
 * mode, the test card. Pix and boleto, and Stripe's Card Element (which validates the card itself), leave the
 * three card fields empty and unchecked.
 */
export function checkoutFormSchema(source: CardSource, now: Date = new Date()) {
  const card = testCardSchema(now);
  return buyerSchema
    .extend({
      method: z.enum(PAYMENT_METHODS),
      /** Card installments chosen among the product's options (1 = at once). */
      installments: z.number().int().min(1).max(MAX_INSTALLMENTS).default(1),
      cardNumber: z.string(),
      cardExpiry: z.string(),
      cardCvc: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.method !== 'card' || source !== 'test') return;
      const checked = card.safeParse(values);
      if (checked.success) return;
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    });
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
  method: 'card',
  installments: 1,
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
};
