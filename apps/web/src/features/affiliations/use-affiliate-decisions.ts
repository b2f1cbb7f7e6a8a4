import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { type AffiliateAction, actionOutcome, decisionOf, type ProductAffiliate } from './affiliation-logic';

/** The name to show for a reseller: their full name, else their email. */
export function resellerName(affiliate: Pick<ProductAffiliate, 'reseller'>): string {
  return affiliate.reseller.fullName?.trim() || affiliate.reseller.email;
}

/**
 * The producer's decisions on a product's affiliates: approve, refuse and reactivate at once, revoke after a
 * confirmation. Each shows a toast and reloads the affiliates and the products list (its pending badge).
 */
export function useAffiliateDecisions() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const decide = trpc.affiliations.decide.useMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ProductAffiliate | null>(null);

  const run = async (affiliate: ProductAffiliate, action: AffiliateAction): Promise<boolean> => {
    setBusyId(affiliate.id);
    const name = resellerName(affiliate);
    try {
      await decide.mutateAsync({ affiliationId: affiliate.id, decision: decisionOf(action) });
      const outcome = actionOutcome(action);
      toast.success(t(`affiliations.manage.toasts.${outcome}`), {
        description: t(`affiliations.manage.toasts.${outcome}Description`, { name }),
      });
      return true;
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('affiliations.manage.toasts.errorTitle'), {
        description: t(code, params),
        duration: 5000,
      });
      return false;
    } finally {
      setBusyId(null);
      void utils.affiliations.listForProduct.invalidate();
      void utils.products.list.invalidate();
    }
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    if (await run(toRevoke, 'revoke')) setToRevoke(null);
  };

  return {
    busyId,
    /** Revoking asks first; the other actions run at once. */
    onAction: (affiliate: ProductAffiliate, action: AffiliateAction) => {
      if (action === 'revoke') setToRevoke(affiliate);
      else void run(affiliate, action);
    },
    toRevoke,
    cancelRevoke: () => setToRevoke(null),
    confirmRevoke: () => void confirmRevoke(),
    revoking: toRevoke !== null && busyId === toRevoke.id,
  };
}
