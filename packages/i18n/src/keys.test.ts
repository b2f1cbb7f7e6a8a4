import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US/index';
import esES from './locales/es/index';
import ptBR from './locales/pt-BR/index';

function flattenKeys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locale key sets', () => {
  const reference = flattenKeys(ptBR).sort();

  it('pt-BR has keys in every namespace', () => {
    for (const [namespace, tree] of Object.entries(ptBR)) {
      expect(flattenKeys(tree).length, namespace).toBeGreaterThan(0);
    }
  });

  it.each([
    ['en-US', enUS],
    ['es', esES],
  ])('%s has exactly the keys of pt-BR', (_name, resources) => {
    expect(flattenKeys(resources).sort()).toEqual(reference);
  });

  it.each([
    ['pt-BR', ptBR],
    ['en-US', enUS],
    ['es', esES],
  ])('%s has no empty strings', (_name, resources) => {
    const empty = flattenKeys(resources).filter((key) => {
      const value = key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], resources);
      return typeof value === 'string' && value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
