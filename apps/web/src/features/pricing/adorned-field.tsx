import type * as React from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** An input with an R$ or % written inside it; FormField's id and aria attributes reach the input. */
function AdornedInput({
  prefix,
  suffix,
  className,
  ...props
}: React.ComponentProps<typeof Input> & { prefix?: string | undefined; suffix?: string | undefined }) {
  return (
    <div className="relative">
      {prefix && (
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground text-sm">
          {prefix}
        </span>
      )}
      <Input {...props} className={cn(className, prefix && 'pl-9', suffix && 'pr-8')} />
      {suffix && (
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-sm">
          {suffix}
        </span>
      )}
    </div>
  );
}

/** A decimal field with an R$ or % adornment, its label and its translated error. */
export function AdornedField({
  id,
  label,
  error,
  prefix,
  suffix,
  name,
  value,
  onChange,
  placeholder,
  disabled,
}: {
  id: string;
  label: string;
  /** An i18n key; translated by FormField. */
  error: string | undefined;
  prefix?: string;
  suffix?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled: boolean;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <AdornedInput
        prefix={prefix}
        suffix={suffix}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        disabled={disabled}
        className="bg-background tabular-nums"
      />
    </FormField>
  );
}
