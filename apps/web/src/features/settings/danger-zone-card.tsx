import { deactivateAccountInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlertIcon, UserXIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordInput } from '@/components/password-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { parseError } from '@/lib/errors';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { useSignedOut } from './use-signed-out';

interface DeactivateValues {
  password: string;
}

function DeactivateDialog({
  email,
  open,
  onOpenChange,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const deactivate = trpc.security.deactivate.useMutation();
  const signedOut = useSignedOut();
  const [problem, setProblem] = useState<TranslationKey | null>(null);
  const form = useForm<DeactivateValues>({
    resolver: zodResolver(deactivateAccountInput),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await deactivate.mutateAsync(values);
      await signedOut({
        title: 'settings.security.danger.doneTitle',
        description: 'settings.security.danger.doneDescription',
      });
    } catch (error) {
      const { code, params } = parseError(error);
      if (code === 'errors.account.wrongPassword') {
        form.setError('password', { message: code }, { shouldFocus: true });
      } else {
        setProblem(code === 'errors.internal' ? 'settings.security.danger.failed' : code);
      }
      toast.error(t('settings.security.danger.failed'), {
        description: code === 'errors.internal' ? undefined : t(code, params),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (!next) {
          form.reset();
          setProblem(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent data-testid="deactivate-dialog">
        <DialogHeader>
          <DialogTitle>{t('settings.security.danger.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('settings.security.danger.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          {problem && (
            <Alert variant="destructive">
              <TriangleAlertIcon aria-hidden />
              <AlertDescription>{t(problem)}</AlertDescription>
            </Alert>
          )}
          <FormField label={t('settings.security.danger.password')} error={errors.password?.message}>
            <PasswordInput
              autoComplete="current-password"
              placeholder={t('settings.security.danger.passwordPlaceholder')}
              disabled={isSubmitting}
              autoFocus
              {...form.register('password')}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t('settings.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : <UserXIcon aria-hidden />}
              {isSubmitting
                ? t('settings.security.danger.confirming')
                : t('settings.security.danger.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Danger zone: a switch must be on before 'Desativar conta' opens the password confirmation. */
export function DangerZoneCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const switchId = useId();
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <Card className="border-destructive/40" data-testid="settings-danger-zone">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlertIcon className="size-4" aria-hidden />
          {t('settings.security.danger.title')}
        </CardTitle>
        <CardDescription>{t('settings.security.danger.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
          <div className="grid gap-1">
            <h3 className="font-medium text-sm">{t('settings.security.danger.deactivateTitle')}</h3>
            <p className="text-muted-foreground text-sm">
              {t('settings.security.danger.deactivateDescription')}
            </p>
          </div>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3">
              <Switch
                id={switchId}
                checked={armed}
                onCheckedChange={setArmed}
                data-testid="deactivate-switch"
              />
              <Label htmlFor={switchId} className="font-normal leading-snug">
                {t('settings.security.danger.confirmSwitch')}
              </Label>
            </div>
            <Button
              variant="destructive"
              disabled={!armed}
              onClick={() => setOpen(true)}
              className="w-full sm:w-auto"
            >
              <UserXIcon aria-hidden />
              {t('settings.security.danger.button')}
            </Button>
          </div>
        </div>
      </CardContent>
      <DeactivateDialog email={email} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
