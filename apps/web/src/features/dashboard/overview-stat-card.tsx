import { formatBRL } from '@afilia/validators';
import { DollarSignIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** One figure of the overview: a title, the value, a line that explains it. */
export function StatCard({
  title,
  value,
  description,
  icon: Icon,
  testId,
}: {
  title: string;
  value: string;
  description: ReactNode;
  icon: LucideIcon;
  testId?: string;
}) {
  return (
    <Card className="gap-2" data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="font-medium text-muted-foreground text-sm">{title}</CardTitle>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </CardHeader>
      <CardContent>
        <p
          className="font-bold text-2xl tabular-nums tracking-tight"
          data-testid={testId && `${testId}-value`}
        >
          {value}
        </p>
        <div className="mt-1 text-muted-foreground text-xs">{description}</div>
      </CardContent>
    </Card>
  );
}

/** 'Vendas', the same for every role: R$ 0,00 until the checkout exists. */
export function SalesStatCard() {
  const { t } = useTranslation();
  return (
    <StatCard
      title={t('dashboard.overview.cards.sales.title')}
      value={formatBRL(0)}
      description={t('dashboard.overview.cards.sales.description')}
      icon={DollarSignIcon}
      testId="card-sales"
    />
  );
}

/** The shape of a StatCard while the figures load. */
export function StatCardSkeleton() {
  return (
    <Card className="gap-2" aria-hidden>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="size-8" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-7 w-20" />
        <Skeleton className="h-3 w-36" />
      </CardContent>
    </Card>
  );
}
