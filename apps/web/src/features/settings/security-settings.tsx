import { useMe } from '@/lib/use-me';
import { ChangePasswordCard } from './change-password-card';
import { DangerZoneCard } from './danger-zone-card';
import { PasswordResetCard } from './password-reset-card';
import { SessionsCard } from './sessions-card';

/** Settings → Segurança: reset email, password change, active sessions and the danger zone. */
export function SecuritySettings() {
  const { me } = useMe();
  const email = me?.user.email ?? '';
  return (
    <div className="grid gap-6">
      <PasswordResetCard email={email} />
      <ChangePasswordCard email={email} />
      <SessionsCard />
      <DangerZoneCard email={email} />
    </div>
  );
}
