/** The placeholder of an article without a cover: a gradient per category (light text reads on all of them). */
const GRADIENTS: Record<string, string> = {
  estrategia: 'from-indigo-600 to-violet-500',
  afiliados: 'from-violet-600 to-fuchsia-500',
  marketing: 'from-fuchsia-600 to-rose-500',
  vendas: 'from-emerald-600 to-teal-500',
  ferramentas: 'from-sky-600 to-cyan-500',
};
const FALLBACK = 'from-primary to-brand-to';

export function coverGradient(category: string): string {
  return GRADIENTS[category] ?? FALLBACK;
}
