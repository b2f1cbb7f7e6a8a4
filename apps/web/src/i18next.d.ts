import type { LocaleResources } from '@afilia/i18n';

/**
 * Translation keys are typed from the pt-BR resources (the source locale), so `t('a.missing.key')`
 * fails the typecheck. All namespaces of packages/i18n are merged into i18next's single
 * `translation` namespace (see lib/i18n.ts), hence keys read `public.hero.title`, `errors.internal`…
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: LocaleResources };
    returnNull: false;
  }
}
