import type { UserTab } from '@afilia/validators';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';

/**
 * The tabs with their counts: a grid of 7 columns on wide screens, a row that scrolls sideways between, and
 * on a phone a select (seven tabs do not fit, and a cut-off row hides that there are more). A producer sees
 * the resellers tab only. Render inside a <Tabs>.
 */
export function UsersTabsList({
  tabs,
  active,
  counts,
  onSelect,
}: {
  tabs: readonly UserTab[];
  active: UserTab;
  counts: Record<UserTab, number> | undefined;
  onSelect: (tab: UserTab) => void;
}) {
  const { t } = useTranslation();
  const single = tabs.length === 1;
  const scroller = useRef<HTMLDivElement>(null);

  // When the row scrolls sideways (narrow screens), keep the active tab in view, e.g. after `?tab=suspended`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tab changes
  useEffect(() => {
    const container = scroller.current;
    const trigger = container?.querySelector<HTMLElement>('[data-state="active"]');
    if (!container || !trigger) return;
    const box = container.getBoundingClientRect();
    const item = trigger.getBoundingClientRect();
    if (item.left < box.left) container.scrollLeft -= box.left - item.left + 16;
    else if (item.right > box.right) container.scrollLeft += item.right - box.right + 16;
  }, [active]);

  const label = (tab: UserTab) =>
    counts ? `${t(`users.tabs.${tab}`)} (${counts[tab]})` : t(`users.tabs.${tab}`);
  return (
    <>
      {!single && (
        <div className="md:hidden">
          <Select value={active} onValueChange={(value) => onSelect(value as UserTab)}>
            <SelectTrigger
              className="w-full"
              aria-label={t('users.tabs.label')}
              data-testid="users-tab-select"
            >
              <SelectValue>{label(active)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {tabs.map((tab) => (
                <SelectItem key={tab} value={tab}>
                  {label(tab)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      <div
        ref={scroller}
        className={cn(
          '-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]',
          !single && 'hidden md:block xl:mx-0 xl:px-0',
        )}
      >
        <TabsList
          aria-label={t('users.tabs.label')}
          className={cn('h-auto gap-1', single ? 'w-fit' : 'w-max xl:grid xl:w-full xl:grid-cols-7')}
        >
          {tabs.map((tab) => {
            const count = counts?.[tab];
            return (
              <TabsTrigger
                key={tab}
                value={tab}
                data-testid={`users-tab-${tab}`}
                className="h-auto min-w-0 flex-none flex-col gap-0.5 px-3 py-1.5 xl:px-2"
              >
                <span className="truncate">{t(`users.tabs.${tab}`)}</span>
                {count === undefined ? (
                  <span className="h-3 w-4 animate-pulse rounded-sm bg-muted-foreground/15" />
                ) : (
                  <span
                    className="font-semibold text-muted-foreground text-xs tabular-nums leading-none"
                    data-testid={`users-tab-count-${tab}`}
                  >
                    {count}
                  </span>
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>
      </div>
    </>
  );
}
