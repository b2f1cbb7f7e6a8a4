import type { ConfigurablePlatform } from '@afilia/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError, translateError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { isReadyToEnable, PLATFORM_NAME } from './payment-status';
import type { PaymentConnection } from './payment-types';
import { usePaymentsCache } from './use-payments-cache';

/**
 * A card's switch. Mercado Pago only shows its notice. Turning Asaas or Stripe on before it was
 * configured opens its form instead (the server refuses it). Otherwise the server switches it: 'Plataforma
 * ativada' / 'Plataforma desativada'.
 */
export function usePlatformToggle({
  onConfigure,
  onNotice,
}: {
  onConfigure: (platform: ConfigurablePlatform) => void;
  onNotice: () => void;
}) {
  const { t } = useTranslation();
  const toggle = trpc.payments.toggle.useMutation();
  const cache = usePaymentsCache();
  const [pending, setPending] = useState<PaymentConnection['platform'] | null>(null);

  const change = async (connection: PaymentConnection, enabled: boolean) => {
    const { platform } = connection;
    if (platform === 'mercadopago') {
      onNotice();
      return;
    }
    if (enabled && !isReadyToEnable(connection)) {
      onConfigure(platform);
      return;
    }
    const name = t(PLATFORM_NAME[platform]);
    setPending(platform);
    try {
      const view = await toggle.mutateAsync({ platform, enabled });
      cache.putConnection(view);
      cache.reloadMoney();
      if (enabled)
        toast.success(t('payments.platforms.activated'), {
          description: t('payments.platforms.activatedDescription', { platform: name }),
        });
      else
        toast.success(t('payments.platforms.deactivated'), {
          description: t('payments.platforms.deactivatedDescription', { platform: name }),
        });
    } catch (error) {
      const { code, params } = parseError(error);
      if (enabled && code === 'errors.payments.connectionNotConfigured') onConfigure(platform);
      else toast.error(t('payments.toast.actionFailed'), { description: translateError(t, code, params) });
    } finally {
      setPending(null);
    }
  };

  return {
    change: (connection: PaymentConnection, enabled: boolean) => void change(connection, enabled),
    pending,
  };
}
