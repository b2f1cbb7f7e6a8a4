import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { resetAppliedPreferences } from '@/features/dashboard';
import type { TranslationKey } from '@/lib/i18n-keys';

/**
 * After the server ended this browser's session (this session ended from the list, or the account
 * deactivated): forget every cached query, go to /login and say why.
 */
export function useSignedOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (message: { title: TranslationKey; description: TranslationKey }) => {
    resetAppliedPreferences();
    queryClient.clear();
    await navigate({ to: '/login', replace: true });
    toast.success(t(message.title), { description: t(message.description) });
  };
}
