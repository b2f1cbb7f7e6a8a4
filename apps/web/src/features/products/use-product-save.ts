import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type RefObject, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { askAnotherProductOnList } from './another-product';
import { describeProductError, isPlanError } from './product-errors';
import type { SubmitError } from './product-form-footer';
import {
  addIssue,
  checkProductForm,
  firstErrorTab,
  IMAGE_REQUIRED_ON_SUBMIT,
  type ProductFormErrors,
  type ProductFormTab,
  type ProductFormValues,
  toProductInput,
} from './product-form-values';
import { clearCurrentCode, isProductCode, type KeyValueStorage } from './product-storage';

export interface ProductSave {
  saving: boolean;
  /** What went wrong on the last save, shown above the save button. */
  submitError: SubmitError | null;
  /** The form's submit handler: checks the fields, then creates or updates the product. */
  submit: (event?: FormEvent) => Promise<void>;
}

/**
 * Saving the product form: the field check and its toasts, the create or update call,
 * the server's errors on their fields (a code clash moves the form to the code the server offers), and
 * after a save the draft cleared, the lists reloaded and the way back to the list.
 */
export function useProductSave({
  mode,
  productId,
  form,
  storage,
  codeRef,
  changeCode,
  showTab,
  discardDraft,
  goToList,
}: {
  mode: 'create' | 'edit';
  productId: string | undefined;
  form: UseFormReturn<ProductFormValues>;
  storage: KeyValueStorage | null;
  codeRef: RefObject<string>;
  changeCode: (next: string) => void;
  /** Opens the media tab holding the first error. */
  showTab: (tab: ProductFormTab) => void;
  discardDraft: () => void;
  goToList: () => void;
}): ProductSave {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const create = trpc.products.create.useMutation();
  const update = trpc.products.update.useMutation();

  const showErrors = (errors: ProductFormErrors) => {
    const tabAtFault = firstErrorTab(errors);
    if (tabAtFault) showTab(tabAtFault);
    const first = Object.keys(errors.fields)[0];
    if (first) requestAnimationFrame(() => form.setFocus(first as FieldPath<ProductFormValues>));
  };

  const onInvalid = () => {
    const check = checkProductForm(form.getValues());
    if (check.ok) return;
    showErrors(check.errors);
    if (check.errors.tabs.images === IMAGE_REQUIRED_ON_SUBMIT) {
      toast.error(t('validation.product.imageRequired'), {
        description: t(IMAGE_REQUIRED_ON_SUBMIT),
        duration: 4000,
      });
    } else {
      toast.error(t('products.form.invalidTitle'), {
        description: t('products.form.invalidDescription'),
        duration: 4000,
      });
    }
  };

  const onSaveError = (error: unknown, submitted: ProductFormValues) => {
    const { code: errorCode, params, fieldErrors } = parseError(error);
    if (errorCode === 'errors.products.codeInUse' && isProductCode(params.code)) {
      changeCode(params.code);
      toast(t('products.code.inUse'), {
        description: t('products.code.inUseDescription', { code: params.code }),
        duration: 5000,
      });
      return;
    }
    const errors: ProductFormErrors = { fields: {}, tabs: {} };
    for (const [path, message] of Object.entries(fieldErrors)) addIssue(errors, path, message, submitted);
    for (const [path, message] of Object.entries(errors.fields)) {
      form.setError(path as FieldPath<ProductFormValues>, { type: 'server', message });
    }
    showErrors(errors);
    if (errorCode === 'errors.auth.unauthenticated') {
      const description = t('products.toasts.authRequired');
      setSubmitError({ description, plan: false });
      toast.error(t('products.toasts.authTitle'), { description, duration: 5000 });
      return;
    }
    const { description } = describeProductError(t, error, 'products.toasts.saveError');
    const plan = isPlanError(errorCode);
    setSubmitError({ description, plan });
    toast.error(t('products.toasts.saveErrorTitle'), {
      description,
      duration: 5000,
      action: plan
        ? { label: t('products.toasts.upgrade'), onClick: () => void navigate({ to: '/plans' }) }
        : undefined,
    });
  };

  const onValid = async (submitted: ProductFormValues) => {
    setSubmitError(null);
    const input = toProductInput(submitted);
    try {
      if (mode === 'create') await create.mutateAsync({ ...input, productCode: codeRef.current });
      else if (productId) await update.mutateAsync({ id: productId, data: input });
    } catch (error) {
      onSaveError(error, submitted);
      return;
    }
    // Clear the draft and the editing product, reload the list, back to the list, ask.
    discardDraft();
    if (mode === 'create') clearCurrentCode(storage);
    void utils.products.list.invalidate();
    void utils.pricing.list.invalidate();
    if (productId) void utils.products.get.invalidate({ id: productId });
    toast.success(t(mode === 'create' ? 'products.toasts.created' : 'products.toasts.updated'), {
      description: submitted.title.trim() || t('products.form.untitled'),
      duration: 3000,
    });
    askAnotherProductOnList();
    goToList();
  };

  return {
    saving: create.isPending || update.isPending,
    submitError,
    submit: form.handleSubmit(onValid, onInvalid),
  };
}
