import { trpc } from '@/lib/trpc';
import type { PaymentConnection } from './payment-types';

/**
 * After a connection changed: puts the server's answer in the cards' cache and reloads what depends on it (the
 * balance, the history, the upcoming payments, the payouts' destinations).
 */
export function usePaymentsCache() {
  const utils = trpc.useUtils();
  return {
    putConnection(view: PaymentConnection) {
      utils.payments.connections.setData(undefined, (list) =>
        list?.map((item) => (item.platform === view.platform ? view : item)),
      );
      void utils.payments.connections.invalidate();
    },
    reloadConnections() {
      void utils.payments.connections.invalidate();
    },
    reloadMoney() {
      void utils.payments.balance.invalidate();
      void utils.payments.history.invalidate();
      void utils.payments.upcoming.invalidate();
      void utils.payouts.overview.invalidate();
    },
  };
}
