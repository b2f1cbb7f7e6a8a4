import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import * as everything from './index';
import * as zodFree from './zod-free';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm;

function specifiers(file: string): string[] {
  return [...readFileSync(path.join(SRC, file), 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '');
}

/** Every module a file reaches through relative imports (itself included), and the packages they import. */
function reach(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages };
  seen.add(file);
  for (const specifier of specifiers(file)) {
    if (specifier.startsWith('./')) reach(`${specifier.slice(2)}.ts`, seen, packages);
    else packages.add(specifier);
  }
  return { seen, packages };
}

const sourceModules = readdirSync(SRC).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('@afilia/validators/constants', () => {
  it('is the package export that points at zod-free.ts', () => {
    expect(packageJson.exports['./constants']).toBe('./src/zod-free.ts');
  });

  it('reaches no package at all (so never zod)', () => {
    expect([...reach('zod-free.ts').packages]).toEqual([]);
  });

  it('lists every module of the package that does not reach zod', () => {
    const plain = sourceModules.filter(
      (file) => !['index.ts', 'zod-free.ts'].includes(file) && !reach(file).packages.has('zod'),
    );
    const listed = specifiers('zod-free.ts').map((specifier) => `${specifier.slice(2)}.ts`);
    expect(listed.sort()).toEqual(plain.sort());
  });

  it('exports the same values as the package root does under those names', () => {
    const root = new Map(Object.entries(everything));
    for (const [name, value] of Object.entries(zodFree)) expect(root.get(name), name).toBe(value);
  });
});
