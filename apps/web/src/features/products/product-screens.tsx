import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeftIcon, PackageXIcon, RefreshCwIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { creationBlocked, PlanUsageStrip, usePlanUsage } from '@/components/plan-usage';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { takeAnotherProductQuestion } from './another-product';
import { ProductForm } from './product-form';
import { emptyProductForm, productToFormValues } from './product-form-values';
import { browserStorage, clearCurrentCode, readCurrentCode, writeCurrentCode } from './product-storage';
import { ProductsHeader } from './products-header';
import { ProductsList } from './products-list';

/** 'Deseja cadastrar outro produto?' after a save: Sim opens a new blank product, Não stays on the list. */
function AnotherProductDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (takeAnotherProductQuestion()) setOpen(true);
  }, []);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('products.another.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('products.another.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {/* The dialog opens with the focus on the answer that changes nothing (WAI-ARIA alert dialog). */}
          <AlertDialogCancel>{t('products.another.no')}</AlertDialogCancel>
          <Button
            onClick={() => {
              setOpen(false);
              void navigate({ to: '/dashboard/products/add' });
            }}
          >
            {t('products.another.yes')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6" role="status" aria-label={t('products.form.loading')}>
      {[0, 1].map((card) => (
        <Card key={card}>
          <CardContent className="grid gap-4">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-9 w-full" />
            <div className="grid gap-4 md:grid-cols-2">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
            <Skeleton className="h-24 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function ScreenError({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <PackageXIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">{title}</p>
        <p className="max-w-md text-muted-foreground text-sm">{description}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              <RefreshCwIcon aria-hidden />
              {t('products.list.retry')}
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/dashboard/products" search={{ view: 'list' }}>
              <ArrowLeftIcon aria-hidden />
              {t('products.form.backToList')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/products: always the list (the sidebar's 'Produtos' never opens a form). A draft in progress
 * waits under its code for 'Cadastrar Produto'; only the 'Listar Produtos' switch, after 'Descartar e
 * voltar', starts the next form with a fresh code (`explicitList`).
 */
export function ProductsListScreen({ explicitList }: { explicitList: boolean }) {
  const [storage] = useState(browserStorage);
  const usage = usePlanUsage();
  useEffect(() => {
    if (explicitList) clearCurrentCode(storage);
  }, [explicitList, storage]);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <ProductsHeader active="list" createBlocked={creationBlocked(usage.data, 'products')} />
      <PlanUsageStrip focus="products" />
      <ProductsList />
      <AnotherProductDialog />
    </div>
  );
}

type CodeState =
  | { status: 'loading' }
  | { status: 'ready'; code: string }
  | { status: 'error'; message: string };

/**
 * /dashboard/products/add: a new product under the remembered code (its draft comes back), or a fresh code
 * from the server. A remembered code taken meanwhile is replaced, with the notice 'Código já em uso'.
 */
export function ProductCreateScreen() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [storage] = useState(browserStorage);
  const [state, setState] = useState<CodeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [baseline] = useState(emptyProductForm);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry
  useEffect(() => {
    let cancelled = false;
    const resolveCode = async () => {
      const remembered = readCurrentCode(storage);
      if (remembered) {
        const { free } = await utils.client.products.isCodeFree.query({ productCode: remembered });
        if (free) return remembered;
      }
      const { productCode } = await utils.client.products.generateCode.query();
      if (remembered) {
        toast(t('products.code.inUse'), {
          description: t('products.code.inUseDescription', { code: productCode }),
          duration: 5000,
        });
      }
      writeCurrentCode(storage, productCode);
      return productCode;
    };
    resolveCode().then(
      (code) => !cancelled && setState({ status: 'ready', code }),
      (error: unknown) => !cancelled && setState({ status: 'error', message: t(parseError(error).code) }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, storage, t, utils]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <ProductsHeader active="create" />
      {state.status === 'loading' ? (
        <FormSkeleton />
      ) : state.status === 'error' ? (
        <ScreenError
          title={t('products.form.codeErrorTitle')}
          description={state.message}
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <ProductForm mode="create" initialCode={state.code} baseline={baseline} />
      )}
    </div>
  );
}

/** /dashboard/products/edit/$id: the form with the product's data and code (its draft comes back). */
export function ProductEditScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = trpc.products.get.useQuery({ id }, { staleTime: 0, refetchOnMount: 'always' });
  const product = query.data;
  // The baseline is fixed when the product first arrives; background refetches do not reset the form.
  const [baseline, setBaseline] = useState<ReturnType<typeof productToFormValues> | null>(null);
  useEffect(() => {
    if (product && !baseline) setBaseline(productToFormValues(product));
  }, [product, baseline]);

  let content: ReactNode;
  if (query.isError && !product) {
    const { code } = parseError(query.error);
    content = (
      <ScreenError
        title={t('products.form.loadErrorTitle')}
        description={t(code)}
        onRetry={code === 'errors.products.notFound' ? undefined : () => void query.refetch()}
      />
    );
  } else if (!product || !baseline) content = <FormSkeleton />;
  else
    content = (
      <ProductForm mode="edit" productId={product.id} initialCode={product.productCode} baseline={baseline} />
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <ProductsHeader active="edit" />
      {content}
    </div>
  );
}
