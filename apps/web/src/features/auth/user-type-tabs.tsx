import type { UserType } from '@afilia/validators';
import { PackageIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** The Produtor / Revendedor tabs of the login and register pages. */
export function UserTypeTabs({
  value,
  onValueChange,
  hints,
}: {
  value: UserType;
  onValueChange: (value: UserType) => void;
  hints: Record<UserType, string>;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onValueChange={(v) => onValueChange(v === 'reseller' ? 'reseller' : 'producer')}
      aria-label={t('auth.userType.label')}
    >
      <TabsList className="grid h-10 w-full grid-cols-2">
        <TabsTrigger value="producer">
          <PackageIcon aria-hidden />
          {t('auth.userType.producer')}
        </TabsTrigger>
        <TabsTrigger value="reseller">
          <UsersIcon aria-hidden />
          {t('auth.userType.reseller')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="producer" className="text-center text-muted-foreground text-sm">
        {hints.producer}
      </TabsContent>
      <TabsContent value="reseller" className="text-center text-muted-foreground text-sm">
        {hints.reseller}
      </TabsContent>
    </Tabs>
  );
}
