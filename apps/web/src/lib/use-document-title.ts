import { useEffect } from 'react';

/** Sets `document.title` to "<title> | Afilia" (or just the app name when title is empty). */
export function useDocumentTitle(title: string | undefined, appName = 'Afilia'): void {
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}
