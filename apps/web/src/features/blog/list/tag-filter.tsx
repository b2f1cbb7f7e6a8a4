import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

/** How many of the most used tags are offered as chips (the active one is always shown). */
const MAX_CHIPS = 16;

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'bg-background text-foreground hover:bg-accent hover:text-accent-foreground dark:bg-input/30',
      )}
    >
      {children}
    </button>
  );
}

/** The tag chips of the published articles (most used first): one active at a time, 'Todas' clears it. */
export function TagFilter({
  active,
  onChange,
}: {
  active: string | null;
  onChange: (tag: string | null) => void;
}) {
  const { t } = useTranslation();
  const query = trpc.blog.tags.useQuery(undefined, { staleTime: 60_000 });
  if (query.isPending) {
    return (
      <div className="flex gap-2" role="status" aria-label={t('blog.list.tagsLoading')}>
        {[16, 20, 14, 24, 18].map((width) => (
          <Skeleton key={width} className="h-8 rounded-full" style={{ width: `${width * 4}px` }} />
        ))}
      </div>
    );
  }
  const tags = (query.data ?? []).slice(0, MAX_CHIPS).map((entry) => entry.tag);
  if (active && !tags.includes(active)) tags.unshift(active);
  if (tags.length === 0) return null;
  return (
    <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      <legend className="sr-only">{t('blog.list.tagsLabel')}</legend>
      <Chip pressed={active === null} onClick={() => onChange(null)}>
        {t('blog.list.allTags')}
      </Chip>
      {tags.map((tag) => (
        <Chip key={tag} pressed={active === tag} onClick={() => onChange(active === tag ? null : tag)}>
          <span aria-hidden className="opacity-60">
            #
          </span>
          {tag}
        </Chip>
      ))}
    </fieldset>
  );
}
