import { LegalPage, type LegalSection } from './legal-page';

export const PRIVACY_SECTIONS = [
  'controller',
  'data',
  'purposes',
  'legalBases',
  'sharing',
  'cookies',
  'retention',
  'rights',
  'security',
  'transfers',
  'children',
  'changes',
  'dpo',
] as const;

const SECTIONS = PRIVACY_SECTIONS.map(
  (id): LegalSection => ({
    id,
    title: `public.privacy.sections.${id}.title`,
    body: `public.privacy.sections.${id}.body`,
  }),
);

/** /privacy — 'Política de privacidade' (LGPD, Lei nº 13.709/2018). */
export function PrivacyPage() {
  return <LegalPage prefix="public.privacy" sections={SECTIONS} />;
}
