import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsappIcon } from '@/components/brand-icons';
import { buttonVariants } from '@/components/ui/button';
import { articleUrl, facebookShareUrl, whatsappShareUrl } from '../share-links';

function FacebookIcon(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M13.5 21v-7.5h2.52l.38-2.93h-2.9V8.7c0-.85.24-1.43 1.45-1.43h1.55V4.65A20.6 20.6 0 0 0 14.24 4.5c-2.23 0-3.76 1.36-3.76 3.87v2.2H7.96v2.93h2.52V21h3.02Z" />
    </svg>
  );
}

/** 'Compartilhe este artigo': real links to WhatsApp's and Facebook's share pages, in a new tab. */
export function ShareLinks({ title, slug }: { title: string; slug: string }) {
  const { t } = useTranslation();
  const url = articleUrl(slug, typeof window === 'undefined' ? 'https://afilia.app' : window.location.origin);
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="share-links">
      <p id="share-title" className="font-medium text-sm">
        {t('blog.article.shareTitle')}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby="share-title">
        <li>
          <a
            href={whatsappShareUrl(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('blog.article.shareWhatsappLabel')}
            className={linkClass}
          >
            <WhatsappIcon className="text-[#128C7E] dark:text-[#25D366]" />
            {t('blog.article.shareWhatsapp')}
          </a>
        </li>
        <li>
          <a
            href={facebookShareUrl(url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('blog.article.shareFacebookLabel')}
            className={linkClass}
          >
            <FacebookIcon className="text-[#1877F2]" />
            {t('blog.article.shareFacebook')}
          </a>
        </li>
      </ul>
    </div>
  );
}
