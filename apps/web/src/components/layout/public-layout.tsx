import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { MainContent, SkipLink } from './skip-link';

/** Header + main + footer, used by the public pages and the auth pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <MainContent>{children}</MainContent>
      <Footer />
    </div>
  );
}
