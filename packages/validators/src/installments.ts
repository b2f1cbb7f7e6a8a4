/**
 * Card installments ('parcelamento'): a Brazilian buyer splits a card payment into up to 12 monthly
 * installments that the card issuer collects, while the payment is taken whole at once. Each product sets the
 * most installments it offers and who bears the financing: the buyer (each installment carries the monthly
 * rate, compounded, so the total grows) or the producer (the buyer pays the price in equal installments
 * 'sem juros' and the producer receives the price less the financing).
 *
 * This module is the one home of the arithmetic: the server charges and records what it says, and the
 * product page, the checkout and the pricing forms show the same figures.
 */

export const MAX_INSTALLMENTS = 12;
/** 1x … 12x, the choices a producer has for the most installments a product offers. */
export const INSTALLMENT_COUNTS = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1);

/** Who bears the financing of an installment payment. */
export const INSTALLMENT_INTEREST_PAYERS = ['buyer', 'producer'] as const;
export type InstallmentInterestPayer = (typeof INSTALLMENT_INTEREST_PAYERS)[number];

/** The monthly rate of the financing, in basis points: 2,99% a.m., the rate shown to producers and buyers. */
export const INSTALLMENT_MONTHLY_RATE_BPS = 299;

/** Brazilian card issuers refuse an installment below R$ 5,00, so no option offers a smaller one. */
export const MIN_INSTALLMENT_CENTS = 500;

export interface InstallmentTerms {
  /** The most installments the product offers (1 = paid at once only). */
  maxInstallments: number;
  installmentInterest: InstallmentInterestPayer;
}

/** One way to pay a price by card. All amounts are integer cents. */
export interface InstallmentOption {
  count: number;
  /** Each installment as the buyer sees it ('12x de R$ 19,70'). */
  installmentCents: number;
  /** What the buyer is charged in all: the price, or more when the buyer pays the interest. */
  totalCents: number;
  /**
   * The cost of the financing, taken out of the total before it reaches the producer: the interest the buyer
   * added, or what the producer gives up to receive the whole price at once. 0 when paid at once.
   */
  feeCents: number;
  /** True when the buyer pays no interest (at once, or the producer bears it). */
  interestFree: boolean;
}

/**
 * One installment of a total split in `count`, as the buyer sees it: the issuer splits the total in equal parts
 * and puts the leftover cent on the first. Exact for the buyer-pays options (their total is count × installment).
 */
export function installmentCentsOf(totalCents: number, count: number): number {
  return Math.round(totalCents / Math.max(1, Math.trunc(count)));
}

/** The present value of `count` monthly payments of 1 at the monthly rate (the Price table's annuity factor). */
function annuityFactor(count: number): number {
  const rate = INSTALLMENT_MONTHLY_RATE_BPS / 10_000;
  return (1 - (1 + rate) ** -count) / rate;
}

/**
 * Paying `priceCents` in `count` installments. The buyer paying the interest pays equal installments of the
 * Price table (price ÷ annuity factor, rounded to the cent), so the total is count × installment and the fee is
 * what exceeds the price. The producer bearing it, the buyer pays the price in equal installments
 * (installmentCentsOf), and the fee is the price less the installments' present value.
 */
export function installmentOption(
  priceCents: number,
  count: number,
  payer: InstallmentInterestPayer,
): InstallmentOption {
  const price = Math.max(0, Math.trunc(priceCents));
  const n = Math.min(MAX_INSTALLMENTS, Math.max(1, Math.trunc(count)));
  if (n === 1) {
    return { count: 1, installmentCents: price, totalCents: price, feeCents: 0, interestFree: true };
  }
  if (payer === 'buyer') {
    const installmentCents = Math.round(price / annuityFactor(n));
    const totalCents = installmentCents * n;
    return { count: n, installmentCents, totalCents, feeCents: totalCents - price, interestFree: false };
  }
  const presentValue = Math.round((price / n) * annuityFactor(n));
  return {
    count: n,
    installmentCents: installmentCentsOf(price, n),
    totalCents: price,
    feeCents: Math.max(0, price - presentValue),
    interestFree: true,
  };
}

/**
 * The options a product offers for its price: 1x always, then each count up to the product's most whose
 * installment is at least R$ 5,00.
 */
export function installmentOptions(priceCents: number, terms: InstallmentTerms): InstallmentOption[] {
  const options: InstallmentOption[] = [];
  const most = Math.min(MAX_INSTALLMENTS, Math.max(1, Math.trunc(terms.maxInstallments)));
  for (let count = 1; count <= most; count++) {
    const option = installmentOption(priceCents, count, terms.installmentInterest);
    if (count > 1 && option.installmentCents < MIN_INSTALLMENT_CENTS) break;
    options.push(option);
  }
  return options;
}

/** The monthly rate as a pt-BR-style percentage with two decimals ('2,99'), for the forms and the checkout. */
export function installmentRateLabel(locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    INSTALLMENT_MONTHLY_RATE_BPS / 100,
  );
}
