import { LegalPage, type LegalSection } from './legal-page';

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

const SECTIONS = TERMS_SECTIONS.map(
  (id): LegalSection => ({
    id,
    title: `public.terms.sections.${id}.title`,
    body: `public.terms.sections.${id}.body`,
  }),
);

/** /terms — 'Termos de serviço'. */
export function TermsPage() {
  return <LegalPage prefix="public.terms" sections={SECTIONS} />;
}
