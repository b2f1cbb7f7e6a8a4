import { FlaskConicalIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCardNumber, formatExpiry, TEST_CARD_HINTS } from './test-card';

const OUTCOME_KEYS = {
  ok: 'plans.purchase.testCard.ok',
  declined: 'plans.purchase.testCard.declined',
  insufficientFunds: 'plans.purchase.testCard.insufficientFunds',
} as const;

type TestCardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** The form's `register` (`form.register`), for the three test-card inputs. */
export type RegisterTestCard = (name: TestCardField) => UseFormRegisterReturn;

/** The form's errors (`form.formState.errors`); each message is an i18n key. */
export type TestCardErrors = Partial<Record<TestCardField, { message?: string } | undefined>>;

/**
 * The built-in test mode's card form (no Stripe key): number, expiry and CVC, with the test cards as a hint.
 * Shared by the plan purchase and the buyer's checkout; each form registers the fields with its own `register`.
 */
export function TestCardFields({ register, errors }: { register: RegisterTestCard; errors: TestCardErrors }) {
  const { t } = useTranslation();
  const number = register('cardNumber');
  const expiry = register('cardExpiry');
  const cvc = register('cardCvc');
  return (
    <fieldset
      className="grid gap-4 rounded-lg border border-warning/50 border-dashed bg-warning/5 p-4"
      data-testid="test-card-form"
    >
      <legend className="-ml-1 flex items-center gap-1.5 rounded-md bg-warning/20 px-2 py-0.5 font-semibold text-warning-foreground text-xs dark:text-warning">
        <FlaskConicalIcon className="size-3.5" aria-hidden />
        {t('plans.purchase.testCard.legend')}
      </legend>
      <div className="grid gap-1.5 text-muted-foreground text-xs">
        <p>{t('plans.purchase.testCard.description')}</p>
        <ul className="grid gap-1 sm:grid-cols-3 sm:gap-2">
          {TEST_CARD_HINTS.map((card) => (
            <li key={card.number} className="flex flex-wrap items-center gap-x-2 sm:grid sm:gap-0.5">
              <code className="w-fit rounded bg-muted px-1.5 py-0.5 font-mono text-[11px] text-foreground tabular-nums">
                {card.number}
              </code>
              <span>{t(OUTCOME_KEYS[card.outcome])}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <FormField
          className="col-span-2 content-start"
          label={t('plans.purchase.testCard.number')}
          error={errors.cardNumber?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={23}
            className="font-mono tabular-nums"
            {...number}
            onChange={(event) => {
              event.target.value = formatCardNumber(event.target.value);
              void number.onChange(event);
            }}
          />
        </FormField>
        <FormField
          className="content-start"
          label={t('plans.purchase.testCard.expiry')}
          error={errors.cardExpiry?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('plans.purchase.testCard.expiryPlaceholder')}
            maxLength={5}
            className="font-mono tabular-nums"
            {...expiry}
            onChange={(event) => {
              event.target.value = formatExpiry(event.target.value);
              void expiry.onChange(event);
            }}
          />
        </FormField>
        <FormField
          className="content-start"
          label={t('plans.purchase.testCard.cvc')}
          error={errors.cardCvc?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            className="font-mono tabular-nums"
            {...cvc}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '');
              void cvc.onChange(event);
            }}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
