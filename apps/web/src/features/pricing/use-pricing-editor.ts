import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { translateMessage } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import {
  checkPricingForm,
  type PricingFormErrors,
  type PricingFormValues,
  pricingFormValues,
  pricingProblems,
  type SavedPricing,
} from './pricing-form';

export interface PricingEditor {
  /** 'Editar' was pressed: the fields are open for changes. */
  editing: boolean;
  saving: boolean;
  /** What the fields show: the draft while editing, else the saved pricing. */
  values: PricingFormValues;
  errors: PricingFormErrors;
  /** Changes one field (and clears its error). */
  set: <K extends keyof PricingFormValues>(key: K, value: PricingFormValues[K]) => void;
  startEditing: () => void;
  cancel: () => void;
  save: () => Promise<void>;
}

/**
 * The price and commission of one product being edited: the draft, the field check and
 * its toasts, the save with the server's field errors, and the list updated in place after a save.
 */
export function usePricingEditor(row: {
  id: string;
  title: string;
  pricing: SavedPricing | null;
}): PricingEditor {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<PricingFormValues>(() => pricingFormValues(row.pricing));
  const [errors, setErrors] = useState<PricingFormErrors>({});
  const mutation = trpc.pricing.save.useMutation();
  // Outside edit mode the fields show the saved pricing as it is now (after a refresh too).
  const values = editing ? draft : pricingFormValues(row.pricing);

  const set = <K extends keyof PricingFormValues>(key: K, value: PricingFormValues[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'price') setErrors((current) => ({ ...current, price: undefined }));
    if (key === 'commissionValue' || key === 'commissionType') {
      setErrors((current) => ({ ...current, commissionValue: undefined }));
    }
  };

  const startEditing = () => {
    setDraft(pricingFormValues(row.pricing));
    setErrors({});
    setEditing(true);
  };

  const cancel = () => {
    setDraft(pricingFormValues(row.pricing));
    setErrors({});
    setEditing(false);
  };

  const save = async () => {
    const check = checkPricingForm(row.id, values);
    if (!check.ok) {
      setErrors(check.errors);
      toast.error(t(check.toast.title), {
        description: translateMessage(t, check.toast.description),
        duration: 4000,
      });
      return;
    }
    setErrors({});
    try {
      const saved = await mutation.mutateAsync(check.input);
      utils.pricing.list.setData(undefined, (rows) =>
        rows?.map((item) => (item.id === row.id ? { ...item, pricing: saved } : item)),
      );
      void utils.pricing.list.invalidate();
      setDraft(pricingFormValues(saved));
      setEditing(false);
      toast.success(t('pricing.toasts.saved'), {
        description: t('pricing.toasts.savedDescription', { title: row.title }),
        duration: 3000,
      });
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      const problems = pricingProblems(
        Object.entries(fieldErrors).map(([path, message]) => ({ path: path.split('.'), message })),
      );
      setErrors(problems.errors);
      const generic = code === 'errors.internal' || code === 'errors.validation';
      toast.error(t('pricing.toasts.saveErrorTitle'), {
        description: generic ? t('pricing.toasts.saveError') : t(code, params),
        duration: 5000,
      });
    }
  };

  return { editing, saving: mutation.isPending, values, errors, set, startEditing, cancel, save };
}
