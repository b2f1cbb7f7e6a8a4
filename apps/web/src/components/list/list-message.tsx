import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * 'primary' (an empty list: the icon on a tinted tile), 'destructive' (a load error, tinted tile) or 'muted'
 * (no search match: a plain grey icon).
 */
export type ListMessageTone = 'primary' | 'destructive' | 'muted';

const TILE: Record<Exclude<ListMessageTone, 'muted'>, string> = {
  primary: 'bg-primary/10 text-primary',
  destructive: 'bg-destructive/10 text-destructive',
};

/**
 * What a list shows instead of its items: empty, no search match, or a load error (then `role="alert"`). An
 * icon, a title, an optional hint and the actions (clear the search, retry, create the first item).
 */
export function ListMessage({
  icon: Icon,
  tone,
  title,
  description,
  children,
  alert = false,
  className,
  testId,
  titleTestId,
}: {
  icon: LucideIcon;
  tone: ListMessageTone;
  title: ReactNode;
  description?: ReactNode;
  /** The actions, under the texts. */
  children?: ReactNode;
  /** A load error: announced to screen readers at once. */
  alert?: boolean;
  className?: string;
  testId?: string;
  titleTestId?: string;
}) {
  return (
    <div
      className={cn('flex flex-col items-center gap-3 px-6 py-14 text-center', className)}
      role={alert ? 'alert' : undefined}
      data-testid={testId}
    >
      {tone === 'muted' ? (
        <Icon className="size-10 text-muted-foreground" aria-hidden />
      ) : (
        <span className={cn('flex size-14 items-center justify-center rounded-2xl', TILE[tone])}>
          <Icon className="size-6" aria-hidden />
        </span>
      )}
      <p className="max-w-sm font-medium" data-testid={titleTestId}>
        {title}
      </p>
      {description && <p className="max-w-sm text-muted-foreground text-sm">{description}</p>}
      {children && <div className="flex flex-wrap items-center justify-center gap-2">{children}</div>}
    </div>
  );
}
