import { CheckIcon } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { checkPeriod, type PeriodFieldErrors } from './report-period-form';

/**
 * 'Personalizado': the first and last days (at most 366 days), checked with the procedures' own schema when
 * applied; the errors show under the fields, translated.
 */
export function CustomRangeForm({
  from,
  to,
  urlErrors,
  onApply,
}: {
  from: string;
  to: string;
  /** What is wrong with the range the address holds (a link or a reload). */
  urlErrors: PeriodFieldErrors;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<PeriodFieldErrors>(urlErrors);
  // A new range in the address (back/forward, a link) replaces what was typed.
  useEffect(() => {
    setDraft({ from, to });
  }, [from, to]);
  const { from: fromError, to: toError } = urlErrors;
  useEffect(() => {
    setErrors({ from: fromError, to: toError });
  }, [fromError, toError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPeriod({ period: 'custom', from: draft.from || undefined, to: draft.to || undefined });
    setErrors(check.errors);
    if (check.input) onApply(draft);
  };

  return (
    <form
      className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:items-start"
      onSubmit={submit}
      noValidate
      data-testid="custom-range-form"
    >
      <FormField label={t('reports.period.from')} error={errors.from} className="min-w-0 gap-1.5 sm:w-40">
        <Input
          type="date"
          name="from"
          value={draft.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
      </FormField>
      <FormField label={t('reports.period.to')} error={errors.to} className="min-w-0 gap-1.5 sm:w-40">
        <Input
          type="date"
          name="to"
          value={draft.to}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
      </FormField>
      <Button type="submit" variant="secondary" className="col-span-2 sm:mt-5">
        <CheckIcon aria-hidden />
        {t('reports.period.apply')}
      </Button>
    </form>
  );
}
