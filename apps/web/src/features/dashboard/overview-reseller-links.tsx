import { Link } from '@tanstack/react-router';
import { CheckIcon, CopyIcon, HandshakeIcon, LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCount, formatDateTime } from '@/lib/figure-format';
import { intlLocale } from '@/lib/i18n';
import { useCopy } from '@/lib/use-copy';
import { useIsDesktop } from '@/lib/use-media-query';
import { OverviewCard, OverviewEmpty } from './overview-card';
import type { ResellerOverviewData } from './overview-steps';

type ResellerLink = ResellerOverviewData['links'][number];

/** Copies a reseller's link ('Link copiado!'); shows a check for two seconds. */
function CopyLinkButton({ link, title }: { link: string | null; title: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();

  const onCopy = async () => {
    if (link && (await copy(link))) {
      toast.success(t('dashboard.overview.links.copied'), { description: link, duration: 2000 });
    } else toast.error(t('dashboard.overview.links.copyFailed'), { duration: 3000 });
  };

  const label = t('dashboard.overview.links.copyLabel', { title });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void onCopy()}
      disabled={!link}
      aria-label={label}
      title={link ?? undefined}
    >
      {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
      {t('dashboard.overview.links.copy')}
    </Button>
  );
}

function LastClick({ at, locale }: { at: Date | null; locale: string }) {
  const { t } = useTranslation();
  if (!at) return <span className="text-muted-foreground">{t('dashboard.overview.links.never')}</span>;
  return <time dateTime={new Date(at).toISOString()}>{formatDateTime(at, locale)}</time>;
}

function EmptyLinks() {
  const { t } = useTranslation();
  return (
    <OverviewEmpty
      icon={LinkIcon}
      title={t('dashboard.overview.links.empty')}
      hint={t('dashboard.overview.links.emptyHint')}
    >
      <Button asChild size="sm">
        <Link to="/dashboard/affiliated-products">
          <HandshakeIcon aria-hidden />
          {t('dashboard.overview.links.emptyAction')}
        </Link>
      </Button>
    </OverviewEmpty>
  );
}

/** 'Seus links': each active link with its clicks, unique clicks and last click, and a copy button. */
export function ResellerLinksCard({ links, className }: { links: ResellerLink[]; className?: string }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const isDesktop = useIsDesktop();

  let content: ReactNode;
  if (links.length === 0) content = <EmptyLinks />;
  else if (isDesktop)
    content = (
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('dashboard.overview.links.columns.product')}</TableHead>
            <TableHead className="text-right">{t('dashboard.overview.links.columns.clicks')}</TableHead>
            <TableHead className="text-right">{t('dashboard.overview.links.columns.uniqueClicks')}</TableHead>
            <TableHead>{t('dashboard.overview.links.columns.lastClick')}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{t('dashboard.overview.links.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {links.map((link) => (
            <TableRow key={link.affiliationId} data-testid="overview-link-row">
              <TableCell className="max-w-64">
                <span className="block truncate font-medium">{link.productTitle}</span>
                <span className="font-mono text-muted-foreground text-xs">{link.productCode}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(link.clicks, locale)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCount(link.uniqueClicks, locale)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <LastClick at={link.lastClickAt} locale={locale} />
              </TableCell>
              <TableCell className="text-right">
                <CopyLinkButton link={link.link} title={link.productTitle} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  else
    content = (
      <ul className="grid gap-3">
        {links.map((link) => (
          <li
            key={link.affiliationId}
            className="grid gap-3 rounded-lg border p-3"
            data-testid="overview-link-row"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-sm">{link.productTitle}</p>
              <p className="font-mono text-muted-foreground text-xs">{link.productCode}</p>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">{t('dashboard.overview.links.columns.clicks')}</dt>
                <dd className="font-semibold text-sm tabular-nums">{formatCount(link.clicks, locale)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">
                  {t('dashboard.overview.links.columns.uniqueClicks')}
                </dt>
                <dd className="font-semibold text-sm tabular-nums">
                  {formatCount(link.uniqueClicks, locale)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('dashboard.overview.links.columns.lastClick')}</dt>
                <dd>
                  <LastClick at={link.lastClickAt} locale={locale} />
                </dd>
              </div>
            </dl>
            <CopyLinkButton link={link.link} title={link.productTitle} />
          </li>
        ))}
      </ul>
    );

  return (
    <OverviewCard
      icon={LinkIcon}
      title={t('dashboard.overview.links.title')}
      description={t('dashboard.overview.links.description')}
      testId="overview-links"
      className={className}
      contentClassName="grid gap-3"
    >
      {content}
      {links.length > 0 && (
        <Button asChild variant="link" className="h-auto justify-self-start p-0">
          <Link to="/dashboard/affiliated-products">{t('dashboard.overview.links.viewAll')}</Link>
        </Button>
      )}
    </OverviewCard>
  );
}
