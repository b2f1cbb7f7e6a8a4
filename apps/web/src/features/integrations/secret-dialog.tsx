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
import type { KeyUnder } from '@/lib/i18n-keys';
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
   * control that had the focus then is gone by the time this one closes. A function is asked only on close,
   * for a target that depends on what the screen shows by then (a button that became disabled).
   */
  returnFocus?: HTMLElement | null | (() => HTMLElement | null | undefined);
}

/** What is shown: a webhook's signing secret (`whsec_…`) or a new API key (`afilia_live_…`). */
export type SecretKind = 'webhookSecret' | 'apiKey';

type SecretText = 'label' | 'copy' | 'copyLabel' | 'copied' | 'copyFailed' | 'loading' | 'close';

/** Each kind's words (from its own section of the texts) and test ids. */
const KINDS: Record<
  SecretKind,
  {
    text: Record<
      SecretText,
      KeyUnder<'settings.integrations.webhooks.secret'> | KeyUnder<'settings.integrations.apiKeys.secret'>
    >;
    testId: { dialog: string; field: string; copy: string };
    /**
     * A click beside the dialog leaves it open: for a secret that is never shown again, a stray click must not
     * lose it (the close button, 'Fechar' and Escape still close).
     */
    keepOnOutsideClick: boolean;
  }
> = {
  webhookSecret: {
    text: {
      label: 'settings.integrations.webhooks.secret.label',
      copy: 'settings.integrations.webhooks.secret.copy',
      copyLabel: 'settings.integrations.webhooks.secret.copyLabel',
      copied: 'settings.integrations.webhooks.secret.copied',
      copyFailed: 'settings.integrations.webhooks.secret.copyFailed',
      loading: 'settings.integrations.webhooks.secret.loading',
      close: 'settings.integrations.webhooks.secret.close',
    },
    testId: { dialog: 'webhook-secret-dialog', field: 'webhook-secret', copy: 'webhook-secret-copy' },
    keepOnOutsideClick: false,
  },
  apiKey: {
    text: {
      label: 'settings.integrations.apiKeys.secret.label',
      copy: 'settings.integrations.apiKeys.secret.copy',
      copyLabel: 'settings.integrations.apiKeys.secret.copyLabel',
      copied: 'settings.integrations.apiKeys.secret.copied',
      copyFailed: 'settings.integrations.apiKeys.secret.copyFailed',
      loading: 'settings.integrations.apiKeys.secret.loading',
      close: 'settings.integrations.apiKeys.secret.close',
    },
    testId: { dialog: 'api-key-secret-dialog', field: 'api-key-secret', copy: 'api-key-secret-copy' },
    keepOnOutsideClick: true,
  },
};

/**
 * A secret in a read-only monospace field with 'Copiar'. A webhook's signing secret (`whsec_…`): after adding an
 * endpoint (the only time it comes with the answer), on 'Ver segredo' and after 'Gerar novo segredo'. An API key
 * (`afilia_live_…`): once, right after 'Criar chave', since only its hash is kept.
 */
export function SecretDialog({
  view,
  onClose,
  kind = 'webhookSecret',
}: {
  view: SecretView | null;
  onClose: () => void;
  kind?: SecretKind;
}) {
  const { t } = useTranslation();
  const shown = useLastShown(view);
  const { copied, copy } = useCopy();
  const id = useId();
  const secret = shown?.secret ?? null;
  const { text, testId, keepOnOutsideClick } = KINDS[kind];

  const onCopy = async () => {
    if (!secret) return;
    if (await copy(secret)) toast.success(t(text.copied));
    else toast.error(t(text.copyFailed));
  };

  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-lg"
        onInteractOutside={(event) => {
          if (keepOnOutsideClick) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          const returnFocus = shown?.returnFocus;
          const target = typeof returnFocus === 'function' ? returnFocus() : returnFocus;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        data-testid={testId.dialog}
      >
        <DialogHeader>
          <DialogTitle>{shown?.title}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{shown?.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>{t(text.label)}</Label>
          {secret === null ? (
            <div role="status" aria-label={t(text.loading)}>
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
                data-testid={testId.field}
              />
              <Button
                type="button"
                variant="outline"
                onClick={() => void onCopy()}
                aria-label={t(text.copyLabel)}
                data-testid={testId.copy}
              >
                {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
                {t(text.copy)}
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
            {t(text.close)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
