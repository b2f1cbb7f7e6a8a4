import { can } from '@afilia/validators';
import { useNavigate } from '@tanstack/react-router';
import {
  BellIcon,
  ContactIcon,
  HandCoinsIcon,
  type LucideIcon,
  PaletteIcon,
  ReceiptIcon,
  ShieldIcon,
  WebhookIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { IntegrationsSettings } from '@/features/integrations';
import { PayoutAccountCard } from '@/features/payments';
import { useMe } from '@/lib/use-me';
import { cn } from '@/lib/utils';
import { AppearanceSettings } from './appearance-settings';
import { ContactSettings } from './contact-settings';
import { NotificationSettings } from './notification-settings';
import { SalesSettingsCard } from './sales-settings-card';
import { showsSalesSettings } from './sales-settings-values';
import { SecuritySettings } from './security-settings';
import {
  parseSettingsTab,
  SETTINGS_TAB_LABEL,
  type SettingsTab,
  settingsTabColumns,
  shownSettingsTab,
  visibleSettingsTabs,
} from './settings-tabs';

const TAB_ICONS: Record<SettingsTab, LucideIcon> = {
  notifications: BellIcon,
  appearance: PaletteIcon,
  contact: ContactIcon,
  security: ShieldIcon,
  sales: ReceiptIcon,
  payouts: HandCoinsIcon,
  integrations: WebhookIcon,
};

/**
 * /dashboard/settings: Notificações, Aparência, Informações de contato and Segurança, Vendas for a producer
 * (the refund window), Recebimentos for a reseller (the Asaas wallet and Pix key) and Integrações for a producer
 * or an admin (webhooks), the tab kept in `?tab=`.
 */
export function SettingsPage({ tab }: { tab: SettingsTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useMe();
  const access = {
    sales: showsSalesSettings(me?.role),
    payouts: can(me?.role, 'payouts.receive'),
    integrations: can(me?.role, 'integrations.manage'),
  };
  const current = shownSettingsTab(tab, access);
  const tabs = visibleSettingsTabs(access);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('settings.title')}</h2>
        <p className="text-muted-foreground">{t('settings.description')}</p>
      </div>
      <Tabs
        value={current}
        onValueChange={(value) => {
          const next = parseSettingsTab(value) ?? 'notifications';
          void navigate({ to: '/dashboard/settings', search: { tab: next }, replace: true });
        }}
        className="min-w-0 gap-4"
      >
        {/*
          A grid until the labels fit on one line at 1280 px: two columns on phones (an odd last tab spans both,
          so none sits alone in half a row), then the columns settingsTabColumns picks from 640 px.
        */}
        <TabsList
          className={cn(
            'grid h-auto w-full grid-cols-2 gap-1 max-sm:[&>:last-child:nth-child(odd)]:col-span-2 xl:inline-flex xl:h-10 xl:w-fit xl:gap-0',
            settingsTabColumns(tabs.length),
          )}
        >
          {tabs.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="h-auto min-h-9 whitespace-normal px-2 py-1.5 leading-tight xl:h-[calc(100%-1px)] xl:min-h-0 xl:whitespace-nowrap xl:px-3 xl:py-1"
              >
                <Icon aria-hidden />
                <span>{t(SETTINGS_TAB_LABEL[value])}</span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="notifications">
          <NotificationSettings />
        </TabsContent>
        <TabsContent value="appearance">
          <AppearanceSettings />
        </TabsContent>
        <TabsContent value="contact">
          <ContactSettings />
        </TabsContent>
        <TabsContent value="security">
          <SecuritySettings />
        </TabsContent>
        {access.sales && (
          <TabsContent value="sales">
            <SalesSettingsCard />
          </TabsContent>
        )}
        {access.payouts && (
          <TabsContent value="payouts">
            <PayoutAccountCard />
          </TabsContent>
        )}
        {access.integrations && (
          <TabsContent value="integrations">
            <IntegrationsSettings />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
