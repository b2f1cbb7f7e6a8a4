import { PlugZapIcon, SaveIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** A platform's configuration dialog: its title, description and form. */
export function ConnectionDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** 'Testar conexão' on one side; 'Cancelar' and 'Salvar' (the form's submit) on the other. */
export function ConnectionFormFooter({
  testing,
  saving,
  onTest,
  saveTestId,
}: {
  testing: boolean;
  saving: boolean;
  onTest: () => void;
  saveTestId: string;
}) {
  const { t } = useTranslation();
  const busy = testing || saving;
  return (
    <DialogFooter className="sm:justify-between">
      <Button type="button" variant="outline" onClick={onTest} disabled={busy}>
        {testing ? <Spinner /> : <PlugZapIcon aria-hidden />}
        {testing ? t('payments.form.testing') : t('payments.form.test')}
      </Button>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <DialogClose asChild>
          <Button type="button" variant="ghost" disabled={saving}>
            {t('payments.form.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} data-testid={saveTestId}>
          {saving ? <Spinner /> : <SaveIcon aria-hidden />}
          {saving ? t('payments.form.saving') : t('payments.form.save')}
        </Button>
      </div>
    </DialogFooter>
  );
}
