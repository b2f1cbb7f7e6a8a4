import { ExternalLinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { PLATFORM_NAME } from './payment-status';

/** 'Crie sua conta no Asaas': the referral links the reseller's producer switched on (none: nothing shown). */
export function ReferralLinks() {
  const { t } = useTranslation();
  const query = trpc.payouts.referralLinks.useQuery(undefined, { staleTime: 60_000 });
  const links = query.data ?? [];
  if (links.length === 0) return null;
  return (
    <section
      className="grid gap-2 border-t pt-4"
      aria-labelledby="payout-referral-title"
      data-testid="referral-links"
    >
      <h4 id="payout-referral-title" className="font-medium text-sm">
        {t('payments.account.createAccount')}
      </h4>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.platform}>
            <Button asChild variant="outline" size="sm">
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden />
                {t('payments.account.createAccountOn', { platform: t(PLATFORM_NAME[link.platform]) })}
                <span className="sr-only"> {t('payments.account.newTab')}</span>
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
