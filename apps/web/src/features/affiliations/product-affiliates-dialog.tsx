import { keepPreviousData } from '@tanstack/react-query';
import { SearchXIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody, toastListLoadError } from '@/components/list/list-body';
import { ListFooter } from '@/components/list/list-footer';
import { ListMessage } from '@/components/list/list-message';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { trpc } from '@/lib/trpc';
import { useLastShown } from '@/lib/use-last-shown';
import { type ListParams, usePaginatedList } from '@/lib/use-paginated-list';
import { AffiliateStatusTabs } from './affiliate-status-tabs';
import { type AffiliateTab, parseAffiliateTab, tabStatus } from './affiliation-logic';
import { ProductAffiliatesList } from './product-affiliates-list';
import { RevokeAffiliateDialog } from './revoke-affiliate-dialog';
import { useAffiliateDecisions } from './use-affiliate-decisions';

/** The product whose affiliates the dialog shows (a products-list row fits). */
export interface AffiliatesProduct {
  id: string;
  title: string;
  productCode: string;
}

type PageSize = 10;
const PAGE_SIZE: PageSize = 10;

function useProductAffiliatesQuery(
  { page, pageSize }: ListParams<PageSize>,
  { productId, tab }: { productId: string; tab: AffiliateTab },
) {
  return trpc.affiliations.listForProduct.useQuery(
    { productId, page, pageSize, status: tabStatus(tab) },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}

function AffiliatesPanel({ product }: { product: AffiliatesProduct }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AffiliateTab>('all');
  const decisions = useAffiliateDecisions();
  const loadError = {
    title: t('affiliations.manage.loadErrorTitle'),
    description: t('affiliations.manage.loadError'),
  };
  const list = usePaginatedList({
    initialPageSize: PAGE_SIZE,
    filters: { productId: product.id, tab },
    useListQuery: useProductAffiliatesQuery,
    onLoadError: () => toastListLoadError(loadError),
  });
  const { query } = list;
  const data = query.data;
  const items = data?.items ?? [];
  const mode = data?.product.affiliationMode;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('affiliations.manage.title')}</DialogTitle>
        <DialogDescription>
          {t('affiliations.manage.description', { title: product.title, code: product.productCode })}
        </DialogDescription>
        {mode && (
          <p className="text-muted-foreground text-sm" data-testid="affiliates-mode">
            {t('affiliations.manage.mode', { mode: t(`products.form.affiliation.modes.${mode}`) })}
          </p>
        )}
      </DialogHeader>
      <Tabs value={tab} onValueChange={(value) => setTab(parseAffiliateTab(value))} className="min-w-0 gap-3">
        <AffiliateStatusTabs counts={data?.counts} />
        <TabsContent value={tab} className="min-h-40">
          <ListBody
            query={query}
            isEmpty={items.length === 0}
            loading={
              <ListSkeleton
                label={t('affiliations.manage.loading')}
                layout="rows"
                media="avatar"
                count={3}
                trailing={2}
                className="px-0"
              />
            }
            loadError={{ ...loadError, className: 'py-10' }}
            empty={
              tab === 'all' ? (
                <ListMessage
                  icon={UsersIcon}
                  tone="primary"
                  title={t('affiliations.manage.empty')}
                  description={t(
                    mode === 'approval'
                      ? 'affiliations.manage.emptyApprovalHint'
                      : 'affiliations.manage.emptyHint',
                  )}
                  className="py-10"
                  testId="affiliates-empty"
                />
              ) : (
                <ListMessage
                  icon={SearchXIcon}
                  tone="muted"
                  title={t('affiliations.manage.emptyStatus')}
                  className="py-10"
                  testId="affiliates-empty"
                />
              )
            }
          >
            <ProductAffiliatesList items={items} actions={decisions} />
          </ListBody>
        </TabsContent>
      </Tabs>
      {data && data.totalItems > 0 && (
        <ListFooter page={data.page} totalPages={data.totalPages} onPage={list.setPage}>
          <p className="flex items-center gap-2 text-muted-foreground text-sm" aria-live="polite">
            {query.isFetching && <Spinner className="size-3.5" label={t('affiliations.manage.updating')} />}
            {t('affiliations.manage.showing', { shown: items.length, count: data.totalItems })}
          </p>
        </ListFooter>
      )}
      <RevokeAffiliateDialog
        affiliate={decisions.toRevoke}
        productTitle={product.title}
        revoking={decisions.revoking}
        onCancel={decisions.cancelRevoke}
        onConfirm={decisions.confirmRevoke}
      />
    </>
  );
}

/**
 * A product's affiliates for its producer (or an admin), opened from the products list: the status tabs with
 * their counts, the resellers with their clicks, and Aprovar / Recusar / Revogar / Reativar.
 */
export function ProductAffiliatesDialog({
  product,
  onClose,
}: {
  product: AffiliatesProduct | null;
  onClose: () => void;
}) {
  const shown = useLastShown(product);
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" data-testid="product-affiliates-dialog">
        {shown && <AffiliatesPanel key={shown.id} product={shown} />}
      </DialogContent>
    </Dialog>
  );
}
