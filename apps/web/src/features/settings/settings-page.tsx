import { useNavigate } from '@tanstack/react-router';
import { BellIcon, ContactIcon, type LucideIcon, PaletteIcon, ShieldIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AppearanceSettings } from './appearance-settings';
import { ContactSettings } from './contact-settings';
import { NotificationSettings } from './notification-settings';
import { SecuritySettings } from './security-settings';
import { parseSettingsTab, SETTINGS_TABS, type SettingsTab } from './settings-tabs';

const TAB_ICONS: Record<SettingsTab, LucideIcon> = {
  notifications: BellIcon,
  appearance: PaletteIcon,
  contact: ContactIcon,
  security: ShieldIcon,
};

/** /dashboard/settings: Notificações, Aparência, Informações de contato and Segurança, the tab kept in `?tab=`. */
export function SettingsPage({ tab }: { tab: SettingsTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('settings.title')}</h2>
        <p className="text-muted-foreground">{t('settings.description')}</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = parseSettingsTab(value) ?? 'notifications';
          void navigate({ to: '/dashboard/settings', search: { tab: next }, replace: true });
        }}
        className="min-w-0 gap-4"
      >
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-fit sm:gap-0">
          {SETTINGS_TABS.map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="h-auto min-h-9 whitespace-normal px-2 py-1.5 leading-tight sm:h-[calc(100%-1px)] sm:min-h-0 sm:whitespace-nowrap sm:px-3 sm:py-1"
              >
                <Icon aria-hidden />
                <span>{t(`settings.tabs.${value}`)}</span>
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
      </Tabs>
    </div>
  );
}
