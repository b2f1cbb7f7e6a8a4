import { FALLBACK_LOCALE, type SupportedLocale } from './index';
import enUS from './locales/en-US/index';
import esES from './locales/es/index';
import ptBR from './locales/pt-BR/index';

/** All locales loaded synchronously, for server-side rendering of emails. */
const ALL: Record<SupportedLocale, unknown> = { 'pt-BR': ptBR, 'en-US': enUS, es: esES };

function lookup(tree: unknown, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Translates a dotted key with `{{name}}` interpolation, falling back to pt-BR and then to the key. */
export function translate(
  locale: SupportedLocale,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const raw = lookup(ALL[locale], key) ?? lookup(ALL[FALLBACK_LOCALE], key);
  const text = typeof raw === 'string' ? raw : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
