import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsappIcon } from '@/components/brand-icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { shouldRetry, trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHero } from '../page-hero';
import { contactChannels } from './contact-channels';
import { ContactForm } from './contact-form';

function Channel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-medium text-sm">{label}</p>
        <div className="mt-0.5 break-words text-muted-foreground text-sm">{children}</div>
      </div>
    </li>
  );
}

/** /contact — form plus the channels from the branding settings (defaults when they fail to load). */
export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public.contact.title'));
  const branding = trpc.branding.get.useQuery(undefined, {
    staleTime: 5 * 60_000,
    // Fall back to the default channels quickly when the server does not answer.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });
  const channels = contactChannels(branding.data);
  const linkClass =
    'rounded-sm text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

  return (
    <div className="pb-20">
      <PageHero
        eyebrow={t('public.contact.eyebrow')}
        title={t('public.contact.title')}
        subtitle={t('public.contact.subtitle')}
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pt-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t('public.contact.formTitle')}</CardTitle>
            <CardDescription>{t('public.contact.formDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <Card className="h-fit" aria-busy={branding.isLoading}>
          <CardHeader>
            <CardTitle className="text-xl">{t('public.contact.channelsTitle')}</CardTitle>
            <CardDescription>{t('public.contact.channelsDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {branding.isLoading ? (
              <div className="space-y-5">
                {[0, 1, 2].map((row) => (
                  <div key={row} className="flex gap-4">
                    <Skeleton className="size-10 rounded-lg" />
                    <div className="flex-1 space-y-2">
                      <Skeleton className="h-4 w-20" />
                      <Skeleton className="h-4 w-full" />
                    </div>
                  </div>
                ))}
              </div>
            ) : (
              <>
                <ul className="space-y-5">
                  <Channel icon={<MailIcon className="size-5" />} label={t('public.contact.email')}>
                    <a href={`mailto:${channels.email}`} className={linkClass} data-testid="contact-email">
                      {channels.email}
                    </a>
                  </Channel>
                  <Channel icon={<PhoneIcon className="size-5" />} label={t('public.contact.phone')}>
                    <a href={channels.phoneHref} className={linkClass} data-testid="contact-phone">
                      {channels.phone}
                    </a>
                  </Channel>
                  <Channel icon={<MapPinIcon className="size-5" />} label={t('public.contact.address')}>
                    <address className="not-italic" data-testid="contact-address">
                      {channels.address}
                    </address>
                  </Channel>
                  <Channel icon={<ClockIcon className="size-5" />} label={t('public.contact.hours')}>
                    {t('public.contact.hoursValue')}
                  </Channel>
                </ul>
                {channels.whatsappUrl && (
                  <Button
                    asChild
                    size="lg"
                    className="w-full bg-green-700 text-white hover:bg-green-800 focus-visible:ring-green-700/40"
                  >
                    <a
                      href={channels.whatsappUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="contact-whatsapp"
                    >
                      <WhatsappIcon className="size-5" />
                      {t('public.contact.whatsapp')}
                    </a>
                  </Button>
                )}
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
