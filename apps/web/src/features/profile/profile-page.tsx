import { profileUpdateInput } from '@afilia/validators';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockIcon, RefreshCwIcon, SaveIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { parseError } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import type { Me } from '@/lib/use-me';
import { ProfilePhotoCard } from './profile-photo-card';
import { accountTypeKey, toProfileFormValues } from './profile-values';

type ProfileInput = z.input<typeof profileUpdateInput>;
type ProfileOutput = z.output<typeof profileUpdateInput>;

function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const update = trpc.profile.update.useMutation();
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileUpdateInput),
    defaultValues: toProfileFormValues(me.profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const profile = await update.mutateAsync(values);
      form.reset(toProfileFormValues(profile));
      await utils.auth.me.invalidate();
      toast.success(t('profile.updatedTitle'), { description: t('profile.updatedDescription') });
    } catch (error) {
      const { code, params, fieldErrors } = parseError(error);
      for (const field of ['fullName', 'phone'] as const) {
        const message = fieldErrors[field];
        if (message) form.setError(field, { message });
      }
      toast.error(t('profile.updateFailed'), {
        description: code === 'errors.internal' ? undefined : t(code, params),
      });
    }
  });

  return (
    <Card data-testid="profile-details">
      <CardHeader>
        <CardTitle>{t('profile.details.title')}</CardTitle>
        <CardDescription>{t('profile.details.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          <div className="grid gap-5 *:content-start sm:grid-cols-2">
            <FormField label={t('profile.fields.fullName')} error={errors.fullName?.message}>
              <Input
                autoComplete="name"
                placeholder={t('profile.fields.fullNamePlaceholder')}
                disabled={isSubmitting}
                {...form.register('fullName')}
              />
            </FormField>
            <FormField label={t('profile.fields.phone')} error={errors.phone?.message}>
              <Input
                type="tel"
                autoComplete="tel"
                placeholder={t('profile.fields.phonePlaceholder')}
                disabled={isSubmitting}
                {...form.register('phone')}
              />
            </FormField>
            <FormField
              label={
                <span className="inline-flex items-center gap-1.5">
                  {t('profile.fields.email')}
                  <LockIcon className="size-3.5 text-muted-foreground" aria-hidden />
                </span>
              }
              description={t('profile.fields.emailHint')}
            >
              <Input
                type="email"
                name="email"
                value={me.profile.email}
                readOnly
                aria-readonly
                className="bg-muted text-muted-foreground dark:bg-muted"
                data-testid="profile-email"
              />
            </FormField>
            <FormField
              label={
                <span className="inline-flex items-center gap-1.5">
                  {t('profile.fields.accountType')}
                  <LockIcon className="size-3.5 text-muted-foreground" aria-hidden />
                </span>
              }
            >
              <Input
                value={t(accountTypeKey(me.role))}
                readOnly
                aria-readonly
                className="bg-muted text-muted-foreground dark:bg-muted"
                data-testid="profile-account-type"
              />
            </FormField>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="ghost"
              disabled={isSubmitting || !isDirty}
              onClick={() => form.reset(toProfileFormValues(me.profile))}
            >
              {t('profile.discard')}
            </Button>
            <Button type="submit" disabled={isSubmitting || !isDirty} data-testid="profile-save">
              {isSubmitting ? <Spinner /> : <SaveIcon aria-hidden />}
              {isSubmitting ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /dashboard/profile: photo, full name and phone; email and account type read-only. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="grid gap-1">
        <h2 className="font-bold text-2xl tracking-tight">{t('profile.title')}</h2>
        <p className="text-muted-foreground">{t('profile.description')}</p>
      </div>
      {me.data ? (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <ProfilePhotoCard me={me.data} />
          <ProfileForm key={me.data.profile.id} me={me.data} />
        </div>
      ) : me.isPending ? (
        <div
          className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]"
          role="status"
          aria-label={t('profile.loading')}
        >
          <Skeleton className="h-80 rounded-xl" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : (
        <Card role="alert">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="font-medium">{t('profile.loadFailed')}</p>
            <Button variant="outline" onClick={() => void me.refetch()}>
              <RefreshCwIcon aria-hidden />
              {t('profile.retry')}
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
