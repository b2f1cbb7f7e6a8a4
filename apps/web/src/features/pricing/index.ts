/** What this feature offers the other features; the rest of the folder is its own (see module-boundaries.test.ts in packages/api). */
export { AdornedField } from './adorned-field';
export { CommissionTypeSelect, RecurringCommissionCheckbox } from './commission-fields';
export { InstallmentFields } from './installment-fields';
export {
  type PricingFormValues,
  pricingFormValues,
  pricingInputOf,
  type SavedPricing,
} from './pricing-form';
