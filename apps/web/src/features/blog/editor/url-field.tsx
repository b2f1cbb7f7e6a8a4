import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The URL field of the editor's image and link dialogs: typing clears the error of the last submit. */
export function UrlField({
  label,
  value,
  error,
  onChange,
  autoFocus = false,
}: {
  label: string;
  value: string;
  /** An i18n key. */
  error: string | undefined;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <FormField label={label} error={error}>
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="https://"
        inputMode="url"
        autoComplete="off"
        autoFocus={autoFocus}
      />
    </FormField>
  );
}
