import { Slot } from 'radix-ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n-keys';
import { cn } from '@/lib/utils';

export interface FormFieldProps {
  /** Already-translated label text. */
  label: React.ReactNode;
  /**
   * An i18n key (e.g. a zod message `validation.emailInvalid` or a server field error); translated here. Keys the
   * app sets itself are typed where they are set (`setError(…, { message: 'x' satisfies TranslationKey })`).
   */
  error?: string | undefined;
  /** Already-translated help text shown under the control. */
  description?: React.ReactNode;
  /** The control: an <Input>, <Textarea>, <SelectTrigger>… It receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement;
  className?: string;
  /** Overrides the generated id (must match the control's id if the control sets its own). */
  id?: string;
  /** Place the label after the control on one line (checkboxes, switches). */
  inline?: boolean;
}

/**
 * Label + control + translated error message, wired for accessibility.
 * Usage: `<FormField label={t('public.contact.form.name')} error={errors.name?.message}><Input {...register('name')} /></FormField>`
 */
export function FormField({
  label,
  error,
  description,
  children,
  className,
  id,
  inline = false,
}: FormFieldProps) {
  const { t } = useTranslation();
  const generatedId = React.useId();
  const controlId = id ?? generatedId;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const control = (
    <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
      {children}
    </Slot.Root>
  );

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      {inline ? (
        <div className="flex items-start gap-2">
          {control}
          <Label htmlFor={controlId} className="font-normal leading-snug">
            {label}
          </Label>
        </div>
      ) : (
        <>
          <Label htmlFor={controlId} className={cn(error && 'text-destructive')}>
            {label}
          </Label>
          {control}
        </>
      )}
      {description && (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {translateMessage(t, error)}
        </p>
      )}
    </div>
  );
}
