// Shared by src/i18n-keys.test.ts and lib/errors.test.ts: the three locales' resources and key lookups.
import { loadLocaleResources } from '@afilia/i18n';

const [ptBR, enUS, esES] = await Promise.all([
  loadLocaleResources('pt-BR'),
  loadLocaleResources('en-US'),
  loadLocaleResources('es'),
]);

export { enUS, esES, ptBR };
export const LOCALES = { 'pt-BR': ptBR, 'en-US': enUS, es: esES } as const;

export function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[part];
  }, tree);
}

/** A key exists as a string, or as i18next plural forms (`_one` / `_other`). */
export function resolves(tree: unknown, key: string): boolean {
  return (
    typeof lookup(tree, key) === 'string' ||
    (typeof lookup(tree, `${key}_one`) === 'string' && typeof lookup(tree, `${key}_other`) === 'string')
  );
}
