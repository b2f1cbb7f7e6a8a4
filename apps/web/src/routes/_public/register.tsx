import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/register-page';

export const Route = createFileRoute('/_public/register')({
  beforeLoad: async ({ context }) => {
    const me = await context.trpcUtils.auth.me.ensureData().catch(() => null);
    if (me) throw redirect({ to: '/dashboard' });
  },
  component: RegisterPage,
});
