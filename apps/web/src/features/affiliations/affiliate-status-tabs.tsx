import type { AffiliationStatus } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AFFILIATE_TABS, tabCount } from './affiliation-logic';

/** Todos / Pendentes / Ativos / Recusados / Revogados with their counts; a row that scrolls on phones. */
export function AffiliateStatusTabs({ counts }: { counts: Record<AffiliationStatus, number> | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="-mx-6 overflow-x-auto px-6 pb-1 [scrollbar-width:thin]">
      <TabsList aria-label={t('affiliations.manage.tabsLabel')} className="h-auto w-max gap-1">
        {AFFILIATE_TABS.map((tab) => (
          <TabsTrigger
            key={tab}
            value={tab}
            className="h-auto flex-none gap-1.5 px-3 py-1.5"
            data-testid={`affiliates-tab-${tab}`}
          >
            {t(`affiliations.manage.tabs.${tab}`)}
            {counts ? (
              <span
                className="font-semibold text-muted-foreground text-xs tabular-nums"
                data-testid={`affiliates-tab-count-${tab}`}
              >
                {tabCount(tab, counts)}
              </span>
            ) : (
              <span className="h-3 w-4 animate-pulse rounded-sm bg-muted-foreground/15" aria-hidden />
            )}
          </TabsTrigger>
        ))}
      </TabsList>
    </div>
  );
}
