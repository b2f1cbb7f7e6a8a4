import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProductAffiliationSection } from './product-affiliation-section';
import { CancelEditDialog, LeaveFormDialog } from './product-form-dialogs';
import { ProductFormFooter } from './product-form-footer';
import { type ProductFormTab, type ProductFormValues, sameFormValues } from './product-form-values';
import { ProductInfoSection } from './product-info-section';
import { ProductMediaSection } from './product-media-section';
import { ProductPricingSection } from './product-pricing-section';
import { productResolver } from './product-resolver';
import { browserStorage, readDraft } from './product-storage';
import { useDraftNotices } from './use-draft-notices';
import { useProductCode } from './use-product-code';
import { useProductDraft } from './use-product-draft';
import { useProductFormExit } from './use-product-form-exit';
import { useProductSave } from './use-product-save';

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
 * The product form: product info, the tabs Imagens*, Downloads and YouTube, the
 * 'Afiliação' section, save or update, cancel edit, and 'Gerar novo código' when creating. Drafts
 * are kept per product code in local storage and restored with 'Dados recuperados'; leaving with unsaved
 * changes asks for confirmation.
 */
export function ProductForm({ mode, productId, initialCode, baseline }: ProductFormProps) {
  const { t } = useTranslation();
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
  // The current code, read between renders by the draft autosaver and the save.
  const codeRef = useRef(initialCode);
  const [tab, setTab] = useState<ProductFormTab>('images');
  const dirty = !sameFormValues(form.watch(), baseline);

  const { autosaver, savedAt } = useProductDraft({
    storage,
    codeRef,
    form,
    baseline,
    restoredAt: restored?.savedAt ?? null,
  });
  const autosaveActive = useDraftNotices(restored);
  const exit = useProductFormExit({ storage, codeRef, form, baseline, autosaver });
  const { code, generating, changeCode, generateCode } = useProductCode({
    mode,
    storage,
    codeRef,
    autosaver,
  });
  const { saving, submitError, submit } = useProductSave({
    mode,
    productId,
    form,
    storage,
    codeRef,
    changeCode,
    showTab: setTab,
    discardDraft: exit.discardDraft,
    goToList: exit.goToList,
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
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
        <ProductPricingSection />
        <ProductMediaSection tab={tab} onTabChange={setTab} />
        <ProductAffiliationSection productId={productId} />

        <ProductFormFooter
          mode={mode}
          saving={saving}
          submitError={submitError}
          autosaveActive={autosaveActive}
          savedAt={savedAt}
          dirty={dirty}
          onCancelEdit={exit.cancelEdit}
        />
      </form>

      <LeaveFormDialog {...exit.leaveDialog} />
      <CancelEditDialog {...exit.cancelDialog} />
    </FormProvider>
  );
}
