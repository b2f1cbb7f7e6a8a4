import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { copyText } from '@/lib/clipboard';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import type { AffiliableProduct, CreatedLink } from './affiliation-logic';

const ERROR_TOAST_MS = 6000;

/**
 * 'Gerar Link de Afiliado' and the copy button: creates the affiliation (a pending request on 'Com aprovação'
 * products), copies an active link ('Link copiado!', or a toast asking to copy it by hand when the browser
 * refuses) and reloads the grid. `created` keeps each new link on its card until the list has it.
 */
export function useAffiliateLink() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const createLink = trpc.affiliations.createLink.useMutation();
  const [created, setCreated] = useState<Record<string, CreatedLink>>({});
  const [generatingId, setGeneratingId] = useState<string | null>(null);

  const copyLink = async (link: string) => {
    if (await copyText(link)) {
      toast.success(t('affiliations.toasts.copied'), { duration: 3000 });
    } else {
      toast.error(t('affiliations.toasts.copyFailed'), {
        description: t('affiliations.toasts.copyFailedDescription'),
        duration: ERROR_TOAST_MS,
      });
    }
  };

  const generate = async (product: AffiliableProduct) => {
    setGeneratingId(product.productId);
    try {
      const result = await createLink.mutateAsync({ productId: product.productId });
      setCreated((links) => ({ ...links, [product.productId]: result }));
      if (result.status === 'active' && result.link) {
        await copyLink(result.link);
      } else {
        toast.success(t('affiliations.toasts.requested'), {
          description: t('affiliations.toasts.requestedDescription', { title: product.title }),
          duration: ERROR_TOAST_MS,
        });
      }
    } catch (error) {
      const { code, params } = parseError(error);
      toast.error(t('affiliations.toasts.generateErrorTitle'), {
        description: t(code, params),
        duration: ERROR_TOAST_MS,
      });
    } finally {
      setGeneratingId(null);
      // The card shows the new state (or the refusal the server answered) from the server's list.
      void utils.affiliations.listProducts.invalidate();
    }
  };

  return {
    created,
    generatingId,
    generate: (product: AffiliableProduct) => void generate(product),
    copyLink: (link: string) => void copyLink(link),
  };
}
