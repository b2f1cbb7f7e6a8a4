import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * A secret of a payment connection (an API key, a webhook secret): typed, never shown back; left empty it
 * keeps the saved one, which the description says (by its last four characters when there are some).
 */
export function SecretKeyField({
  label,
  error,
  description,
  placeholder,
  disabled,
  testId,
  registration,
}: {
  label: string;
  error: string | undefined;
  description: string | undefined;
  placeholder: string;
  disabled: boolean;
  testId: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} error={error} description={description}>
      <Input
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        data-testid={testId}
        {...registration}
      />
    </FormField>
  );
}
