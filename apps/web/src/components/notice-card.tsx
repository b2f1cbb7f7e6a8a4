import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { FileRouteTypes } from '@/routeTree.gen';

/** 'brand' (a gradient tile: a feature to come or to unlock) or 'destructive' (a red disc: not allowed). */
export type NoticeTone = 'brand' | 'destructive';

const ICON_TILE: Record<NoticeTone, string> = {
  brand: 'rounded-2xl bg-gradient-to-br from-brand-from to-brand-to text-white shadow-sm',
  destructive: 'rounded-full bg-destructive/10 text-destructive',
};

/** A link styled as a button, under the texts. */
export interface NoticeAction {
  to: FileRouteTypes['to'];
  label: string;
  icon: LucideIcon;
  variant?: 'default' | 'outline';
}

/**
 * A card that stands in for a page or a tab the user cannot see (no permission, not built yet, not in the
 * plan): an icon, a heading at the level the page needs, a short text and an optional link.
 */
export function NoticeCard({
  tone,
  headingLevel,
  icon: Icon,
  title,
  text,
  action,
  testId,
  contentClassName,
}: {
  tone: NoticeTone;
  headingLevel: 2 | 3 | 4;
  icon: LucideIcon;
  title: ReactNode;
  text: ReactNode;
  action?: NoticeAction;
  testId?: string;
  /** Overrides the vertical padding (`py-12`). */
  contentClassName?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Card data-testid={testId}>
      <CardContent className={cn('flex flex-col items-center gap-4 py-12 text-center', contentClassName)}>
        <span className={cn('flex size-14 items-center justify-center', ICON_TILE[tone])}>
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="grid max-w-md gap-1.5">
          <Heading className="font-semibold text-lg">{title}</Heading>
          <p className="text-muted-foreground text-sm">{text}</p>
        </div>
        {action && (
          <Button asChild variant={action.variant}>
            <Link to={action.to}>
              <action.icon aria-hidden />
              {action.label}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
