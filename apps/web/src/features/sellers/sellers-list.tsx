import { BanIcon, CircleCheckIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/list/list-skeleton';
import { LastAccess, MemberAvatar, RoleBadge, StatusBadge } from '@/components/team/team-badges';
import { formatDateTime, formatLastAccess } from '@/components/team/team-format';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { SellerRow } from './seller-dialogs';
import { blockActionFor } from './seller-logic';

export interface SellerActions {
  /** The seller whose block / unblock call is running, if any. */
  togglingId: string | null;
  onEdit: (seller: SellerRow) => void;
  onToggleBlock: (seller: SellerRow) => void;
  onDelete: (seller: SellerRow) => void;
}

/** Edit, block or unblock, delete, each with an accessible name and a tooltip. */
function RowActions({ seller, actions }: { seller: SellerRow; actions: SellerActions }) {
  const { t } = useTranslation();
  const block = blockActionFor(seller.status);
  const toggling = actions.togglingId === seller.id;
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Button
        variant="ghost"
        size="icon-sm"
        title={t('sellers.actions.editShort')}
        aria-label={t('sellers.actions.edit', { name: seller.name })}
        onClick={() => actions.onEdit(seller)}
      >
        <PencilIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        title={t(`sellers.actions.${block}Short`)}
        aria-label={t(`sellers.actions.${block}`, { name: seller.name })}
        data-action={block}
        disabled={toggling}
        className={
          block === 'block'
            ? 'text-warning-foreground hover:bg-warning/15 dark:text-warning'
            : 'text-success hover:bg-success/10 hover:text-success'
        }
        onClick={() => actions.onToggleBlock(seller)}
      >
        {toggling ? (
          <Spinner />
        ) : block === 'block' ? (
          <BanIcon aria-hidden />
        ) : (
          <CircleCheckIcon aria-hidden />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        title={t('sellers.actions.deleteShort')}
        aria-label={t('sellers.actions.delete', { name: seller.name })}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => actions.onDelete(seller)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}

/**
 * dd/mm/yyyy hh:mm (or 'Nunca'), allowed to break between the date and the time when the table is narrow.
 */
function DateTimeCell({ value }: { value: Date | string | null }) {
  const { t } = useTranslation();
  const formatted = formatLastAccess(value);
  if (!formatted) return <span className="text-muted-foreground">{t('team.never')}</span>;
  const [date, time] = formatted.split(' ');
  return (
    <span className="tabular-nums">
      <span className="whitespace-nowrap">{date}</span> <span className="whitespace-nowrap">{time}</span>
    </span>
  );
}

/**
 * From 768 px: user, email, role, status, created at, last access, actions. Narrower than 1024 px the email
 * folds under the name and the role under the status; the creation date shows from 1280 px.
 */
export function SellersTable({ items, actions }: { items: SellerRow[]; actions: SellerActions }) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pr-2 pl-4">{t('sellers.list.columns.user')}</TableHead>
          <TableHead className="hidden px-2 lg:table-cell">{t('sellers.list.columns.email')}</TableHead>
          <TableHead className="hidden px-2 lg:table-cell">{t('sellers.list.columns.role')}</TableHead>
          <TableHead className="px-2">{t('sellers.list.columns.status')}</TableHead>
          <TableHead className="hidden px-2 xl:table-cell">{t('sellers.list.columns.createdAt')}</TableHead>
          <TableHead className="px-2">{t('sellers.list.columns.lastAccess')}</TableHead>
          <TableHead className="pr-4 pl-2 text-right">{t('sellers.list.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((seller) => (
          <TableRow key={seller.id} data-testid="seller-row" data-status={seller.status}>
            <TableCell className="min-w-44 max-w-64 pr-2 pl-4">
              <div className="flex min-w-0 items-center gap-3">
                <MemberAvatar name={seller.name} avatarUrl={seller.avatarUrl} className="size-8" />
                <div className="grid min-w-0">
                  <span className="truncate font-medium" title={seller.name}>
                    {seller.name}
                  </span>
                  <span className="truncate text-muted-foreground text-xs lg:hidden" title={seller.email}>
                    {seller.email}
                  </span>
                </div>
              </div>
            </TableCell>
            <TableCell className="hidden max-w-56 px-2 lg:table-cell">
              <span className="block truncate text-muted-foreground" title={seller.email}>
                {seller.email}
              </span>
            </TableCell>
            <TableCell className="hidden px-2 lg:table-cell">
              <RoleBadge role={seller.role} />
            </TableCell>
            <TableCell className="px-2">
              <div className="flex flex-col items-start gap-1">
                <StatusBadge status={seller.status} />
                <span className="lg:hidden">
                  <RoleBadge role={seller.role} />
                </span>
              </div>
            </TableCell>
            <TableCell className="hidden px-2 text-muted-foreground xl:table-cell">
              <DateTimeCell value={seller.createdAt} />
            </TableCell>
            <TableCell className="px-2 text-muted-foreground">
              <DateTimeCell value={seller.lastLogin} />
            </TableCell>
            <TableCell className="pr-4 pl-2">
              <RowActions seller={seller} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Below 768 px: one card per seller. */
export function SellersCards({ items, actions }: { items: SellerRow[]; actions: SellerActions }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3">
      {items.map((seller) => (
        <li key={seller.id}>
          <Card className="gap-3 px-4 py-4 shadow-none" data-testid="seller-card" data-status={seller.status}>
            <div className="flex min-w-0 items-center gap-3">
              <MemberAvatar name={seller.name} avatarUrl={seller.avatarUrl} />
              <div className="grid min-w-0 flex-1">
                <span className="truncate font-medium">{seller.name}</span>
                <span className="truncate text-muted-foreground text-sm">{seller.email}</span>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadge role={seller.role} />
              <StatusBadge status={seller.status} />
            </div>
            <dl className="grid grid-cols-2 gap-3 text-xs">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{t('sellers.list.createdAt')}</dt>
                <dd className="tabular-nums">{formatDateTime(seller.createdAt)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{t('sellers.list.lastAccess')}</dt>
                <dd>
                  <LastAccess value={seller.lastLogin} />
                </dd>
              </div>
            </dl>
            <div className="-mx-1 flex justify-end border-t pt-2">
              <RowActions seller={seller} actions={actions} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function SellersSkeleton({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  return (
    <ListSkeleton
      label={t('sellers.list.loading')}
      layout={desktop ? 'rows' : 'cards'}
      media="avatar"
      trailing={3}
      className={desktop ? 'gap-4' : 'gap-3 p-4'}
      testId="sellers-loading"
    />
  );
}
