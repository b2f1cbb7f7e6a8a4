/** Header links. Labels are i18n keys. */
export const HEADER_LINKS = [
  { to: '/plans', label: 'common.nav.plans' },
  { to: '/features', label: 'common.nav.features' },
  { to: '/about', label: 'common.nav.about' },
  { to: '/contact', label: 'common.nav.contact' },
] as const;

/** Footer link groups. */
export const FOOTER_GROUPS = [
  {
    title: 'common.footer.product',
    links: [
      { to: '/plans', label: 'common.footer.plansAndPricing' },
      { to: '/features', label: 'common.footer.features' },
      { to: '/blog', label: 'common.footer.blog' },
      { to: '/docs/api', label: 'public.apiDocs.footerLink' },
    ],
  },
  {
    title: 'common.footer.company',
    links: [
      { to: '/about', label: 'common.footer.about' },
      { to: '/contact', label: 'common.footer.contact' },
    ],
  },
  {
    title: 'common.footer.legal',
    links: [
      { to: '/terms', label: 'common.footer.terms' },
      { to: '/privacy', label: 'common.footer.privacy' },
    ],
  },
] as const;

export const SOCIAL_LINKS = [
  { id: 'instagram', href: 'https://www.instagram.com/afilia.app', label: 'common.footer.instagram' },
  { id: 'youtube', href: 'https://www.youtube.com/@afilia.app', label: 'common.footer.youtube' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/afilia-app', label: 'common.footer.linkedin' },
] as const;
