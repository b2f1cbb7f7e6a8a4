import { can } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { BalanceBox } from './balance-box';
import { HowItWorksCard } from './how-it-works-card';
import { PaymentHistoryCard } from './payment-history-card';
import { PayoutAccountCard } from './payout-account-card';
import { PayoutsCard } from './payouts-card';
import { PlatformCards } from './platform-cards';
import { UpcomingPaymentsCard } from './upcoming-payments-card';

/**
 * 'Pagamentos' (/dashboard/payments). A producer or admin connects Stripe and Asaas, sees the Asaas balance
 * and pays the resellers; a reseller says where to receive. Everyone sees their own history and what is due.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { me } = useMe();
  const role = me?.role;
  const managesConnections = can(role, 'payments.connections');
  const connections = trpc.payments.connections.useQuery(undefined, {
    enabled: managesConnections,
    staleTime: 0,
  });
  const asaasActive = Boolean(connections.data?.some((item) => item.platform === 'asaas' && item.enabled));

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="payments-page">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('payments.title')}</h2>
        <p className="text-muted-foreground">
          {t(managesConnections ? 'payments.description' : 'payments.descriptionReseller')}
        </p>
      </div>

      {managesConnections && (
        <>
          <PlatformCards query={connections} />
          <HowItWorksCard />
          {asaasActive && <BalanceBox />}
        </>
      )}
      {can(role, 'payouts.manage') && <PayoutsCard asaasActive={asaasActive} />}
      {can(role, 'payouts.receive') && <PayoutAccountCard />}
      {can(role, 'payments.view') && (
        <>
          <PaymentHistoryCard asaasActive={managesConnections && asaasActive} />
          <UpcomingPaymentsCard />
        </>
      )}
    </div>
  );
}
