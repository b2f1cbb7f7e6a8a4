import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AUTOSAVE_NOTICE_MS } from './draft-autosave';
import type { ProductDraft } from './product-storage';
import { formatSavedAt } from './saved-at';

/**
 * The draft toasts of the product form: 'Dados recuperados' once when a draft was restored,
 * and the auto-save notice after 10 s on the form. Returns whether that notice has shown.
 */
export function useDraftNotices(restored: ProductDraft | null): boolean {
  const { t } = useTranslation();
  const [autosaveActive, setAutosaveActive] = useState(false);

  const restoredNoticeShown = useRef(false);
  useEffect(() => {
    if (!restored || restoredNoticeShown.current) return;
    restoredNoticeShown.current = true;
    toast.info(t('products.draft.restored'), {
      description: t('products.draft.restoredDescription', { date: formatSavedAt(restored.savedAt, true) }),
      duration: 5000,
    });
  }, [restored, t]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setAutosaveActive(true);
      toast.info(t('products.draft.autosaveActive'), {
        description: t('products.draft.autosaveActiveDescription'),
        duration: 4000,
      });
    }, AUTOSAVE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [t]);

  return autosaveActive;
}
