import { toNestErrors } from '@hookform/resolvers';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type FieldError, type FieldPath, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { askAnotherProductOnList } from './another-product';
import { AUTOSAVE_NOTICE_MS } from './draft-autosave';
import { ProductAffiliationSection } from './product-affiliation-section';
import { describeProductError, isPlanError } from './product-errors';
import { CancelEditDialog, LeaveFormDialog } from './product-form-dialogs';
import { ProductFormFooter, type SubmitError } from './product-form-footer';
import {
  addIssue,
  checkProductForm,
  firstErrorTab,
  type ProductFormErrors,
  type ProductFormTab,
  type ProductFormValues,
  sameFormValues,
  toProductInput,
} from './product-form-values';
import { ProductInfoSection } from './product-info-section';
import { ProductMediaSection } from './product-media-section';
import {
  browserStorage,
  clearCurrentCode,
  clearDraft,
  isProductCode,
  moveDraft,
  readDraft,
  writeCurrentCode,
  writeView,
} from './product-storage';
import { formatSavedAt } from './saved-at';
import { useProductDraft } from './use-product-draft';

const LIST_PATH = /^\/dashboard\/products\/?$/;

/** The shared schema (spec part 2 §5) as a react-hook-form resolver, with errors on the form's own rows. */
const productResolver: Resolver<ProductFormValues> = (values, _context, options) => {
  const check = checkProductForm(values);
  if (check.ok) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(check.errors.fields))
    flat[path] = { type: 'validate', message };
  return { values: {}, errors: toNestErrors(flat, options) };
};

export interface ProductFormProps {
  mode: 'create' | 'edit';
  /** The product being edited. */
  productId?: string;
  /** The code shown (and, when creating, requested): the remembered or a fresh one, or the product's. */
  initialCode: string;
  /** What "no unsaved changes" means: a blank product, or the product as saved. */
  baseline: ProductFormValues;
}

/**
 * The product form (spec part 2 §2, §4, §5): product info, the tabs Imagens*, Downloads and YouTube, the
 * 'Afiliação' section (issue 10), save or update, cancel edit, and 'Gerar novo código' when creating. Drafts are kept per product code in local storage and
 * restored with 'Dados recuperados'; leaving with unsaved changes asks for confirmation.
 */
export function ProductForm({ mode, productId, initialCode, baseline }: ProductFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [storage] = useState(browserStorage);
  const [restored] = useState(() => {
    const draft = readDraft(storage, initialCode);
    return draft && !sameFormValues(draft.values, baseline) ? draft : null;
  });
  const form = useForm<ProductFormValues>({
    defaultValues: restored?.values ?? baseline,
    resolver: productResolver,
    shouldFocusError: false,
  });
  const { handleSubmit } = form;
  const [code, setCode] = useState(initialCode);
  const codeRef = useRef(initialCode);
  /** Set once the form is left on purpose (saved, discarded, kept as a draft): no more questions. */
  const bypassRef = useRef(false);
  const [tab, setTab] = useState<ProductFormTab>('images');
  const [autosaveActive, setAutosaveActive] = useState(false);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [generating, setGenerating] = useState(false);

  const values = form.watch();
  const dirty = !sameFormValues(values, baseline);
  const isDirtyNow = () => !sameFormValues(form.getValues(), baseline);

  const { autosaver, savedAt } = useProductDraft({
    storage,
    codeRef,
    form,
    baseline,
    restoredAt: restored?.savedAt ?? null,
  });

  // 'Dados recuperados' once, when a draft was restored.
  const restoredNoticeShown = useRef(false);
  useEffect(() => {
    if (!restored || restoredNoticeShown.current) return;
    restoredNoticeShown.current = true;
    toast.info(t('products.draft.restored'), {
      description: t('products.draft.restoredDescription', { date: formatSavedAt(restored.savedAt, true) }),
      duration: 5000,
    });
  }, [restored, t]);

  // After 10 s on the form: the auto-save notice.
  useEffect(() => {
    const timer = setTimeout(() => {
      setAutosaveActive(true);
      toast.info(t('products.draft.autosaveActive'), {
        description: t('products.draft.autosaveActiveDescription'),
        duration: 4000,
      });
    }, AUTOSAVE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [t]);

  const blocker = useBlocker({
    shouldBlockFn: () => !bypassRef.current && isDirtyNow(),
    enableBeforeUnload: () => !bypassRef.current && isDirtyNow(),
    withResolver: true,
  });
  const leavingToList = blocker.status === 'blocked' && LIST_PATH.test(blocker.next.pathname);

  const goToList = () => {
    bypassRef.current = true;
    writeView(storage, 'list');
    void navigate({ to: '/dashboard/products', search: { view: 'list' } });
  };

  const discardDraft = () => {
    autosaver.disable();
    clearDraft(storage, codeRef.current);
  };

  const changeCode = (next: string) => {
    moveDraft(storage, codeRef.current, next);
    codeRef.current = next;
    setCode(next);
    if (mode === 'create') writeCurrentCode(storage, next);
    autosaver.forget();
  };

  const generateCode = async () => {
    setGenerating(true);
    try {
      const { productCode } = await utils.client.products.generateCode.query();
      changeCode(productCode);
      toast.success(t('products.code.generated'), {
        description: t('products.code.generatedDescription', { code: productCode }),
        duration: 3000,
      });
    } catch (error) {
      toast.error(t('products.code.generateFailed'), {
        description: t(parseError(error).code),
        duration: 4000,
      });
    } finally {
      setGenerating(false);
    }
  };

  const showErrors = (errors: ProductFormErrors) => {
    const tabAtFault = firstErrorTab(errors);
    if (tabAtFault) setTab(tabAtFault);
    const first = Object.keys(errors.fields)[0];
    if (first) requestAnimationFrame(() => form.setFocus(first as FieldPath<ProductFormValues>));
  };

  const onInvalid = () => {
    const check = checkProductForm(form.getValues());
    if (check.ok) return;
    showErrors(check.errors);
    if (check.errors.tabs.images === 'validation.product.imageRequiredOnSubmit') {
      toast.error(t('validation.product.imageRequired'), {
        description: t('validation.product.imageRequiredOnSubmit'),
        duration: 4000,
      });
    } else {
      toast.error(t('products.form.invalidTitle'), {
        description: t('products.form.invalidDescription'),
        duration: 4000,
      });
    }
  };

  const create = trpc.products.create.useMutation();
  const update = trpc.products.update.useMutation();
  const saving = create.isPending || update.isPending;

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
    // Spec part 2 §4: clear the draft and the editing product, reload the list, back to the list, ask.
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

  const onCancelEdit = () => {
    if (isDirtyNow()) setCancelOpen(true);
    else {
      discardDraft();
      goToList();
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="grid gap-6"
        aria-label={t(mode === 'create' ? 'products.views.form' : 'products.views.edit')}
        data-testid="product-form"
      >
        <ProductInfoSection
          mode={mode}
          code={code}
          generating={generating}
          saving={saving}
          onGenerateCode={() => void generateCode()}
        />
        <ProductMediaSection tab={tab} onTabChange={setTab} />
        <ProductAffiliationSection productId={productId} />

        <ProductFormFooter
          mode={mode}
          saving={saving}
          submitError={submitError}
          autosaveActive={autosaveActive}
          savedAt={savedAt}
          dirty={dirty}
          onCancelEdit={onCancelEdit}
        />
      </form>

      <LeaveFormDialog
        open={blocker.status === 'blocked'}
        toList={leavingToList}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          bypassRef.current = true;
          if (leavingToList) {
            discardDraft();
            writeView(storage, 'list');
          } else autosaver.save();
          blocker.proceed?.();
        }}
      />
      <CancelEditDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        onDiscard={() => {
          discardDraft();
          setCancelOpen(false);
          goToList();
        }}
        onKeep={() => {
          autosaver.save();
          autosaver.disable();
          setCancelOpen(false);
          goToList();
        }}
      />
    </FormProvider>
  );
}
