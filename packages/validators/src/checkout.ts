import { z } from 'zod';
import { isValidCpfOrCnpj, taxIdDigits } from './tax-id';
import { multilineText, singleLineText } from './text';

const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const cpfCnpj = singleLineText()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? taxIdDigits(v) : null))
  .refine((v) => v === null || isValidCpfOrCnpj(v), 'validation.cpfCnpjInvalid');

/** The purchase modal's first step. */
export const purchaseFormSchema = z.object({
  fullName: singleLineText().trim().min(1, 'validation.required').max(120, 'validation.nameMax'),
  email: singleLineText()
    .trim()
    .toLowerCase()
    .min(1, 'validation.required')
    .pipe(z.email('validation.emailInvalid')),
  cpfCnpj: singleLineText()
    .trim()
    .max(20)
    .refine((v) => v === '' || isValidCpfOrCnpj(v), 'validation.cpfCnpjInvalid'),
  phone: singleLineText().trim().max(30),
});
export type PurchaseFormValues = z.input<typeof purchaseFormSchema>;

/** The checkout step: the cardholder name (the card itself is entered in the provider's field). */
export const cardholderSchema = z.object({
  cardholderName: singleLineText().trim().min(3, 'validation.cardholderName').max(120),
});

/** The plan purchase's payload (plans.checkout): which plan, and the customer. Prices come from the catalogue. */
export const planPurchaseInput = z.object({
  name: singleLineText().trim().min(1).max(40),
  price: z
    .union([singleLineText(), z.number()], 'validation.planPriceMissing')
    .refine((v) => String(v).trim() !== '', 'validation.planPriceMissing'),
  description: multilineText().max(500).optional(),
  freeTrial: z.boolean().default(false),
  freeTrialDays: z.number().int().min(0).max(30).optional(),
  /** Where to go after paying: a path on this site only. */
  redirectUrl: singleLineText()
    .regex(/^\/(?!\/)[^\s]*$/, 'validation.redirectInvalid')
    .max(200)
    .optional(),
  mode: z.literal('payment').optional(),
  customer: z.object({
    name: optionalText(120),
    email: singleLineText().trim().toLowerCase().pipe(z.email('validation.emailInvalid')),
    cpfCnpj,
    phone: optionalText(30),
    paymentMethod: z
      .object({ directPayment: z.boolean(), id: singleLineText().min(3).max(200) })
      .optional()
      .nullable(),
  }),
});
export type PlanPurchaseInput = z.input<typeof planPurchaseInput>;
/** The web's name for the plan purchase's payload, until its plan-purchase files take the new one. */
export type CheckoutInput = PlanPurchaseInput;

export const changePlanInput = z.object({ planName: singleLineText().trim().min(1).max(40) });
