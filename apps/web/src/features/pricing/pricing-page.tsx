import { Link } from '@tanstack/react-router';
import { PackagePlusIcon, PercentIcon, RefreshCwIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import { filterPricingRows } from './pricing-form';
import { PricingRow } from './pricing-row';

/**
 * /dashboard/pricing: the producer's products as expandable rows with their price and
 * commission, searchable by title or code, with a Refresh button.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const query = trpc.pricing.list.useQuery(undefined, { staleTime: 0 });
  const [search, setSearch] = useState('');
  const rows = query.data ?? [];
  const visible = filterPricingRows(rows, search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failed load (errorUpdatedAt)
  useEffect(() => {
    if (!query.isError) return;
    toast.error(t('pricing.toasts.loadErrorTitle'), {
      description: t('pricing.toasts.loadError'),
      duration: 5000,
    });
  }, [query.isError, query.errorUpdatedAt, t]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('pricing.header.title')}</h2>
        <p className="text-muted-foreground">{t('pricing.header.description')}</p>
      </div>
      <Card className="gap-0 py-0">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            className="sm:max-w-sm"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('pricing.searchPlaceholder')}
            label={t('pricing.searchLabel')}
          />
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? <Spinner /> : <RefreshCwIcon aria-hidden />}
            {t('pricing.refresh')}
          </Button>
        </div>
        <CardContent className="p-4">
          {query.isPending ? (
            <div className="grid gap-3" role="status" aria-label={t('pricing.loading')}>
              {[0, 1, 2].map((i) => (
                <div key={i} className="flex items-center gap-4 rounded-lg border p-4">
                  <Skeleton className="aspect-[4/3] w-20" />
                  <div className="grid flex-1 gap-2">
                    <Skeleton className="h-4 w-1/3" />
                    <Skeleton className="h-3 w-1/4" />
                  </div>
                  <Skeleton className="h-6 w-24" />
                </div>
              ))}
            </div>
          ) : query.isError && !query.data ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center" role="alert">
              <p className="font-medium">{t('pricing.toasts.loadErrorTitle')}</p>
              <p className="max-w-sm text-muted-foreground text-sm">{t('pricing.toasts.loadError')}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                <RefreshCwIcon aria-hidden />
                {t('pricing.retry')}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid="pricing-empty">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
                <PercentIcon className="size-6" aria-hidden />
              </span>
              <p className="font-medium">{t('pricing.empty')}</p>
              <p className="max-w-sm text-muted-foreground text-sm">{t('pricing.emptyHint')}</p>
              <Button asChild>
                <Link to="/dashboard/products/add">
                  <PackagePlusIcon aria-hidden />
                  {t('pricing.addProduct')}
                </Link>
              </Button>
            </div>
          ) : visible.length === 0 ? (
            <div
              className="flex flex-col items-center gap-3 py-12 text-center"
              data-testid="pricing-no-results"
            >
              <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
              <p className="font-medium">{t('pricing.noResults')}</p>
              <p className="max-w-sm text-muted-foreground text-sm">
                {t('pricing.noResultsHint', { search: search.trim() })}
              </p>
            </div>
          ) : (
            <ul className="grid gap-3">
              {visible.map((row) => (
                <PricingRow key={row.id} row={row} />
              ))}
            </ul>
          )}
        </CardContent>
        {rows.length > 0 && (
          <p className="border-t px-4 py-3 text-muted-foreground text-sm">
            {t('pricing.summary', { count: rows.length, priced: rows.filter((row) => row.pricing).length })}
          </p>
        )}
      </Card>
    </div>
  );
}
