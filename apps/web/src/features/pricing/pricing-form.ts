import {
  type CommissionType,
  type InstallmentInterestPayer,
  MAX_INSTALLMENTS,
  type PricingSaveInput,
  type ProductPricingInput,
  pricingSaveInput,
} from '@afilia/validators';
import type { TranslationKey } from '@/lib/i18n-keys';
import {
  formatBasisPointsForInput,
  formatCentsForInput,
  parseMoneyToCents,
  parsePercentToBasisPoints,
} from '@/lib/money';

/** The pricing row's fields as typed (pt-BR text for amounts). */
export interface PricingFormValues {
  price: string;
  commissionType: CommissionType;
  commissionValue: string;
  commissionRecurring: boolean;
  /** The most card installments offered (1–12). */
  maxInstallments: number;
  installmentInterest: InstallmentInterestPayer;
}

/** A product's saved pricing, as `pricing.list` returns it. */
export interface SavedPricing {
  priceCents: number;
  commissionType: CommissionType;
  commissionValue: number;
  commissionRecurring: boolean;
  maxInstallments: number;
  installmentInterest: InstallmentInterestPayer;
}

/** Field → i18n key of its problem. */
export interface PricingFormErrors {
  price?: string;
  commissionValue?: string;
}

/**
 * The fields of a row: its saved pricing, or empty with a percentage commission and up to 12 installments
 * with the buyer paying the interest (what a Brazilian buyer expects to be offered).
 */
export function pricingFormValues(pricing: SavedPricing | null): PricingFormValues {
  if (!pricing)
    return {
      price: '',
      commissionType: 'percentage',
      commissionValue: '',
      commissionRecurring: false,
      maxInstallments: MAX_INSTALLMENTS,
      installmentInterest: 'buyer',
    };
  return {
    price: formatCentsForInput(pricing.priceCents),
    commissionType: pricing.commissionType,
    commissionValue:
      pricing.commissionType === 'percentage'
        ? formatBasisPointsForInput(pricing.commissionValue)
        : formatCentsForInput(pricing.commissionValue),
    commissionRecurring: pricing.commissionRecurring,
    maxInstallments: pricing.maxInstallments,
    installmentInterest: pricing.installmentInterest,
  };
}

/**
 * The pricing as the shared schema takes it: amounts in integer cents, a percentage in basis points; a blank
 * or malformed amount becomes NaN, which the schema refuses with its message.
 */
export function pricingInputOf(values: PricingFormValues): ProductPricingInput {
  return {
    priceCents: parseMoneyToCents(values.price) ?? Number.NaN,
    commissionType: values.commissionType,
    commissionValue: parseCommission(values.commissionType, values.commissionValue) ?? Number.NaN,
    commissionRecurring: values.commissionRecurring,
    maxInstallments: values.maxInstallments,
    installmentInterest: values.installmentInterest,
  };
}

/** The commission typed as a number: basis points for a percentage, cents for a fixed amount. */
export function parseCommission(type: CommissionType, text: string): number | null {
  return type === 'percentage' ? parsePercentToBasisPoints(text) : parseMoneyToCents(text);
}

const PRICE_INVALID = 'validation.pricing.priceInvalid' satisfies TranslationKey;
const PRICE_POSITIVE = 'validation.pricing.pricePositive' satisfies TranslationKey;
const COMMISSION_INVALID = 'validation.pricing.commissionInvalid' satisfies TranslationKey;
const COMMISSION_NON_NEGATIVE = 'validation.pricing.commissionNonNegative' satisfies TranslationKey;

export type PricingCheck =
  | { ok: true; input: PricingSaveInput }
  | {
      ok: false;
      errors: PricingFormErrors;
      /**
       * The toast for the first problem: 'Preço inválido' / 'O preço deve ser um número positivo'… The
       * description may be a message of the shared schema (translate it with translateMessage).
       */
      toast: { title: TranslationKey; description: string };
    };

/**
 * The pricing save, checked with the shared schema: price a number > 0, commission a number ≥ 0, a
 * percentage at most 100%. Amounts become integer cents, a percentage basis points (10% = 1000).
 */
export function checkPricingForm(productId: string, values: PricingFormValues): PricingCheck {
  const input: PricingSaveInput = { productId, ...pricingInputOf(values) };
  const result = pricingSaveInput.safeParse(input);
  if (result.success) return { ok: true, input };
  return pricingProblems(
    result.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  );
}

/** Turns schema or server issues (`priceCents`, `commissionValue`) into field errors and the toast. */
export function pricingProblems(issues: ReadonlyArray<{ path: string[]; message: string }>): PricingCheck & {
  ok: false;
} {
  const errors: PricingFormErrors = {};
  for (const issue of issues) {
    const field = issue.path[issue.path.length - 1];
    if (field === 'priceCents') errors.price ??= issue.message;
    else if (field === 'commissionValue') errors.commissionValue ??= issue.message;
  }
  if (errors.price) {
    return {
      ok: false,
      errors,
      toast: {
        title: PRICE_INVALID,
        description: errors.price === PRICE_INVALID ? PRICE_POSITIVE : errors.price,
      },
    };
  }
  if (errors.commissionValue) {
    return {
      ok: false,
      errors,
      toast: {
        title: COMMISSION_INVALID,
        description:
          errors.commissionValue === COMMISSION_INVALID ? COMMISSION_NON_NEGATIVE : errors.commissionValue,
      },
    };
  }
  return {
    ok: false,
    errors,
    toast: {
      title: 'pricing.toasts.saveErrorTitle',
      description: 'pricing.toasts.saveError' satisfies TranslationKey,
    },
  };
}

/** The rows whose title or product code contains the search (case-insensitive), in order. */
export function filterPricingRows<T extends { title: string; productCode: string }>(
  rows: T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  if (!needle) return rows;
  return rows.filter(
    (row) =>
      row.title.toLocaleLowerCase('pt-BR').includes(needle) ||
      row.productCode.toLocaleLowerCase('pt-BR').includes(needle),
  );
}
