import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_VIDEOS, PRODUCT_CATEGORY_IDS } from '@afilia/validators';
import { toNestErrors } from '@hookform/resolvers';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import {
  AlertCircleIcon,
  CloudIcon,
  DownloadIcon,
  ImageIcon,
  MonitorPlayIcon,
  PlusIcon,
  RefreshCwIcon,
  SaveIcon,
  XIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  Controller,
  type FieldError,
  type FieldPath,
  FormProvider,
  type Resolver,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { parseError } from '@/lib/errors';
import { intlLocale } from '@/lib/i18n';
import { trpc } from '@/lib/trpc';
import { askAnotherProductOnList } from './another-product';
import { CopyCodeBadge } from './copy-code-badge';
import { AUTOSAVE_NOTICE_MS } from './draft-autosave';
import { describeProductError, isPlanError } from './product-errors';
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
import { DownloadRowFields, ImageRowFields, VideoRowFields } from './product-media-rows';
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
import { useProductDraft } from './use-product-draft';

/** Downloads have no limit in the spec; the schema caps every list at 50 rows. */
const MAX_DOWNLOAD_ROWS = 50;
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

function formatSavedAt(savedAt: number, withDate: boolean): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    ...(withDate ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(savedAt));
}

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
 * The product form (spec part 2 §2, §4, §5): product info, the tabs Imagens*, Downloads and YouTube, save or update,
 * cancel edit, and 'Gerar novo código' when creating. Drafts are kept per product code in local storage and
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
  const { control, register, handleSubmit, formState } = form;
  const [code, setCode] = useState(initialCode);
  const codeRef = useRef(initialCode);
  /** Set once the form is left on purpose (saved, discarded, kept as a draft): no more questions. */
  const bypassRef = useRef(false);
  const [tab, setTab] = useState<ProductFormTab>('images');
  const [autosaveActive, setAutosaveActive] = useState(false);
  const [submitError, setSubmitError] = useState<{ description: string; plan: boolean } | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [generating, setGenerating] = useState(false);

  const images = useFieldArray({ control, name: 'imageLinks' });
  const downloads = useFieldArray({ control, name: 'downloadLinks' });
  const videos = useFieldArray({ control, name: 'youtubeVideos' });

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

  const addRow = (kind: ProductFormTab) => {
    if (kind === 'images') {
      if (images.fields.length >= MAX_PRODUCT_IMAGES) {
        toast.error(t('validation.product.maxImages'), {
          description: t('products.form.images.limit', { max: MAX_PRODUCT_IMAGES }),
          duration: 3000,
        });
      } else images.append({ url: '' });
    } else if (kind === 'videos') {
      if (videos.fields.length >= MAX_PRODUCT_VIDEOS) {
        toast.error(t('validation.product.maxVideos'), {
          description: t('products.form.videos.limit', { max: MAX_PRODUCT_VIDEOS }),
          duration: 3000,
        });
      } else videos.append({ title: '', url: '' });
    } else if (downloads.fields.length >= MAX_DOWNLOAD_ROWS) {
      toast.error(t('products.form.downloads.limit', { max: MAX_DOWNLOAD_ROWS }), { duration: 3000 });
    } else downloads.append({ title: '', url: '' });
  };

  // After the first submit, list-wide problems (no image, too many videos) follow the form as it changes.
  const liveCheck = formState.isSubmitted ? checkProductForm(values) : null;
  const tabErrors = liveCheck && !liveCheck.ok ? liveCheck.errors : undefined;
  const hasFieldErrors = (name: 'imageLinks' | 'downloadLinks' | 'youtubeVideos') =>
    Boolean(formState.errors[name]);
  const counts = {
    images: values.imageLinks.filter((row) => row.url.trim() !== '').length,
    downloads: values.downloadLinks.filter((row) => row.url.trim() !== '').length,
    videos: values.youtubeVideos.filter((row) => row.url.trim() !== '').length,
  };
  const tabs: { id: ProductFormTab; label: string; count: string; icon: typeof ImageIcon; error: boolean }[] =
    [
      {
        id: 'images',
        label: t('products.form.tabs.images'),
        count: `${counts.images}/${MAX_PRODUCT_IMAGES}`,
        icon: ImageIcon,
        error: hasFieldErrors('imageLinks') || Boolean(tabErrors?.tabs.images),
      },
      {
        id: 'downloads',
        label: t('products.form.tabs.downloads'),
        count: String(counts.downloads),
        icon: DownloadIcon,
        error: hasFieldErrors('downloadLinks'),
      },
      {
        id: 'videos',
        label: t('products.form.tabs.videos'),
        count: `${counts.videos}/${MAX_PRODUCT_VIDEOS}`,
        icon: MonitorPlayIcon,
        error: hasFieldErrors('youtubeVideos') || Boolean(tabErrors?.tabs.videos),
      },
    ];

  const tabError = (id: ProductFormTab) => {
    const message = tabErrors?.tabs[id];
    if (!message) return null;
    return (
      <Alert variant="destructive" className="mb-4">
        <AlertCircleIcon aria-hidden />
        <AlertTitle>{t(message)}</AlertTitle>
      </Alert>
    );
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
        <Card>
          <CardHeader>
            <CardTitle>{t('products.form.info.title')}</CardTitle>
            <CardDescription>{t('products.form.info.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="flex flex-col gap-3 rounded-lg border border-dashed bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="grid gap-1">
                <span className="font-medium text-sm">{t('products.code.label')}</span>
                <span className="text-muted-foreground text-xs">{t('products.code.hint')}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <CopyCodeBadge code={code} className="h-8 px-3 text-sm" />
                {mode === 'create' && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => void generateCode()}
                    disabled={generating || saving}
                  >
                    {generating ? <Spinner /> : <RefreshCwIcon aria-hidden />}
                    {t('products.code.generate')}
                  </Button>
                )}
              </div>
            </div>
            <div className="grid gap-5 md:grid-cols-2">
              <FormField
                label={t('products.form.info.titleLabel')}
                error={formState.errors.title?.message}
                className="md:col-span-2"
              >
                <Input
                  {...register('title')}
                  placeholder={t('products.form.info.titlePlaceholder')}
                  maxLength={200}
                />
              </FormField>
              <div className="grid gap-5 md:col-span-2 lg:grid-cols-3 md:grid-cols-2">
                <FormField
                  label={t('products.form.info.categoryLabel')}
                  error={formState.errors.category?.message}
                  id="product-category"
                >
                  <Controller
                    control={control}
                    name="category"
                    render={({ field }) => (
                      <Select
                        name={field.name}
                        value={field.value}
                        onValueChange={(value) => field.onChange(value === 'none' ? '' : value)}
                      >
                        <SelectTrigger
                          id="product-category"
                          className="w-full"
                          onBlur={field.onBlur}
                          ref={field.ref}
                        >
                          <SelectValue placeholder={t('products.form.info.categoryPlaceholder')} />
                        </SelectTrigger>
                        <SelectContent>
                          <SelectItem value="none">{t('products.form.info.noCategory')}</SelectItem>
                          {PRODUCT_CATEGORY_IDS.map((id) => (
                            <SelectItem key={id} value={id}>
                              {t(`products.categories.${id}`)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                </FormField>
                <FormField label={t('products.form.info.emailLabel')} error={formState.errors.email?.message}>
                  <Input
                    {...register('email')}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder={t('products.form.info.emailPlaceholder')}
                  />
                </FormField>
                <FormField label={t('products.form.info.phoneLabel')} error={formState.errors.phone?.message}>
                  <Input
                    {...register('phone')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder={t('products.form.info.phonePlaceholder')}
                  />
                </FormField>
              </div>
              <FormField
                label={t('products.form.info.descriptionLabel')}
                error={formState.errors.description?.message}
                className="md:col-span-2"
              >
                <Textarea
                  {...register('description')}
                  rows={4}
                  placeholder={t('products.form.info.descriptionPlaceholder')}
                />
              </FormField>
              <FormField
                label={t('products.form.info.instructionsLabel')}
                error={formState.errors.instructions?.message}
                description={t('products.form.info.instructionsHint')}
                className="md:col-span-2"
              >
                <Textarea
                  {...register('instructions')}
                  rows={3}
                  placeholder={t('products.form.info.instructionsPlaceholder')}
                />
              </FormField>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('products.form.media.title')}</CardTitle>
            <CardDescription>{t('products.form.media.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(value) => setTab(value as ProductFormTab)} className="gap-4">
              <TabsList className="h-auto w-full sm:w-fit">
                {tabs.map((item) => (
                  <TabsTrigger key={item.id} value={item.id} className="gap-1.5 px-2.5 py-1.5 sm:px-3">
                    <item.icon className="hidden sm:block" aria-hidden />
                    <span>{item.label}</span>
                    <Badge variant="secondary" className="hidden px-1.5 tabular-nums sm:inline-flex">
                      {item.count}
                    </Badge>
                    {item.error && (
                      <>
                        <span className="size-2 rounded-full bg-destructive" aria-hidden />
                        <span className="sr-only">{t('products.form.tabHasErrors')}</span>
                      </>
                    )}
                  </TabsTrigger>
                ))}
              </TabsList>

              <TabsContent value="images" forceMount className="data-[state=inactive]:hidden">
                <p className="mb-4 text-muted-foreground text-sm">
                  {t('products.form.images.hint', { max: MAX_PRODUCT_IMAGES })}{' '}
                  <span className="font-medium text-foreground">{t('products.form.images.recommended')}</span>
                </p>
                {tabError('images')}
                <ul className="grid gap-3">
                  {images.fields.map((field, index) => (
                    <ImageRowFields
                      key={field.id}
                      index={index}
                      canRemove={images.fields.length > 1}
                      onRemove={() => images.remove(index)}
                    />
                  ))}
                </ul>
                <Button type="button" variant="outline" className="mt-4" onClick={() => addRow('images')}>
                  <PlusIcon aria-hidden />
                  {t('products.form.images.add')}
                </Button>
              </TabsContent>

              <TabsContent value="downloads" forceMount className="data-[state=inactive]:hidden">
                <p className="mb-4 text-muted-foreground text-sm">{t('products.form.downloads.hint')}</p>
                {tabError('downloads')}
                <ul className="grid gap-3">
                  {downloads.fields.map((field, index) => (
                    <DownloadRowFields
                      key={field.id}
                      index={index}
                      canRemove={downloads.fields.length > 1}
                      onRemove={() => downloads.remove(index)}
                    />
                  ))}
                </ul>
                <Button type="button" variant="outline" className="mt-4" onClick={() => addRow('downloads')}>
                  <PlusIcon aria-hidden />
                  {t('products.form.downloads.add')}
                </Button>
              </TabsContent>

              <TabsContent value="videos" forceMount className="data-[state=inactive]:hidden">
                <p className="mb-4 text-muted-foreground text-sm">
                  {t('products.form.videos.hint', { max: MAX_PRODUCT_VIDEOS })}
                </p>
                {tabError('videos')}
                <ul className="grid gap-3">
                  {videos.fields.map((field, index) => (
                    <VideoRowFields
                      key={field.id}
                      index={index}
                      canRemove={videos.fields.length > 1}
                      onRemove={() => videos.remove(index)}
                    />
                  ))}
                </ul>
                <Button type="button" variant="outline" className="mt-4" onClick={() => addRow('videos')}>
                  <PlusIcon aria-hidden />
                  {t('products.form.videos.add')}
                </Button>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>

        {submitError && (
          <Alert variant="destructive" data-testid="save-error">
            <AlertCircleIcon aria-hidden />
            <AlertTitle>{t('products.form.saveErrorTitle')}</AlertTitle>
            <AlertDescription>
              <p>{submitError.description}</p>
              {submitError.plan && (
                <Button asChild variant="link" className="h-auto p-0">
                  <Link to="/plans">{t('products.toasts.upgrade')}</Link>
                </Button>
              )}
            </AlertDescription>
          </Alert>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p
            className="flex min-h-5 items-center gap-2 text-muted-foreground text-xs"
            aria-live="polite"
            data-testid="autosave-status"
          >
            {(autosaveActive || savedAt !== null) && <CloudIcon className="size-4 shrink-0" aria-hidden />}
            {autosaveActive && <span>{t('products.draft.autosaveActive')}</span>}
            {autosaveActive && savedAt !== null && dirty && <span aria-hidden>·</span>}
            {savedAt !== null && dirty && (
              <span>{t('products.draft.savedAt', { time: formatSavedAt(savedAt, false) })}</span>
            )}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {mode === 'edit' && (
              <Button type="button" variant="outline" onClick={onCancelEdit} disabled={saving}>
                <XIcon aria-hidden />
                {t('products.form.cancelEdit')}
              </Button>
            )}
            <Button type="submit" disabled={saving} data-testid="product-submit">
              {saving ? <Spinner /> : <SaveIcon aria-hidden />}
              {saving
                ? t('products.form.saving')
                : t(mode === 'create' ? 'products.form.save' : 'products.form.update')}
            </Button>
          </div>
        </div>
      </form>

      <AlertDialog open={blocker.status === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {t(leavingToList ? 'products.leave.toListTitle' : 'products.leave.title')}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {t(leavingToList ? 'products.leave.toListDescription' : 'products.leave.description')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('products.leave.stay')}</AlertDialogCancel>
            <Button
              variant={leavingToList ? 'destructive' : 'default'}
              onClick={() => {
                bypassRef.current = true;
                if (leavingToList) {
                  discardDraft();
                  writeView(storage, 'list');
                } else autosaver.save();
                blocker.proceed?.();
              }}
            >
              {t(leavingToList ? 'products.leave.discard' : 'products.leave.confirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={cancelOpen} onOpenChange={setCancelOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('products.cancelEdit.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('products.cancelEdit.description')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('products.cancelEdit.continue')}</AlertDialogCancel>
            <Button
              variant="outline"
              onClick={() => {
                discardDraft();
                setCancelOpen(false);
                goToList();
              }}
            >
              {t('products.cancelEdit.discard')}
            </Button>
            <Button
              onClick={() => {
                autosaver.save();
                autosaver.disable();
                setCancelOpen(false);
                goToList();
              }}
            >
              {t('products.cancelEdit.keep')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </FormProvider>
  );
}
