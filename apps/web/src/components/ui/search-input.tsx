import { SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/** A search field with a leading magnifier icon; `label` is its accessible name. */
export function SearchInput({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<typeof Input>, 'type'> & { label: string }) {
  return (
    <div className={cn('relative w-full', className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" name="search" aria-label={label} className="pl-9" {...props} />
    </div>
  );
}
