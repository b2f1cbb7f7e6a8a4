import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PLANS } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './features/plans/plans-faq';
import { TESTIMONIALS } from './features/public/landing/testimonials-data';
import { PRIVACY_SECTIONS } from './features/public/legal/privacy-page';
import { TERMS_SECTIONS } from './features/public/legal/terms-page';
import { LOCALES, lookup, ptBR } from './testing/locale-keys';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Files of the web foundation and the public site (owned namespaces: common, public, plans). */
const OWNED = ['components/layout', 'components/ui', 'features/public', 'features/plans']
  .flatMap((dir) => sourceFiles(join(import.meta.dirname, dir)))
  .concat(
    [
      'components/language-switcher.tsx',
      'components/theme-toggle.tsx',
      'components/not-found.tsx',
      'components/route-error.tsx',
      'components/logo.tsx',
    ].map((file) => join(import.meta.dirname, file)),
  );

describe('translation keys used by the public site', () => {
  const literalKeys = new Set<string>();
  for (const file of OWNED) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]+)'/g)) literalKeys.add(match[1] as string);
    for (const match of text.matchAll(/label: '((?:common|public|plans)\.[\w.-]+)'/g))
      literalKeys.add(match[1] as string);
    for (const match of text.matchAll(/title: '((?:common|public|plans)\.[\w.-]+)'/g))
      literalKeys.add(match[1] as string);
  }

  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(30);
  });

  it.each(Object.entries(LOCALES))('every literal key resolves to a string in %s', (_name, resources) => {
    const missing = [...literalKeys].filter((key) => typeof lookup(resources, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(LOCALES))('dynamic keys exist in %s', (_name, resources) => {
    const keys: string[] = [];
    for (const plan of PLANS) {
      keys.push(`plans.${plan.id}.description`, `plans.${plan.id}.cta`);
      for (let n = 0; n < plan.featureCount; n++) keys.push(`plans.${plan.id}.features.${n}`);
      expect(lookup(resources, `plans.${plan.id}.features.${plan.featureCount}`)).toBeUndefined();
    }
    for (const id of ['form', 'checkout', 'success']) keys.push(`plans.purchase.steps.${id}`);
    for (const id of ['ok', 'declined', 'insufficientFunds']) keys.push(`plans.purchase.testCard.${id}`);
    for (const id of FAQ_ITEMS) keys.push(`plans.faq.items.${id}.question`, `plans.faq.items.${id}.answer`);
    for (const item of TESTIMONIALS)
      keys.push(`public.testimonials.items.${item.id}.role`, `public.testimonials.items.${item.id}.quote`);
    for (const id of TERMS_SECTIONS)
      keys.push(`public.terms.sections.${id}.title`, `public.terms.sections.${id}.body`);
    for (const id of PRIVACY_SECTIONS)
      keys.push(`public.privacy.sections.${id}.title`, `public.privacy.sections.${id}.body`);
    const missing = keys.filter((key) => typeof lookup(resources, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR wording of the shell and plans word for word', () => {
    expect(lookup(ptBR, 'common.notFound.title')).toBe('Página não encontrada');
    expect(lookup(ptBR, 'common.nav.openMenu')).toBe('Abrir menu');
    expect(lookup(ptBR, 'common.nav.closeMenu')).toBe('Fechar menu');
    expect(lookup(ptBR, 'plans.page.title')).toBe('Planos e Preços');
    expect(lookup(ptBR, 'plans.buttons.startTrial')).toBe('Iniciar teste grátis');
    expect(lookup(ptBR, 'plans.buttons.current')).toBe('Plano atual');
    expect(lookup(ptBR, 'plans.toasts.registrationRequired')).toBe('Registro necessário');
    expect(lookup(ptBR, 'plans.toasts.currentDescription')).toBe('Você já está subscrito ao plano {{plan}}.');
    expect(lookup(ptBR, 'public.contact.success')).toBe(
      'Mensagem enviada com sucesso! Em breve entraremos em contato.',
    );
    expect(lookup(ptBR, 'public.hero.primaryCta')).toBe('Comece agora');
    expect(lookup(ptBR, 'plans.toasts.accountUpdated')).toBe('Conta atualizada');
    expect(lookup(ptBR, 'plans.toasts.accountUpdateFailed')).toBe(
      'Não foi possível atualizar seu tipo de conta. Por favor tente novamente.',
    );
    expect(lookup(ptBR, 'plans.toasts.authRequired')).toBe('Autenticação necessária');
    expect(lookup(ptBR, 'plans.toasts.authRequiredDescription')).toBe(
      'Faça login para continuar com a compra do plano.',
    );
    expect(lookup(ptBR, 'plans.toasts.profileUpdated')).toBe('Perfil atualizado');
    expect(lookup(ptBR, 'plans.purchase.checkout.errorTitle')).toBe('Erro no pagamento');
    expect(lookup(ptBR, 'plans.purchase.testCard.legend')).toBe('Modo de teste');
    expect(lookup(ptBR, 'plans.purchase.redirect.title')).toBe('Redirecionando...');
    expect(lookup(ptBR, 'plans.purchase.buttons.finish')).toBe('Finalizar pagamento');
    expect(lookup(ptBR, 'plans.purchase.buttons.startTrial')).toBe('Iniciar teste grátis');
    expect(lookup(ptBR, 'plans.purchase.buttons.continue')).toBe('Continuar');
    expect(lookup(ptBR, 'plans.purchase.buttons.back')).toBe('Voltar');
    expect(lookup(ptBR, 'plans.purchase.buttons.accessAccount')).toBe('Acessar minha conta');
    expect(lookup(ptBR, 'plans.purchase.summary.freeFor')).toBe('grátis por {{days}} dias');
    expect(lookup(ptBR, 'plans.purchase.errors.trialTitle')).toBe('Erro ao ativar teste grátis');
    expect(lookup(ptBR, 'plans.purchase.errors.cardElementMissing')).toBe(
      'Elemento do cartão não foi encontrado',
    );
    expect(lookup(ptBR, 'plans.purchase.errors.paymentMethodFailed')).toBe(
      'Não foi possível criar o método de pagamento',
    );
    expect(lookup(ptBR, 'public.hero.secondaryCta')).toBe('Ver planos');
  });
});
