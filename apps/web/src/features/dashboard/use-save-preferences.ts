import type { Locale, ThemePreference } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** Saves the language and/or theme on the server (account.updatePreferences). */
export function useSavePreferences() {
  // `i18n.t`, not the hook's `t`: the latter stays bound to the language of the render that made it, and a
  // language change must be confirmed in the new language.
  const { i18n } = useTranslation();
  const utils = trpc.useUtils();
  const mutation = trpc.account.updatePreferences.useMutation();
  return {
    isPending: mutation.isPending,
    save: async (
      input: { language?: Locale; theme?: ThemePreference },
      options: { notify?: boolean } = {},
    ) => {
      try {
        await mutation.mutateAsync(input);
        void utils.auth.me.invalidate();
        if (options.notify) {
          toast.success(i18n.t('settings.appearance.savedTitle'), {
            description: i18n.t('settings.appearance.savedDescription'),
          });
        }
        return true;
      } catch (error) {
        const { code, params } = parseError(error);
        toast.error(i18n.t('settings.appearance.saveFailed'), {
          description: code === 'errors.internal' ? undefined : i18n.t(code, params),
        });
        return false;
      }
    },
  };
}
