import type { ReactNode } from 'react';

/** The heading band at the top of an informational page. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
}) {
  return (
    <section className="border-b bg-gradient-to-b from-primary/5 to-background">
      <div className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
        {eyebrow && <p className="font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>}
        <h1 className="mt-3 text-balance font-bold text-4xl tracking-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 text-pretty text-lg text-muted-foreground">{subtitle}</p>}
      </div>
    </section>
  );
}
