import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** 'rows' for a table (from 768 px), 'cards' for a card list or grid. */
export type ListSkeletonLayout = 'rows' | 'cards';
/** What leads each item: a 4:3 picture (products) or a round photo (people). */
export type ListSkeletonMedia = 'image' | 'avatar';

const CONTAINER: Record<ListSkeletonLayout, string> = {
  rows: 'grid gap-3 p-4',
  cards: 'grid gap-4',
};

function RowPlaceholder({ media, trailing }: { media: ListSkeletonMedia; trailing: number }) {
  return (
    <div className="flex items-center gap-4">
      {media === 'image' ? (
        <Skeleton className="aspect-[4/3] w-20" />
      ) : (
        <Skeleton className="size-8 rounded-full" />
      )}
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
      {Array.from({ length: trailing }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className={cn('h-6', i === trailing - 1 ? 'w-24' : 'w-16')} />
      ))}
    </div>
  );
}

function CardPlaceholder({ media }: { media: ListSkeletonMedia }) {
  if (media === 'image') {
    return (
      <div className="grid gap-3 overflow-hidden rounded-xl border">
        <Skeleton className="aspect-[4/3] w-full rounded-none" />
        <div className="grid gap-2 p-4 pt-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3 rounded-xl border p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-9 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      </div>
      <Skeleton className="h-5 w-40" />
    </div>
  );
}

/**
 * The placeholder of a list while its first page loads: a status with an accessible name (e.g. 'Carregando
 * produtos...'), then `count` rows or cards shaped like the real ones.
 */
export function ListSkeleton({
  label,
  layout,
  media,
  count = layout === 'rows' ? 5 : 3,
  trailing = 1,
  className,
  testId,
}: {
  /** The translated accessible name of the status. */
  label: string;
  layout: ListSkeletonLayout;
  media: ListSkeletonMedia;
  count?: number;
  /** Rows only: how many short blocks (badges, buttons) end each row. */
  trailing?: number;
  /** Classes for the container, e.g. the columns of a card grid. */
  className?: string;
  testId?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn(CONTAINER[layout], className)} data-testid={testId}>
      {Array.from({ length: count }, (_, i) =>
        layout === 'rows' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <RowPlaceholder key={i} media={media} trailing={trailing} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <CardPlaceholder key={i} media={media} />
        ),
      )}
    </div>
  );
}
