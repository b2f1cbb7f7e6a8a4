import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A list card of the overview ('Seus links', 'Cliques por produto'): the title after its icon, a description. */
export function OverviewCard({
  icon: Icon,
  title,
  description,
  testId,
  className,
  contentClassName,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  testId?: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className} data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4 text-primary" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** What an OverviewCard shows while it has nothing to list: a dashed box, an icon, a title, a hint, an action. */
export function OverviewEmpty({
  icon: Icon,
  title,
  hint,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  hint: ReactNode;
  /** The action, under the texts. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <Icon className="size-8 text-muted-foreground/70" aria-hidden />
      <div className="grid gap-1">
        <p className="font-medium text-sm">{title}</p>
        <p className="text-muted-foreground text-sm">{hint}</p>
      </div>
      {children}
    </div>
  );
}
