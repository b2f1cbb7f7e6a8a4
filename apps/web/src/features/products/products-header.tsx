import { Link } from '@tanstack/react-router';
import { ListIcon, PackagePlusIcon, PencilIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export type ProductsViewTab = 'list' | 'create' | 'edit';

const tabClass =
  'inline-flex h-8 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 font-medium text-sm outline-none transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-none [&_svg]:size-4 [&_svg]:shrink-0';
const activeClass = 'bg-background text-foreground shadow-sm dark:bg-input/30 dark:border dark:border-input';
const idleClass = 'text-muted-foreground hover:text-foreground';

/**
 * The Products screen's title and its two views, list ('Listar Produtos') and form ('Cadastrar Produto'). They
 * are links, so leaving a form with unsaved changes goes through the same confirmation as any navigation.
 */
export function ProductsHeader({
  active,
  createBlocked = false,
}: {
  active: ProductsViewTab;
  /** The plan's product limit is reached (or there is no plan): 'Cadastrar Produto' is shown disabled. */
  createBlocked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('products.header.title')}</h2>
        <p className="text-muted-foreground">{t('products.header.description')}</p>
      </div>
      <nav
        aria-label={t('products.views.label')}
        className="flex w-full items-center gap-1 rounded-lg bg-muted p-[3px] md:w-fit"
      >
        <Link
          to="/dashboard/products"
          search={{ view: 'list' }}
          aria-current={active === 'list' ? 'page' : undefined}
          className={cn(tabClass, active === 'list' ? activeClass : idleClass)}
          data-testid="view-list"
        >
          <ListIcon aria-hidden />
          {t('products.views.list')}
        </Link>
        {active === 'edit' ? (
          <span aria-current="page" className={cn(tabClass, activeClass)}>
            <PencilIcon aria-hidden />
            {t('products.views.edit')}
          </span>
        ) : createBlocked && active !== 'create' ? (
          <span
            aria-disabled="true"
            title={t('plans.usage.limitReached')}
            className={cn(tabClass, idleClass, 'cursor-not-allowed opacity-50 hover:text-muted-foreground')}
            data-testid="view-form"
          >
            <PackagePlusIcon aria-hidden />
            {t('products.views.form')}
          </span>
        ) : (
          <Link
            to="/dashboard/products/add"
            aria-current={active === 'create' ? 'page' : undefined}
            className={cn(tabClass, active === 'create' ? activeClass : idleClass)}
            data-testid="view-form"
          >
            <PackagePlusIcon aria-hidden />
            {t('products.views.form')}
          </Link>
        )}
      </nav>
    </div>
  );
}
