import { orderAccessInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, SearchIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

export type OrderCredentials = z.output<typeof orderAccessInput>;
type OrderAccessValues = z.input<typeof orderAccessInput>;

/** The order code (from the confirmation email or the thank-you page) and the email used to buy. */
export function OrderAccessForm({
  defaultCode,
  defaultEmail,
  pending,
  error,
  onSubmit,
}: {
  defaultCode: string;
  /** The email the buyer just used, carried from the thank-you page. */
  defaultEmail: string;
  pending: boolean;
  /** The translated reason the last try failed. */
  error: string | null;
  onSubmit: (credentials: OrderCredentials) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<OrderAccessValues, unknown, OrderCredentials>({
    resolver: zodResolver(orderAccessInput),
    defaultValues: { orderCode: defaultCode, email: defaultEmail },
  });
  const { errors } = form.formState;
  const orderCode = form.register('orderCode');
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  return (
    <form
      className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={pending || undefined}
      data-testid="order-access-form"
    >
      {error && (
        <Alert
          variant="destructive"
          ref={alertRef}
          tabIndex={-1}
          className="outline-none"
          data-testid="order-access-error"
        >
          <AlertCircleIcon />
          <AlertTitle>{t('checkout.orders.errorTitle')}</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <fieldset disabled={pending} className="grid gap-4">
        <FormField
          label={t('checkout.orders.code')}
          description={t('checkout.orders.codeHint')}
          error={errors.orderCode?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('checkout.orders.codePlaceholder')}
            className="font-mono uppercase tracking-wider"
            {...orderCode}
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase().replace(/\s/g, '');
              void orderCode.onChange(event);
            }}
          />
        </FormField>
        <FormField label={t('checkout.orders.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder={t('checkout.buyer.emailPlaceholder')}
            {...form.register('email')}
          />
        </FormField>
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-fit sm:justify-self-end" disabled={pending}>
        {pending ? <Spinner /> : <SearchIcon aria-hidden />}
        {pending ? t('checkout.orders.submitting') : t('checkout.orders.submit')}
      </Button>
    </form>
  );
}
