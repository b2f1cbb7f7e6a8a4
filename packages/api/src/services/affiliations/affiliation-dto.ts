import type { AffiliationStatus } from '@afilia/validators';

/** The reseller's shareable link, `{appUrl}/r/{code}`. */
export function affiliateLinkUrl(appUrl: string, linkCode: string): string {
  return `${appUrl}/r/${linkCode}`;
}

/** The link to show: only an active affiliation has one (a pending, refused or revoked code attributes nothing). */
export function linkWhenActive(appUrl: string, status: AffiliationStatus, linkCode: string): string | null {
  return status === 'active' ? affiliateLinkUrl(appUrl, linkCode) : null;
}

interface AffiliationFields {
  id: string;
  status: AffiliationStatus;
  linkCode: string;
  clicks: number;
  uniqueClicks: number;
  lastClickAt: Date | null;
}

/** The reseller's own affiliation to a product, as the 'Produtos Afiliados' card shows it. */
export function toResellerAffiliationDto(appUrl: string, row: AffiliationFields) {
  return {
    id: row.id,
    status: row.status,
    linkCode: row.linkCode,
    link: linkWhenActive(appUrl, row.status, row.linkCode),
    clicks: row.clicks,
    uniqueClicks: row.uniqueClicks,
    lastClickAt: row.lastClickAt,
  };
}
export type ResellerAffiliationDto = ReturnType<typeof toResellerAffiliationDto>;
