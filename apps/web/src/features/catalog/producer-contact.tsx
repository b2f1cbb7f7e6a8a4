import type { RouterOutputs } from '@afilia/api';
import { MailIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { mailtoHref, telHref } from './contact-links';

type Contact = NonNullable<RouterOutputs['catalog']['product']['contact']>;

/** The producer's public contact, when they set one: e-mail, phone and a WhatsApp button. */
export function ProducerContact({
  contact,
  producerName,
}: {
  contact: Contact;
  producerName: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="producer-contact-heading"
      className="grid gap-3 rounded-xl border p-5"
      data-testid="producer-contact"
    >
      <div className="grid gap-1">
        <h2 id="producer-contact-heading" className="font-semibold">
          {t('catalog.contact.title')}
        </h2>
        <p className="text-muted-foreground text-sm">
          {producerName
            ? t('catalog.contact.descriptionNamed', { name: producerName })
            : t('catalog.contact.description')}
        </p>
      </div>
      <ul className="grid gap-2 text-sm">
        {contact.email && (
          <li>
            <a
              href={mailtoHref(contact.email)}
              className="inline-flex items-center gap-2 break-all rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="sr-only">{t('catalog.contact.email')}: </span>
              {contact.email}
            </a>
          </li>
        )}
        {contact.phone && (
          <li>
            <a
              href={telHref(contact.phone)}
              className="inline-flex items-center gap-2 rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <PhoneIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="sr-only">{t('catalog.contact.phone')}: </span>
              {contact.phone}
            </a>
          </li>
        )}
      </ul>
      {contact.whatsappUrl && (
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircleIcon aria-hidden />
            {t('catalog.contact.whatsapp')}
            <span className="sr-only"> {t('catalog.contact.newTab')}</span>
          </a>
        </Button>
      )}
    </section>
  );
}
