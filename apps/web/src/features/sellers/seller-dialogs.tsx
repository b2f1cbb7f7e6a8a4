import type { RouterOutputs } from '@afilia/api';
import {
  type SellerCreateInput,
  type SellerEditFormValues,
  sellerCreateInput,
  sellerEditFormSchema,
} from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertCircleIcon, SaveIcon, UserPlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordInput } from '@/components/password-input';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { trpc } from '@/lib/trpc';
import { describeSellerError, type SellerErrorView, type SellerField } from './seller-logic';

export type SellerRow = RouterOutputs['sellers']['list']['items'][number];

const EMPTY_ADD: SellerCreateInput = { fullName: '', email: '', phone: '', password: '' };

function formValuesOf(seller: SellerRow): SellerEditFormValues {
  return { fullName: seller.name, phone: seller.phone ?? '' };
}

/** Puts the server's field errors (zod messages, an email already in use) under the dialog's fields. */
function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: SellerErrorView['fields'],
  known: readonly SellerField[],
) {
  let focused = false;
  for (const field of known) {
    const message = fields[field];
    if (!message) continue;
    form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/** The failure box inside a dialog; the plan limit comes with the 'Ver planos' link to /plans. */
function SubmitError({ title, error }: { title: string; error: SellerErrorView }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive" data-testid="seller-submit-error">
      <AlertCircleIcon aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.description}</p>
        {error.plan && (
          <Button asChild variant="link" className="h-auto p-0">
            <Link to="/plans">{t('sellers.form.planLink')}</Link>
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

/**
 * 'Adicionar revendedor': name, email, phone and password. The server creates the
 * reseller active and linked to the producer, and emails them the login link. An email that already has an
 * account is answered the same way (its owner is told instead), so the toast says both.
 */
export function AddSellerDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = trpc.sellers.add.useMutation();
  const [failure, setFailure] = useState<SellerErrorView | null>(null);
  const form = useForm<SellerCreateInput>({
    resolver: zodResolver(sellerCreateInput),
    defaultValues: EMPTY_ADD,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || add.isPending;

  useEffect(() => {
    if (!open) return;
    form.reset(EMPTY_ADD);
    setFailure(null);
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync(values);
      toast.success(t('sellers.add.success'), {
        description: t('sellers.add.successDescription', {
          name: values.fullName.trim(),
          email: values.email.trim().toLowerCase(),
        }),
        duration: 8000,
      });
      onAdded();
      onOpenChange(false);
    } catch (error) {
      const view = describeSellerError(t, error, 'sellers.add.error');
      applyFieldErrors(form, view.fields, ['fullName', 'email', 'phone', 'password']);
      setFailure(view);
      toast.error(t('sellers.add.errorTitle'), {
        description: view.description,
        duration: 5000,
        action: view.plan
          ? { label: t('sellers.form.planLink'), onClick: () => void navigate({ to: '/plans' }) }
          : undefined,
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent data-testid="add-seller-dialog">
        <DialogHeader>
          <DialogTitle>{t('sellers.add.title')}</DialogTitle>
          <DialogDescription>{t('sellers.add.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <SellerContactFields
            fields={{
              fullName: form.register('fullName'),
              email: form.register('email'),
              phone: form.register('phone'),
            }}
            errors={errors}
          />
          <FormField
            label={t('sellers.form.password')}
            error={errors.password?.message}
            description={t('sellers.form.passwordHint')}
          >
            <PasswordInput
              autoComplete="new-password"
              placeholder={t('sellers.form.passwordPlaceholder')}
              {...form.register('password')}
            />
          </FormField>
          {failure && <SubmitError title={t('sellers.add.errorTitle')} error={failure} />}
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('sellers.form.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : <UserPlusIcon aria-hidden />}
              {busy ? t('sellers.add.submitting') : t('sellers.add.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Editar revendedor': name and phone. The login email shows read-only: it is the reseller's own, and no producer
 * tool changes it (a changed login email would hand the producer the account and its payouts).
 */
export function EditSellerDialog({
  seller,
  onClose,
  onSaved,
}: {
  seller: SellerRow | null;
  onClose: () => void;
  onSaved: (seller: SellerRow) => void;
}) {
  const { t } = useTranslation();
  const update = trpc.sellers.update.useMutation();
  const [failure, setFailure] = useState<SellerErrorView | null>(null);
  // The last seller opened: the dialog keeps showing their name while it closes.
  const [current, setCurrent] = useState<SellerRow | null>(seller);
  const form = useForm<SellerEditFormValues>({
    resolver: zodResolver(sellerEditFormSchema),
    defaultValues: { fullName: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || update.isPending;

  useEffect(() => {
    if (!seller) return;
    setCurrent(seller);
    form.reset(formValuesOf(seller));
    setFailure(null);
  }, [seller, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!current) return;
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: current.id, ...values });
      toast.success(t('sellers.edit.success'), {
        description: t('sellers.edit.successDescription', { name: saved.name }),
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      const view = describeSellerError(t, error, 'sellers.edit.error');
      applyFieldErrors(form, view.fields, ['fullName', 'phone']);
      setFailure(view);
      toast.error(t('sellers.edit.errorTitle'), { description: view.description, duration: 5000 });
    }
  });

  return (
    <Dialog open={seller !== null} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent data-testid="edit-seller-dialog">
        <DialogHeader>
          <DialogTitle>{t('sellers.edit.title')}</DialogTitle>
          <DialogDescription>
            {t('sellers.edit.description', { name: current?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <SellerContactFields
            fields={{ fullName: form.register('fullName'), phone: form.register('phone') }}
            email={current?.email ?? ''}
            errors={errors}
          />
          {failure && <SubmitError title={t('sellers.edit.errorTitle')} error={failure} />}
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {t('sellers.form.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : <SaveIcon aria-hidden />}
              {busy ? t('sellers.edit.submitting') : t('sellers.edit.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Name, email and phone: the fields the add and edit dialogs share. */
type ContactField = 'fullName' | 'email' | 'phone';

/**
 * The add dialog registers all three; the edit dialog passes the email as `email`, shown read-only with a
 * note that it is the reseller's own.
 */
function SellerContactFields({
  fields,
  email,
  errors,
}: {
  fields: Partial<Record<ContactField, UseFormRegisterReturn>> &
    Record<'fullName' | 'phone', UseFormRegisterReturn>;
  email?: string;
  errors: Partial<Record<ContactField, { message?: string }>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t('sellers.form.fullName')} error={errors.fullName?.message}>
        <Input autoComplete="off" placeholder={t('sellers.form.fullNamePlaceholder')} {...fields.fullName} />
      </FormField>
      {fields.email ? (
        <FormField label={t('sellers.form.email')} error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={t('sellers.form.emailPlaceholder')}
            {...fields.email}
          />
        </FormField>
      ) : (
        <FormField label={t('sellers.form.email')} description={t('sellers.edit.emailReadOnly')}>
          <Input type="email" name="email" value={email ?? ''} readOnly />
        </FormField>
      )}
      <FormField label={t('sellers.form.phone')} error={errors.phone?.message}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={t('sellers.form.phonePlaceholder')}
          {...fields.phone}
        />
      </FormField>
    </>
  );
}
