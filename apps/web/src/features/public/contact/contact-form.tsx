import { type ContactInput, contactInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
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
import { trpc } from '@/lib/trpc';

type ContactOutput = z.output<typeof contactInput>;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** The /contact form: name, email, subject, message → `contact.send`. */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactInput),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;

  const send = trpc.contact.send.useMutation({
    onSuccess: () => {
      toast.success(t('public.contact.success'), { duration: 5000 });
      reset(EMPTY);
    },
    onError: (error) => {
      const { code, fieldErrors, params } = parseError(error);
      for (const field of FIELDS) {
        const message = fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      toast.error(t('public.contact.errorTitle'), { description: t(code, params) });
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => send.mutate(values))} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('public.contact.form.name')} error={errors.name?.message}>
          <Input
            {...register('name')}
            autoComplete="name"
            placeholder={t('public.contact.form.namePlaceholder')}
            required
          />
        </FormField>
        <FormField label={t('public.contact.form.email')} error={errors.email?.message}>
          <Input
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('public.contact.form.emailPlaceholder')}
            required
          />
        </FormField>
      </div>
      <FormField label={t('public.contact.form.subject')} error={errors.subject?.message}>
        <Input {...register('subject')} placeholder={t('public.contact.form.subjectPlaceholder')} required />
      </FormField>
      <FormField label={t('public.contact.form.message')} error={errors.message?.message}>
        <Textarea
          {...register('message')}
          rows={6}
          className="min-h-36"
          placeholder={t('public.contact.form.messagePlaceholder')}
          required
        />
      </FormField>
      <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-xs">{t('public.contact.form.privacyNote')}</p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? <Spinner /> : <SendIcon />}
          {send.isPending ? t('public.contact.form.sending') : t('public.contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
