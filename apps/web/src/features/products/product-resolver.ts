import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { checkProductForm, type ProductFormValues } from './product-form-values';

/** The shared schema as a react-hook-form resolver, with errors on the form's own rows. */
export const productResolver: Resolver<ProductFormValues> = (values, _context, options) => {
  const check = checkProductForm(values);
  if (check.ok) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(check.errors.fields))
    flat[path] = { type: 'validate', message };
  return { values: {}, errors: toNestErrors(flat, options) };
};
