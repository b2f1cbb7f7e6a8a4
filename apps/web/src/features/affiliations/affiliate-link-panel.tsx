import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsappIcon } from '@/components/brand-icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { whatsappShareUrl } from './affiliation-logic';

/** An active affiliation: the link (read-only, selected on focus), copy, share on WhatsApp, and the clicks. */
export function AffiliateLinkPanel({
  title,
  link,
  clicks,
  uniqueClicks,
  onCopy,
}: {
  title: string;
  link: string;
  clicks: number;
  uniqueClicks: number;
  onCopy: (link: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div className="grid gap-2" data-testid="affiliate-link-panel">
      <Label htmlFor={inputId} className="text-muted-foreground text-xs">
        {t('affiliations.link.label')}
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 font-mono text-xs md:text-xs"
          data-testid="affiliate-link"
        />
        <Button
          variant="outline"
          size="icon"
          onClick={() => onCopy(link)}
          aria-label={t('affiliations.link.copy')}
          title={t('affiliations.link.copy')}
        >
          <CopyIcon aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs tabular-nums" data-testid="affiliate-clicks">
          {t('affiliations.link.clickSummary', {
            clicks: t('affiliations.link.clicks', { count: clicks }),
            unique: t('affiliations.link.uniqueClicks', { count: uniqueClicks }),
          })}
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={whatsappShareUrl(title, link)} target="_blank" rel="noopener noreferrer">
            <WhatsappIcon aria-hidden />
            {t('affiliations.link.share')}
            <span className="sr-only">{t('affiliations.link.newTab')}</span>
          </a>
        </Button>
      </div>
    </div>
  );
}
