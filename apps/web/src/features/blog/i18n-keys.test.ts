import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_ARTICLE_STATUSES, BLOG_CATEGORIES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { LOCALES, lookup, ptBR, resolves } from '../../testing/locale-keys';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Capabilities (`can(role, 'blog.manage')`) read like keys but are not. */
const CAPABILITIES = new Set(['blog.manage', 'blog.comment']);
const literalKeys = new Set<string>();
for (const file of sourceFiles(import.meta.dirname)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/'((?:blog|common|errors)\.[\w.-]+)'/g)) {
    const key = match[1] as string;
    if (!CAPABILITIES.has(key)) literalKeys.add(key);
  }
}
const dynamicKeys = [
  ...BLOG_CATEGORIES.map((id) => `blog.categories.${id}`),
  ...BLOG_ARTICLE_STATUSES.map((status) => `blog.statuses.${status}`),
];

describe('translation keys of the blog', () => {
  it('finds keys to check', () => {
    expect(literalKeys.size).toBeGreaterThan(80);
  });

  it.each(Object.entries(LOCALES))('every key resolves in %s', (_name, resources) => {
    const missing = [...literalKeys, ...dynamicKeys].filter((key) => !resolves(resources, key));
    expect(missing).toEqual([]);
  });

  it('keeps the pt-BR texts of the blog word for word', () => {
    const expected: Record<string, string> = {
      'blog.tabs.published': 'Publicados',
      'blog.tabs.manage': 'Gerenciar',
      'blog.toasts.notFound': 'Artigo não encontrado',
      'blog.toasts.deleted': 'Artigo excluído com sucesso',
      'blog.toasts.duplicated': 'Artigo duplicado com sucesso',
      'blog.confirmDelete': 'Tem certeza que deseja excluir este artigo?',
      'blog.page.newArticle': 'Novo artigo',
      'blog.editor.saveDraft': 'Salvar rascunho',
      'blog.editor.publish': 'Publicar',
      'blog.comments.signIn': 'Entre para comentar',
      'blog.comments.send': 'Enviar',
      'blog.manage.approve': 'Aprovar',
      'blog.manage.remove': 'Remover',
    };
    for (const [key, text] of Object.entries(expected)) expect(lookup(ptBR, key), key).toBe(text);
  });
});
