import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { trpc } from '@/lib/trpc';
import type { Me } from '@/lib/use-me';

/** 'Perfil atualizado' stays 3 s. */
const PROFILE_UPDATED_TOAST_MS = 3000;

export interface PurchaseAccount {
  /** 'Autenticação necessária', then /login coming back to this plan's purchase. */
  requireLogin: () => void;
  /** A reseller is made a producer before buying; false (after an error toast) when that failed. */
  ensureProducer: () => Promise<boolean>;
}

/** The buyer's account around a purchase: signed in, and a producer. */
export function usePurchaseAccount({
  me,
  planId,
  close,
}: {
  me: Me | null;
  planId: string;
  close: () => void;
}): PurchaseAccount {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const becomeProducer = trpc.account.becomeProducer.useMutation();

  const requireLogin = useCallback(() => {
    toast.error(t('plans.toasts.authRequired'), { description: t('plans.toasts.authRequiredDescription') });
    close();
    void navigate({ to: '/login', search: { returnTo: `${location.pathname}?checkout=${planId}` } });
  }, [t, close, navigate, location.pathname, planId]);

  const ensureProducer = useCallback(async (): Promise<boolean> => {
    if (me?.role !== 'reseller') return true;
    try {
      await becomeProducer.mutateAsync();
    } catch {
      toast.error(t('plans.toasts.errorTitle'), { description: t('plans.toasts.accountUpdateFailed') });
      return false;
    }
    toast.success(t('plans.toasts.profileUpdated'), { duration: PROFILE_UPDATED_TOAST_MS });
    await utils.auth.me.invalidate();
    return true;
  }, [me, becomeProducer, t, utils]);

  return { requireLogin, ensureProducer };
}
