import { type RefObject, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createDraftAutosaver, type DraftAutosaver } from './draft-autosave';
import { type ProductFormValues, sameFormValues } from './product-form-values';
import type { KeyValueStorage } from './product-storage';

/**
 * Keeps the product form's draft in local storage: on every change, every 3 s, on page unload,
 * when the tab is hidden, and when the form unmounts; only while the form differs from `baseline`. The logic
 * lives in `createDraftAutosaver` (unit-tested); this hook wires it to the form and the page.
 */
export function useProductDraft({
  storage,
  codeRef,
  form,
  baseline,
  restoredAt,
}: {
  storage: KeyValueStorage | null;
  /** The current product code (it changes with 'Gerar novo código' or a code clash). */
  codeRef: RefObject<string>;
  form: UseFormReturn<ProductFormValues>;
  baseline: ProductFormValues;
  /** Saved-at time of a restored draft. */
  restoredAt: number | null;
}): { autosaver: DraftAutosaver; savedAt: number | null } {
  const [savedAt, setSavedAt] = useState<number | null>(restoredAt);
  const [autosaver] = useState(() =>
    createDraftAutosaver({
      storage,
      getCode: () => codeRef.current,
      getValues: () => form.getValues(),
      isDirty: () => !sameFormValues(form.getValues(), baseline),
      onSaved: setSavedAt,
    }),
  );

  useEffect(() => {
    const stop = autosaver.start({
      window,
      document,
      setInterval: (handler, ms) => setInterval(handler, ms),
      clearInterval: (id) => clearInterval(id),
    });
    const subscription = form.watch(() => autosaver.save());
    return () => {
      subscription.unsubscribe();
      stop();
      // Leaving within the app with the draft kept: save what is on screen.
      autosaver.save();
    };
  }, [autosaver, form]);

  return { autosaver, savedAt };
}
