import type { PaymentPlatform } from '@afilia/validators';
import { CreditCardIcon, type LucideIcon, QrCodeIcon, Settings2Icon, WalletIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { PLATFORM_DESCRIPTION, PLATFORM_NAME } from './payment-status';
import type { PaymentConnection } from './payment-types';
import { ReferralLinkForm } from './referral-link-form';

const PLATFORM_ICON: Record<PaymentPlatform, LucideIcon> = {
  stripe: CreditCardIcon,
  asaas: QrCodeIcon,
  mercadopago: WalletIcon,
};

/**
 * One platform: name, description, Ativo/Inativo, the switch and 'Configurar'. Once active: the connected
 * account, the key's last four characters and the referral link for resellers.
 */
export function PlatformCard({
  connection,
  toggling,
  onToggle,
  onConfigure,
}: {
  connection: PaymentConnection;
  /** The switch's call is running. */
  toggling: boolean;
  onToggle: (enabled: boolean) => void;
  onConfigure: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { platform, enabled } = connection;
  const name = t(PLATFORM_NAME[platform]);
  const Icon = PLATFORM_ICON[platform];
  const account = connection.accountName ?? connection.accountEmail;

  return (
    <Card className="gap-4" data-testid={`platform-${platform}`} aria-labelledby={`${id}-name`}>
      <CardHeader>
        <CardTitle id={`${id}-name`} className="flex items-center gap-2 text-base">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
            <Icon className="size-4" aria-hidden />
          </span>
          {name}
        </CardTitle>
        <CardDescription>{t(PLATFORM_DESCRIPTION[platform])}</CardDescription>
        <CardAction>
          <ToneBadge tone={enabled ? 'success' : 'neutral'} data-testid={`platform-${platform}-status`}>
            {enabled ? t('payments.platforms.active') : t('payments.platforms.inactive')}
          </ToneBadge>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Switch
              checked={enabled}
              disabled={toggling}
              onCheckedChange={onToggle}
              aria-label={t('payments.platforms.toggleLabel', { platform: name })}
              data-testid={`platform-${platform}-toggle`}
            />
            {toggling && <Spinner />}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={onConfigure}
            data-testid={`platform-${platform}-configure`}
          >
            <Settings2Icon aria-hidden />
            {t('payments.platforms.configure')}
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
        {enabled && (account || connection.apiKeyLast4) && (
          <dl className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
            {account && (
              <div className="min-w-0">
                <dt className="sr-only">{t('payments.stripe.account')}</dt>
                <dd className="break-words">{t('payments.platforms.connectedAs', { name: account })}</dd>
              </div>
            )}
            {connection.apiKeyLast4 && (
              <div>
                <dt className="sr-only">{t('payments.asaas.apiKey')}</dt>
                <dd className="text-muted-foreground">
                  {t('payments.platforms.keyEnding', { last4: connection.apiKeyLast4 })}
                </dd>
              </div>
            )}
            {connection.cardPaymentsReady && (
              <div>
                <dt className="sr-only">{t('payments.stripe.publishableKey')}</dt>
                <dd className="text-muted-foreground">{t('payments.stripe.cardPaymentsReady')}</dd>
              </div>
            )}
          </dl>
        )}
        {enabled && <ReferralLinkForm connection={connection} />}
      </CardContent>
    </Card>
  );
}
