import { CheckIcon, CopyIcon, InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useCopy } from '@/lib/use-copy';
import { useLastShown } from '@/lib/use-last-shown';

/** What the secret dialog shows: the texts, and the secret once the server has answered (null until then). */
export interface SecretView {
  title: string;
  description: string;
  secret: string | null;
  /** A line under the field, e.g. where to see the secret again. */
  note?: string;
  /** Whose secret it is: a late answer for another endpoint never fills this dialog. */
  endpointId?: string;
  /**
   * Where the focus goes back on close. The dialog often opens as a menu or another dialog closes, so the
   * control that had the focus then is gone by the time this one closes.
   */
  returnFocus?: HTMLElement | null;
}

/**
 * A signing secret (`whsec_…`) in a read-only monospace field with 'Copiar': after adding an endpoint (the
 * only time it comes with the answer), on 'Ver segredo' and after 'Gerar novo segredo'.
 */
export function SecretDialog({ view, onClose }: { view: SecretView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const shown = useLastShown(view);
  const { copied, copy } = useCopy();
  const id = useId();
  const secret = shown?.secret ?? null;

  const onCopy = async () => {
    if (!secret) return;
    if (await copy(secret)) toast.success(t('settings.integrations.webhooks.secret.copied'));
    else toast.error(t('settings.integrations.webhooks.secret.copyFailed'));
  };

  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          const target = shown?.returnFocus;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        data-testid="webhook-secret-dialog"
      >
        <DialogHeader>
          <DialogTitle>{shown?.title}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{shown?.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>{t('settings.integrations.webhooks.secret.label')}</Label>
          {secret === null ? (
            <div role="status" aria-label={t('settings.integrations.webhooks.secret.loading')}>
              <Skeleton className="h-14 w-full" />
            </div>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              {/* A textarea, so the whole secret shows (wrapped) on a phone instead of scrolling out of sight. */}
              <Textarea
                id={id}
                readOnly
                rows={2}
                value={secret}
                spellCheck={false}
                autoComplete="off"
                className="min-h-0 min-w-0 flex-1 resize-none break-all font-mono text-xs sm:text-sm"
                onFocus={(event) => event.currentTarget.select()}
                aria-describedby={shown?.note ? `${id}-note` : undefined}
                data-testid="webhook-secret"
              />
              <Button
                type="button"
                variant="outline"
                onClick={() => void onCopy()}
                aria-label={t('settings.integrations.webhooks.secret.copyLabel')}
                data-testid="webhook-secret-copy"
              >
                {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
                {t('settings.integrations.webhooks.secret.copy')}
              </Button>
            </div>
          )}
          {shown?.note && (
            <p id={`${id}-note`} className="flex gap-2 text-muted-foreground text-sm">
              <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{shown.note}</span>
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t('settings.integrations.webhooks.secret.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
