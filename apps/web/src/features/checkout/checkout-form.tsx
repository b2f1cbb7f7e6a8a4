import type { RouterOutputs } from '@afilia/api';
import { formatBRL } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertCircleIcon, ClockIcon, LockIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CardCollector, testCardCollector } from '@/components/card-payment/card-collector';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { translateError } from '@/lib/errors';
import { BuyerFields } from './buyer-fields';
import { CardPaymentFields } from './card-payment-fields';
import { type InstallmentOption, InstallmentPicker } from './installment-picker';
import { PaymentMethodPicker } from './payment-method-picker';
import {
  type CardSource,
  type CheckoutFormOutput,
  type CheckoutFormValues,
  checkoutFormSchema,
  emptyCheckoutForm,
} from './product-checkout-values';
import { TransferPaymentPanel } from './transfer-payment-panel';
import { type CheckoutResult, useCheckoutPayment } from './use-checkout-payment';

type PublicProduct = RouterOutputs['catalog']['product'];
const FIELDS = ['name', 'email', 'document', 'phone'] as const;
type BuyerField = (typeof FIELDS)[number];
const isBuyerField = (name: string): name is BuyerField => (FIELDS as readonly string[]).includes(name);

/**
 * The buyer's data and the card, then 'Pagar R$ …'. A refusal shows 'Erro no pagamento' above the button and
 * keeps everything typed, so the buyer changes the card and pays again (as a new attempt).
 */
export function CheckoutForm({
  product,
  source,
  publishableKey,
  onInstallmentChange,
}: {
  product: PublicProduct;
  source: CardSource;
  publishableKey: string | null;
  /** The installments now chosen (null when not paying by card), for the order summary. */
  onInstallmentChange: (option: InstallmentOption | null) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { productCode } = product;
  const schema = useMemo(() => checkoutFormSchema(source), [source]);
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyCheckoutForm,
  });
  const stripeCollector = useRef<CardCollector | null>(null);
  const onStripeCollector = useCallback((collector: CardCollector | null) => {
    stripeCollector.current = collector;
  }, []);

  const onPaid = useCallback(
    (result: CheckoutResult) =>
      void navigate({
        to: '/p/$productCode/thank-you',
        params: { productCode },
        search: { order: result.orderCode },
        state: (previous) => ({ ...previous, buyerEmail: result.buyerEmail }),
        replace: true,
      }),
    [navigate, productCode],
  );
  const { phase, pay, formEdited } = useCheckoutPayment({ productCode, onPaid });

  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') formEdited();
    });
    return () => subscription.unsubscribe();
  }, [form, formEdited]);

  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase.kind === 'failed' || phase.kind === 'timeout') alertRef.current?.focus();
  }, [phase]);

  const submit = form.handleSubmit(async (values) => {
    const collector = source === 'test' ? testCardCollector(values.cardNumber) : stripeCollector.current;
    const fieldErrors = await pay(values, collector);
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isBuyerField(name)) form.setError(name, { message }, { shouldFocus: true });
    }
  });

  const busy =
    phase.kind === 'processing' ||
    phase.kind === 'confirming' ||
    phase.kind === 'paid' ||
    phase.kind === 'awaitingTransfer';
  const method = form.watch('method');
  const installments = form.watch('installments');
  const installmentOptions = product.installmentOptions;
  const installment =
    method === 'card' ? (installmentOptions.find((option) => option.count === installments) ?? null) : null;
  useEffect(() => onInstallmentChange(installment), [installment, onInstallmentChange]);
  const amount = formatBRL(installment?.totalCents ?? product.priceCents);
  const payLabel =
    method === 'pix'
      ? t('checkout.payment.generatePix', { amount })
      : method === 'boleto'
        ? t('checkout.payment.generateBoleto', { amount })
        : t('checkout.payment.pay', { amount });

  return (
    <form
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      data-testid="checkout-form"
    >
      <fieldset disabled={busy} className="grid gap-6">
        <BuyerFields form={form} />
        <Separator />
        {product.paymentMethods.length > 1 && (
          <PaymentMethodPicker form={form} methods={product.paymentMethods} />
        )}
        {method === 'card' && (
          <CardPaymentFields
            form={form}
            source={source}
            publishableKey={publishableKey}
            disabled={busy}
            onStripeCollector={onStripeCollector}
          />
        )}
        {method === 'card' && installmentOptions.length > 1 && (
          <InstallmentPicker form={form} options={installmentOptions} />
        )}
      </fieldset>

      {phase.kind === 'awaitingTransfer' && (
        <TransferPaymentPanel action={phase.action} result={phase.result} />
      )}

      {phase.kind === 'failed' && (
        <Alert
          variant="destructive"
          ref={alertRef}
          tabIndex={-1}
          className="outline-none"
          data-testid="payment-error"
        >
          <AlertCircleIcon />
          <AlertTitle>{t('checkout.payment.errorTitle')}</AlertTitle>
          <AlertDescription>{translateError(t, phase.code, phase.params)}</AlertDescription>
        </Alert>
      )}
      {phase.kind === 'timeout' && (
        <Alert
          variant="warning"
          ref={alertRef}
          tabIndex={-1}
          className="outline-none"
          data-testid="payment-timeout"
        >
          <ClockIcon />
          <AlertTitle>{t('checkout.payment.timeoutTitle')}</AlertTitle>
          <AlertDescription>
            <p>{t('checkout.payment.timeoutDescription', { code: phase.orderCode })}</p>
            <Link
              to="/orders"
              search={{ code: phase.orderCode }}
              state={{ buyerEmail: form.getValues('email') }}
              className="font-medium text-foreground underline underline-offset-4"
            >
              {t('checkout.thankYou.access')}
            </Link>
          </AlertDescription>
        </Alert>
      )}
      {phase.kind === 'confirming' && (
        <p
          className="flex items-center gap-3 rounded-lg border bg-muted/40 p-4 text-sm"
          role="status"
          data-testid="payment-confirming"
        >
          <Spinner className="size-5 text-primary" />
          <span className="grid gap-0.5">
            <span className="font-medium">{t('checkout.payment.confirming')}</span>
            <span className="text-muted-foreground">{t('checkout.payment.confirmingDescription')}</span>
          </span>
        </p>
      )}

      <div className={phase.kind === 'awaitingTransfer' ? 'hidden' : 'grid gap-3'}>
        <Button type="submit" size="xl" className="w-full" disabled={busy} aria-busy={busy || undefined}>
          {busy ? (
            <>
              <Spinner />
              {phase.kind === 'processing'
                ? t(method === 'card' ? 'checkout.payment.processing' : 'checkout.payment.generating')
                : t('checkout.payment.confirming')}
            </>
          ) : (
            <>
              <LockIcon aria-hidden />
              {payLabel}
            </>
          )}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-center text-muted-foreground text-xs">
          <LockIcon className="size-3 shrink-0" aria-hidden />
          {t(method === 'card' ? 'checkout.payment.secure' : 'checkout.payment.pixSecure')}
        </p>
        <p className="text-center text-muted-foreground text-xs leading-relaxed">
          {t('checkout.payment.termsPrefix')}{' '}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            {t('checkout.payment.terms')}
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
