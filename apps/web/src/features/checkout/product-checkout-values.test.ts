import { describe, expect, it } from 'vitest';
import { checkoutFormSchema } from './product-checkout-values';

const NOW = new Date(2026, 2, 15);
const buyer = {
  name: ' Maria  Souza ',
  email: 'Maria@Example.com',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
};
const card = {
  method: 'card' as const,
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/34',
  cardCvc: '123',
};

describe('checkoutFormSchema', () => {
  it('parses the buyer to what the server stores', () => {
    const parsed = checkoutFormSchema('test', NOW).parse({ ...buyer, ...card });
    expect(parsed).toMatchObject({
      name: 'Maria  Souza',
      email: 'maria@example.com',
      document: '52998224725',
      phone: '11987654321',
    });
  });

  it('checks the test card in test mode', () => {
    const result = checkoutFormSchema('test', NOW).safeParse({ ...buyer, ...card, cardNumber: '1234' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'plans.purchase.testCard.numberInvalid',
    ]);
  });

  it('leaves the card to Stripe', () => {
    const empty = { method: 'card' as const, cardNumber: '', cardExpiry: '', cardCvc: '' };
    expect(checkoutFormSchema('stripe', NOW).safeParse({ ...buyer, ...empty }).success).toBe(true);
  });

  it('asks for no card when the buyer pays by Pix or boleto', () => {
    const empty = { cardNumber: '', cardExpiry: '', cardCvc: '' };
    for (const method of ['pix', 'boleto'] as const)
      expect(checkoutFormSchema('test', NOW).safeParse({ ...buyer, ...empty, method }).success).toBe(true);
    const byCard = checkoutFormSchema('test', NOW).safeParse({ ...buyer, ...empty, method: 'card' });
    expect(byCard.success).toBe(false);
  });

  it('refuses an invalid CPF, a single name and a phone without DDD', () => {
    const result = checkoutFormSchema('stripe', NOW).safeParse({
      ...buyer,
      name: 'Maria',
      document: '529.982.247-24',
      phone: '98765-4321',
      method: 'card',
      cardNumber: '',
      cardExpiry: '',
      cardCvc: '',
    });
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      name: 'validation.sales.buyerFullName',
      document: 'validation.cpfCnpjInvalid',
      phone: 'validation.sales.phoneInvalid',
    });
  });
});
