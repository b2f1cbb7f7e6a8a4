import type { RouterOutputs } from '@afilia/api';
import { Link } from '@tanstack/react-router';
import { CopyPlusIcon, EyeIcon, HandshakeIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/components/product-image';
import { SalesPageLink } from '@/components/sales-page-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { CopyCodeBadge } from './copy-code-badge';

export type ProductRow = RouterOutputs['products']['list']['items'][number];

export interface ListActions {
  /** The product being duplicated, if any. */
  busyId: string | null;
  onDuplicate: (product: ProductRow) => void;
  onDelete: (product: ProductRow) => void;
  /** Opens the product's affiliates; absent for a role without `affiliations.manage`. */
  onAffiliates?: (product: ProductRow) => void;
}

function CategoryBadge({ category }: { category: ProductRow['category'] }) {
  const { t } = useTranslation();
  if (!category)
    return <span className="text-muted-foreground text-xs">{t('products.list.noCategory')}</span>;
  return <Badge variant="secondary">{t(`products.categories.${category}`)}</Badge>;
}

/** 'Afiliados', with the number of requests waiting for the producer's decision. */
function AffiliatesButton({
  product,
  onOpen,
}: {
  product: ProductRow;
  onOpen: (product: ProductRow) => void;
}) {
  const { t } = useTranslation();
  const pending = product.affiliates.pending;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="relative"
      title={t('affiliations.manage.openShort')}
      aria-label={
        pending > 0
          ? t('affiliations.manage.openWithPending', { title: product.title, count: pending })
          : t('affiliations.manage.open', { title: product.title })
      }
      data-testid="product-affiliates"
      onClick={() => onOpen(product)}
    >
      <HandshakeIcon aria-hidden />
      {pending > 0 && (
        <span
          className="absolute -top-1 -right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 font-semibold text-[0.625rem] text-primary-foreground tabular-nums leading-none"
          aria-hidden
          data-testid="product-affiliates-pending"
        >
          {pending > 99 ? '99+' : pending}
        </span>
      )}
    </Button>
  );
}

/** The affiliates, the public sales page, view, edit, duplicate and delete. View and edit open the form. */
function RowActions({ product, actions }: { product: ProductRow; actions: ListActions }) {
  const { t } = useTranslation();
  const label = (action: 'view' | 'edit' | 'duplicate' | 'delete') =>
    t(`products.list.actions.${action}`, { title: product.title });
  const duplicating = actions.busyId === product.id;
  return (
    <div className="flex items-center justify-end gap-0.5">
      {actions.onAffiliates && <AffiliatesButton product={product} onOpen={actions.onAffiliates} />}
      <SalesPageLink productCode={product.productCode} title={product.title} iconOnly />
      <Button asChild variant="ghost" size="icon-sm" title={t('products.list.actions.viewShort')}>
        <Link to="/dashboard/products/edit/$id" params={{ id: product.id }} aria-label={label('view')}>
          <EyeIcon aria-hidden />
        </Link>
      </Button>
      <Button asChild variant="ghost" size="icon-sm" title={t('products.list.actions.editShort')}>
        <Link to="/dashboard/products/edit/$id" params={{ id: product.id }} aria-label={label('edit')}>
          <PencilIcon aria-hidden />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        title={t('products.list.actions.duplicateShort')}
        aria-label={label('duplicate')}
        disabled={duplicating}
        onClick={() => actions.onDuplicate(product)}
      >
        {duplicating ? <Spinner /> : <CopyPlusIcon aria-hidden />}
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        title={t('products.list.actions.deleteShort')}
        aria-label={label('delete')}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => actions.onDelete(product)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}

/** From 768 px: image, title and description, category, code, creation date, actions. */
export function ProductTable({ items, actions }: { items: ProductRow[]; actions: ListActions }) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-28 pl-4">{t('products.list.columns.image')}</TableHead>
          <TableHead>{t('products.list.columns.title')}</TableHead>
          <TableHead>{t('products.list.columns.category')}</TableHead>
          <TableHead>{t('products.list.columns.code')}</TableHead>
          <TableHead className="hidden lg:table-cell">{t('products.list.columns.createdAt')}</TableHead>
          <TableHead className="pr-4 text-right">{t('products.list.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((product) => (
          <TableRow key={product.id} data-testid="product-row">
            <TableCell className="pl-4">
              <ProductImage
                src={product.coverImage}
                alt={product.title}
                className="w-20"
                iconClassName="size-5"
              />
            </TableCell>
            <TableCell className="max-w-72">
              <p className="truncate font-medium" title={product.title}>
                {product.title}
              </p>
              <p className="truncate text-muted-foreground text-xs" title={product.descriptionExcerpt}>
                {product.descriptionExcerpt}
              </p>
            </TableCell>
            <TableCell>
              <CategoryBadge category={product.category} />
            </TableCell>
            <TableCell>
              <CopyCodeBadge code={product.productCode} />
            </TableCell>
            <TableCell className="hidden text-muted-foreground tabular-nums lg:table-cell">
              {formatDate(product.createdAt)}
            </TableCell>
            <TableCell className="pr-4">
              <RowActions product={product} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Below 768 px: one card per product. */
export function ProductCards({ items, actions }: { items: ProductRow[]; actions: ListActions }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((product) => (
        <li key={product.id}>
          <Card className="gap-0 overflow-hidden py-0 shadow-none" data-testid="product-card">
            <ProductImage
              src={product.coverImage}
              alt={product.title}
              className="rounded-none border-0 border-b"
            />
            <CardContent className="grid gap-2 p-4">
              <div className="grid gap-0.5">
                <p className="line-clamp-2 font-semibold leading-snug">{product.title}</p>
                <p className="line-clamp-2 text-muted-foreground text-sm">{product.descriptionExcerpt}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <CategoryBadge category={product.category} />
                <CopyCodeBadge code={product.productCode} />
              </div>
              <div className="flex items-center justify-between gap-2 border-t pt-2">
                <span className="text-muted-foreground text-xs tabular-nums">
                  {formatDate(product.createdAt)}
                </span>
                <RowActions product={product} actions={actions} />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
