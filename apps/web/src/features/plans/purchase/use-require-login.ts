import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/**
 * 'Autenticação necessária', then /login coming back to this plan's purchase. The account itself is not
 * touched before buying: the server makes a reseller a producer when the purchase or trial takes effect.
 */
export function useRequireLogin({ planId, close }: { planId: string; close: () => void }): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    toast.error(t('plans.toasts.authRequired'), { description: t('plans.toasts.authRequiredDescription') });
    close();
    void navigate({ to: '/login', search: { returnTo: `${location.pathname}?checkout=${planId}` } });
  }, [t, close, navigate, location.pathname, planId]);
}
