import { LegalPage } from './legal-page';

export const TERMS_SECTIONS = [
  'acceptance',
  'service',
  'accounts',
  'plans',
  'trial',
  'cancellation',
  'commissions',
  'conduct',
  'content',
  'intellectualProperty',
  'liability',
  'changes',
  'law',
] as const;

/** /terms — 'Termos de serviço'. */
export function TermsPage() {
  return <LegalPage prefix="public.terms" sections={TERMS_SECTIONS} />;
}
