import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const MAIN_ID = 'main-content';

/** 'Pular para o conteúdo': the first stop of the keyboard, shown only when focused; leads to MainContent. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('common.skipToContent')}
    </a>
  );
}

/** The page's `<main>`, the target of the SkipLink (focusable, without a focus ring). */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
      {children}
    </main>
  );
}
