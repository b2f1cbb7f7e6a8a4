export type TestCardOutcome = 'ok' | 'declined' | 'insufficient_funds';

export interface TestCard {
  brand: string;
  last4: string;
  outcome: TestCardOutcome;
}

/** The built-in test mode accepts these cards only, like Stripe's test mode. */
export const TEST_CARDS: Record<string, Omit<TestCard, 'last4'>> = {
  '4242424242424242': { outcome: 'ok', brand: 'visa' },
  '5555555555554444': { outcome: 'ok', brand: 'mastercard' },
  '4000000000000002': { outcome: 'declined', brand: 'visa' },
  '4000000000009995': { outcome: 'insufficient_funds', brand: 'visa' },
};

const TEST_PAYMENT_METHOD_PREFIX = 'pm_test_';

/** The id the web app sends for a test card: the card number itself (never a real card in test mode). */
export function testPaymentMethodId(cardNumber: string): string {
  return `${TEST_PAYMENT_METHOD_PREFIX}${cardNumber.replace(/\D/g, '')}`;
}

export function parseTestPaymentMethod(id: string): TestCard | null {
  if (!id.startsWith(TEST_PAYMENT_METHOD_PREFIX)) return null;
  const number = id.slice(TEST_PAYMENT_METHOD_PREFIX.length);
  const card = TEST_CARDS[number];
  return card ? { brand: card.brand, last4: number.slice(-4), outcome: card.outcome } : null;
}
