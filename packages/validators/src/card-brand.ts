// How a card is named to people: on screens, in emails and on receipts alike.

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
};

/** 'visa' → 'Visa'; unknown brands are capitalised. */
export function cardBrandLabel(brand: string): string {
  const known = BRANDS[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '';
}

/** 'Visa •••• 4242', or null without a card. */
export function cardLabel(card: { brand: string; last4: string } | null | undefined): string | null {
  if (!card) return null;
  return `${cardBrandLabel(card.brand)} •••• ${card.last4}`.trim();
}
