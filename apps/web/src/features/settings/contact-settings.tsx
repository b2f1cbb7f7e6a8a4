import { can } from '@afilia/validators';
import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon, GlobeIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DEFAULT_BRANDING } from '@/features/public';
import type { TranslationKey } from '@/lib/i18n-keys';
import { trpc } from '@/lib/trpc';
import { useMe } from '@/lib/use-me';
import { type ContactFormValues, toContactFormValues } from './contact-form-values';
import { ContactInfoForm } from './contact-info-form';

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5" role="status" aria-label={t('settings.loading')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
}

function LoadFailedNotice({ message, onRetry }: { message: TranslationKey; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning" className="mb-5">
      <TriangleAlertIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <p>{t(message)}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCwIcon aria-hidden />
          {t('settings.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The user's own contact information. */
function MyContactCard() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const query = trpc.settings.contactInfo.useQuery(undefined, { staleTime: 0 });
  const save = trpc.settings.saveContactInfo.useMutation();
  const values: ContactFormValues = toContactFormValues(query.data);

  return (
    <Card data-testid="settings-contact">
      <CardHeader>
        <CardTitle>{t('settings.contact.title')}</CardTitle>
        <CardDescription>{t('settings.contact.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <FormSkeleton />
        ) : (
          <>
            {query.isError && (
              <LoadFailedNotice message="settings.contact.loadFailed" onRetry={() => void query.refetch()} />
            )}
            <ContactInfoForm
              key={query.status}
              testIdPrefix="contact"
              defaultValues={values}
              onSave={async (input) => {
                const saved = await save.mutateAsync(input);
                utils.settings.contactInfo.setData(undefined, saved);
                return saved;
              }}
              messages={{
                submit: 'settings.contact.save',
                savedTitle: 'settings.contact.savedTitle',
                savedDescription: 'settings.contact.savedDescription',
                saveFailed: 'settings.contact.saveFailed',
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Admins only: the platform's public contact data, shown on /contact (the branding record). */
function PlatformContactCard() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const query = trpc.settings.branding.useQuery(undefined, { staleTime: 0 });
  const save = trpc.settings.saveBranding.useMutation();
  const values = toContactFormValues(query.data, DEFAULT_BRANDING);

  return (
    <Card data-testid="settings-branding">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <GlobeIcon className="size-4 text-primary" aria-hidden />
          <CardTitle>{t('settings.contact.platform.title')}</CardTitle>
          <Badge variant="secondary">{t('settings.contact.platform.badge')}</Badge>
        </div>
        <CardDescription>{t('settings.contact.platform.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <FormSkeleton />
        ) : (
          <>
            {query.isError && (
              <LoadFailedNotice
                message="settings.contact.platform.loadFailed"
                onRetry={() => void query.refetch()}
              />
            )}
            <ContactInfoForm
              key={query.status}
              testIdPrefix="branding"
              defaultValues={values}
              onSave={async (input) => {
                const saved = await save.mutateAsync(input);
                utils.settings.branding.setData(undefined, saved);
                // The public /contact page reads the same record.
                void utils.branding.get.invalidate();
                return saved;
              }}
              messages={{
                submit: 'settings.contact.platform.save',
                savedTitle: 'settings.contact.platform.savedTitle',
                savedDescription: 'settings.contact.platform.savedDescription',
                saveFailed: 'settings.contact.platform.saveFailed',
              }}
            />
          </>
        )}
        <Button variant="link" asChild className="mt-2 h-auto p-0 has-[>svg]:px-0">
          <Link to="/contact" target="_blank">
            {t('settings.contact.platform.viewPage')}
            <ExternalLinkIcon aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Settings → Informações de contato: the user's record, plus the platform's for `branding.manage` (admins). */
export function ContactSettings() {
  const { me } = useMe();
  return (
    <div className="grid gap-6">
      <MyContactCard />
      {can(me?.role, 'branding.manage') && <PlatformContactCard />}
    </div>
  );
}
