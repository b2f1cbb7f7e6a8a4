import { testPaymentMethodId } from '@afilia/validators';

export interface BillingDetails {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * Collects the card at the provider and returns the payment-method id the checkout sends; confirms a
 * payment that needs 3-D Secure. Test mode turns the typed test card into its id; Stripe uses Stripe.js.
 */
export interface CardCollector {
  createPaymentMethod(billing: BillingDetails): Promise<string>;
  confirmPayment(clientSecret: string): Promise<void>;
}

export function testCardCollector(cardNumber: string): CardCollector {
  return {
    createPaymentMethod: async () => testPaymentMethodId(cardNumber),
    confirmPayment: async () => {},
  };
}
