import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The centred card every auth page uses inside the public layout. */
export function AuthCard({
  title,
  description,
  icon,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="relative flex flex-1 justify-center overflow-hidden px-4 py-10 sm:py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary/10 to-transparent"
      />
      <Card className={cn('w-full max-w-md gap-5 shadow-md', className)}>
        <CardHeader className="gap-2 text-center">
          {icon && (
            <div className="mx-auto mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5">
              {icon}
            </div>
          )}
          <CardTitle className="text-2xl tracking-tight">
            <h1>{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
