import { LegalPage } from './legal-page';

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

/** /privacy — 'Política de privacidade' (LGPD, Lei nº 13.709/2018). */
export function PrivacyPage() {
  return <LegalPage prefix="public.privacy" sections={PRIVACY_SECTIONS} />;
}
