import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/**
 * Leaving the editor with unsaved changes asks first (an in-app navigation gets the dialog this returns; a
 * reload or closing the tab, the browser's own prompt). `shouldBlock` is read at the moment of leaving.
 */
export function useUnsavedGuard(shouldBlock: () => boolean) {
  const { t } = useTranslation();
  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldBlock,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && open && blocker.reset()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('blog.editor.unsavedTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('blog.editor.unsavedDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => open && blocker.reset()}>
            {t('blog.editor.unsavedStay')}
          </AlertDialogCancel>
          <Button variant="destructive" onClick={() => open && blocker.proceed()}>
            {t('blog.editor.unsavedLeave')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
