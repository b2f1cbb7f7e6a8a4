import type { SellerFilter } from '@afilia/validators';
import { FilterIcon, MailIcon, UserPlusIcon, UsersIcon, XIcon } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ListMessage } from '@/components/list/list-message';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { FILTER_MENU, parseFilter } from './seller-logic';

/**
 * The title and the two ways to bring a reseller in: 'Convidar por email' first (the reseller chooses their
 * own password from the emailed link), 'Adicionar revendedor' second (the producer sets a password to pass on).
 */
export function SellersHeader({
  onInvite,
  onAdd,
  blocked = false,
}: {
  onInvite: () => void;
  onAdd: () => void;
  /** The plan's seller limit is reached (or there is no plan): both ways in are disabled. */
  blocked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('sellers.header.title')}</h2>
        <p className="text-muted-foreground">{t('sellers.header.description')}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={onInvite}
          className="w-full sm:w-auto"
          data-testid="invite-seller"
          disabled={blocked}
        >
          <MailIcon aria-hidden />
          {t('sellers.header.invite')}
        </Button>
        <Button
          onClick={onAdd}
          variant="outline"
          className="w-full sm:w-auto"
          data-testid="add-seller"
          disabled={blocked}
        >
          <UserPlusIcon aria-hidden />
          {t('sellers.header.add')}
        </Button>
      </div>
    </div>
  );
}

export function FilterMenu({
  value,
  onChange,
}: {
  value: SellerFilter;
  onChange: (filter: SellerFilter) => void;
}) {
  const { t } = useTranslation();
  const filtered = value !== 'all';
  const label = filtered
    ? t('sellers.list.filterActive', { filter: t(`sellers.filters.${value}`) })
    : t('sellers.list.filter');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          title={label}
          className={cn('shrink-0', filtered && 'border-primary/50 text-primary dark:border-primary/50')}
          data-testid="seller-filter"
        >
          <FilterIcon aria-hidden />
          {/* Below 640 px only the icon shows (a dot marks an active filter); the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">{label}</span>
          {filtered && <span className="size-1.5 rounded-full bg-primary sm:hidden" aria-hidden />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t('sellers.list.filterLabel')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={value} onValueChange={(next) => onChange(parseFilter(next))}>
          {FILTER_MENU.map((filter) => (
            <Fragment key={filter}>
              {filter === 'all' && <DropdownMenuSeparator />}
              <DropdownMenuRadioItem value={filter}>{t(`sellers.filters.${filter}`)}</DropdownMenuRadioItem>
            </Fragment>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** No seller at all (add the first one), or none matching the search, filter and tab (clear them). */
export function SellersEmptyState({
  filtered,
  onClear,
  onAdd,
}: {
  filtered: boolean;
  onClear: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListMessage
      icon={UsersIcon}
      tone="primary"
      title={t('sellers.list.empty')}
      description={filtered ? t('sellers.list.emptyFilteredHint') : t('sellers.list.emptyHint')}
      testId="sellers-empty"
    >
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          <XIcon aria-hidden />
          {t('sellers.list.clearFilters')}
        </Button>
      ) : (
        <Button onClick={onAdd}>
          <UserPlusIcon aria-hidden />
          {t('sellers.header.add')}
        </Button>
      )}
    </ListMessage>
  );
}
