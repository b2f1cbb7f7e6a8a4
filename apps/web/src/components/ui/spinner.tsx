import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A spinning indicator. Pass `label` (already translated) for screen readers when it stands alone. */
export function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
