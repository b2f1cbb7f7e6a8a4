import { Link } from '@tanstack/react-router';
import { AlertCircleIcon, CloudIcon, SaveIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatSavedAt } from './saved-at';

/** What went wrong on the last save: the translated text, and whether a plan limit was hit (upgrade link). */
export interface SubmitError {
  description: string;
  plan: boolean;
}

/** The end of the form: the save error, the auto-save status, 'Cancelar edição' and the save button. */
export function ProductFormFooter({
  mode,
  saving,
  submitError,
  autosaveActive,
  savedAt,
  dirty,
  onCancelEdit,
}: {
  mode: 'create' | 'edit';
  saving: boolean;
  submitError: SubmitError | null;
  /** The 10-second auto-save notice has shown. */
  autosaveActive: boolean;
  /** When the draft was last written. */
  savedAt: number | null;
  dirty: boolean;
  onCancelEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {submitError && (
        <Alert variant="destructive" data-testid="save-error">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>{t('products.form.saveErrorTitle')}</AlertTitle>
          <AlertDescription>
            <p>{submitError.description}</p>
            {submitError.plan && (
              <Button asChild variant="link" className="h-auto p-0">
                <Link to="/plans">{t('products.toasts.upgrade')}</Link>
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p
          className="flex min-h-5 items-center gap-2 text-muted-foreground text-xs"
          aria-live="polite"
          data-testid="autosave-status"
        >
          {(autosaveActive || savedAt !== null) && <CloudIcon className="size-4 shrink-0" aria-hidden />}
          {autosaveActive && <span>{t('products.draft.autosaveActive')}</span>}
          {autosaveActive && savedAt !== null && dirty && <span aria-hidden>·</span>}
          {savedAt !== null && dirty && (
            <span>{t('products.draft.savedAt', { time: formatSavedAt(savedAt, false) })}</span>
          )}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {mode === 'edit' && (
            <Button type="button" variant="outline" onClick={onCancelEdit} disabled={saving}>
              <XIcon aria-hidden />
              {t('products.form.cancelEdit')}
            </Button>
          )}
          <Button type="submit" disabled={saving} data-testid="product-submit">
            {saving ? <Spinner /> : <SaveIcon aria-hidden />}
            {saving
              ? t('products.form.saving')
              : t(mode === 'create' ? 'products.form.save' : 'products.form.update')}
          </Button>
        </div>
      </div>
    </>
  );
}
