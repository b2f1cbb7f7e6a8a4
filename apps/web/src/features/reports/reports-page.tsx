import type { ReportTab } from '@afilia/validators';
import { BarChart3Icon, LockIcon, type LucideIcon, PackageIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { DownloadMenu } from './download-menu';
import { ProductsTab } from './products-tab';
import { ReportFilters } from './report-filters';
import { checkPeriod, periodFromSearch } from './report-period-form';
import type { ReportSearch } from './report-search';
import { LockedReport, ReportError, ReportPeriodInvalid, ReportSkeleton } from './report-states';
import type { ReportAccess } from './report-types';
import { SalesTab } from './sales-tab';
import { SellersTab } from './sellers-tab';
import { useReportExport } from './use-report-export';

const TAB_ICONS: Record<ReportTab, LucideIcon> = {
  sales: BarChart3Icon,
  sellers: UsersIcon,
  products: PackageIcon,
};

/** The i18n keys of the tabs. */
const TAB_LABEL: Record<ReportTab, TranslationKey> = {
  sales: 'reports.tabs.sales',
  sellers: 'reports.tabs.sellers',
  products: 'reports.tabs.products',
};

/** The tab to show: the one in the address when this user has it, else their first. */
export function shownTab(access: Pick<ReportAccess, 'tabs'>, asked: ReportTab | undefined): ReportTab {
  return asked && access.tabs.includes(asked) ? asked : (access.tabs[0] ?? 'sales');
}

/**
 * Relatórios (/dashboard/reports): Vendas, Vendedores and Produtos for the period in the address, an admin's
 * producer filter, and 'Baixar' (PDF or Excel of the tab on screen). A tab the plan does not include shows
 * the upgrade prompt instead of figures.
 */
export function ReportsPage({
  search,
  onSearch,
}: {
  search: ReportSearch;
  onSearch: (next: ReportSearch) => void;
}) {
  const { t } = useTranslation();
  const { me } = useMe();
  const access = trpc.reports.access.useQuery(undefined, { staleTime: 60_000 });
  const producerFilter = access.data?.producerFilter ?? false;
  const producers = trpc.reports.producers.useQuery(undefined, {
    enabled: producerFilter,
    staleTime: 60_000,
  });
  const { exporting, exportReport } = useReportExport();
  const period = checkPeriod(periodFromSearch(search));
  const tab = access.data ? shownTab(access.data, search.tab) : undefined;
  const locked = Boolean(tab && access.data?.locked.includes(tab));
  const input = period.input;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      {/* 'Baixar' beside the title at every width; on phones the description takes the full width under both. */}
      <div className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('reports.title')}</h2>
        <div className="sm:row-span-2">
          <DownloadMenu
            exporting={exporting}
            disabled={!tab || locked || !input}
            onExport={(format) => {
              if (tab && input) exportReport(tab, format, input);
            }}
          />
        </div>
        <p className="col-span-2 text-muted-foreground sm:col-span-1">{t('reports.description')}</p>
      </div>

      <ReportFilters
        search={search}
        onSearch={onSearch}
        periodErrors={period.errors}
        producers={producerFilter ? (producers.data ?? null) : undefined}
      />

      {access.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-9 w-full max-w-sm" aria-hidden />
          <ReportSkeleton layout="sales" />
        </div>
      ) : !access.data || !tab ? (
        <ReportError query={access} />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const next = access.data.tabs.find((item) => item === value);
            if (next) onSearch({ ...search, tab: next });
          }}
          className="min-w-0 gap-4"
        >
          <TabsList aria-label={t('reports.tabs.label')} className="w-full sm:w-fit">
            {access.data.tabs.map((value) => {
              const Icon = access.data.locked.includes(value) ? LockIcon : TAB_ICONS[value];
              return (
                <TabsTrigger key={value} value={value} className="px-3" data-testid={`report-tab-${value}`}>
                  <Icon aria-hidden />
                  {t(TAB_LABEL[value])}
                  {access.data.locked.includes(value) && (
                    <span className="sr-only"> {t('reports.tabs.lockedHint')}</span>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {access.data.tabs.map((value) => (
            <TabsContent key={value} value={value} className="min-w-0">
              {access.data.locked.includes(value) ? (
                <LockedReport />
              ) : !input ? (
                <ReportPeriodInvalid />
              ) : value === 'sales' ? (
                <SalesTab input={input} reseller={me?.role === 'reseller'} />
              ) : value === 'sellers' ? (
                <SellersTab input={input} />
              ) : (
                <ProductsTab input={input} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
