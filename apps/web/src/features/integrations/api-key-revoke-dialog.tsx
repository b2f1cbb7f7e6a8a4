import { BanIcon } from 'lucide-react';
import { useRef } from 'react';
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
import { Spinner } from '@/components/ui/spinner';
import { useLastShown } from '@/lib/use-last-shown';
import type { ApiKey } from './api-key-types';

/**
 * 'Revogar chave?': the key stops working at once and for good. Built like ConfirmDialog, plus where the focus
 * goes on close: a revoked key loses its 'Revogar' button (it moves to the revoked group), so when the button
 * that opened the dialog is gone the focus goes to `fallbackFocus` instead of the page's start.
 */
export function ApiKeyRevokeDialog({
  apiKey,
  pending,
  onConfirm,
  onCancel,
  fallbackFocus,
}: {
  /** null while closed. */
  apiKey: ApiKey | null;
  /** The revocation (and the reload after it) is running: both buttons are disabled and closing is refused. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation();
  // The texts keep naming the key while the dialog closes.
  const shown = useLastShown(apiKey);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={apiKey !== null} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          const openedFrom = opener.current;
          opener.current = null;
          if (openedFrom?.isConnected) return;
          const target = fallbackFocus();
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        data-testid="api-key-revoke-dialog"
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t('settings.integrations.apiKeys.revoke.title')}</AlertDialogTitle>
          <AlertDialogDescription className="wrap-anywhere">
            {t('settings.integrations.apiKeys.revoke.description', {
              name: shown?.name ?? '',
              display: shown?.display ?? '',
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('settings.cancel')}</AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={onConfirm}
            disabled={pending}
            data-testid="api-key-revoke-confirm"
          >
            {pending ? <Spinner /> : <BanIcon aria-hidden />}
            {t('settings.integrations.apiKeys.revoke.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
