import { contactInfoInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { parseError } from '@/lib/errors';
import type { TranslationKey } from '@/lib/i18n-keys';
import { CONTACT_FIELDS, type ContactFormValues, toContactFormValues } from './contact-form-values';

type ContactInput = z.input<typeof contactInfoInput>;
type ContactOutput = z.output<typeof contactInfoInput>;

export interface ContactInfoFormProps {
  /** Prefix of the inputs' data-testid: `<prefix>-contactEmail`, `<prefix>-save`… */
  testIdPrefix: string;
  defaultValues: ContactFormValues;
  /** Saves on the server and resolves with the saved record. */
  onSave: (values: ContactOutput) => Promise<Partial<Record<keyof ContactFormValues, string | null>>>;
  /** i18n keys of the submit button and of the toasts. */
  messages: {
    submit: TranslationKey;
    savedTitle: TranslationKey;
    savedDescription: TranslationKey;
    saveFailed: TranslationKey;
  };
}

/** The five contact fields (email, phone, WhatsApp number, custom WhatsApp link, address) with validation. */
export function ContactInfoForm({ testIdPrefix, defaultValues, onSave, messages }: ContactInfoFormProps) {
  const { t } = useTranslation();
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactInfoInput),
    defaultValues,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(values);
      form.reset(toContactFormValues(saved));
      toast.success(t(messages.savedTitle), { description: t(messages.savedDescription) });
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      for (const field of CONTACT_FIELDS) {
        const message = fieldErrors[field];
        if (message) form.setError(field, { message });
      }
      toast.error(t(messages.saveFailed), {
        description: code === 'errors.internal' ? undefined : t(code, params),
      });
    }
  });

  const field = (name: keyof ContactFormValues) => ({
    ...form.register(name),
    disabled: isSubmitting,
    'data-testid': `${testIdPrefix}-${name}`,
  });

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <div className="grid gap-5 *:content-start sm:grid-cols-2">
        <FormField label={t('settings.contact.fields.contactEmail')} error={errors.contactEmail?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('settings.contact.fields.contactEmailPlaceholder')}
            {...field('contactEmail')}
          />
        </FormField>
        <FormField label={t('settings.contact.fields.phoneNumber')} error={errors.phoneNumber?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            placeholder={t('settings.contact.fields.phoneNumberPlaceholder')}
            {...field('phoneNumber')}
          />
        </FormField>
        <FormField
          label={t('settings.contact.fields.whatsappNumber')}
          error={errors.whatsappNumber?.message}
          description={t('settings.contact.fields.whatsappNumberHint')}
        >
          <Input
            type="tel"
            inputMode="tel"
            placeholder={t('settings.contact.fields.whatsappNumberPlaceholder')}
            {...field('whatsappNumber')}
          />
        </FormField>
        <FormField
          label={t('settings.contact.fields.whatsappCustomLink')}
          error={errors.whatsappCustomLink?.message}
          description={t('settings.contact.fields.whatsappCustomLinkHint')}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder={t('settings.contact.fields.whatsappCustomLinkPlaceholder')}
            {...field('whatsappCustomLink')}
          />
        </FormField>
        <FormField
          label={t('settings.contact.fields.address')}
          error={errors.address?.message}
          className="sm:col-span-2"
        >
          <Textarea
            rows={2}
            autoComplete="street-address"
            placeholder={t('settings.contact.fields.addressPlaceholder')}
            className="min-h-16"
            {...field('address')}
          />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={isSubmitting || !isDirty}
          className="w-full sm:w-auto"
          data-testid={`${testIdPrefix}-save`}
        >
          {isSubmitting ? <Spinner /> : <SaveIcon aria-hidden />}
          {isSubmitting ? t('settings.saving') : t(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
