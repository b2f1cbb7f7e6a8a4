import { useEffect, useState } from 'react';
import { copyText } from './clipboard';

/**
 * A copy button's state: `copy` copies the text and answers whether the browser allowed it (for the caller's
 * toast); `copied` then stays true for `ms` (the check mark in place of the copy icon).
 */
export function useCopy(ms = 2000) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), ms);
    return () => clearTimeout(timer);
  }, [copied, ms]);

  const copy = async (text: string): Promise<boolean> => {
    const ok = await copyText(text);
    if (ok) setCopied(true);
    return ok;
  };
  return { copied, copy };
}
