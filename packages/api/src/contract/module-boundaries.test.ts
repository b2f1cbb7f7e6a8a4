import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries of the repository, checked by reading the source (like the authorization matrix and
 * the web contract test): each rule lists every import that breaks it, as `file -> specifier`.
 *
 * It lives here, next to the web contract test, because packages/api is the package both sides of the main
 * boundary meet at and its vitest runs in `npm test`; it only reads files, so it needs no database.
 *
 * - An integration (a client of something outside: mail, storage, a payment provider) never imports a
 *   service: services call integrations, so a shared piece lives in the integration or in a package.
 * - The web never imports the server or the repository's scripts: it ships to browsers and builds alone.
 * - The web imports only types from `@afilia/api` (what the router takes and returns); a value import would
 *   bundle server code into the browser.
 * - A web feature imports another feature only through that feature's index (`@/features/<name>`), which is
 *   what it offers the others; pieces several features share live in `components/` or `lib/`, and those two
 *   never import a feature.
 * - packages/api/src has no runtime import cycle (relative imports, `import type` left out): a cycle makes
 *   the load order decide whether a module sees its imports initialised.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const apiSrc = path.join(repoRoot, 'packages/api/src');
const webRoot = path.join(repoRoot, 'apps/web');
const webSrc = path.join(webRoot, 'src');

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split(path.sep).includes('node_modules'))
    .filter((name) => SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts'))
    .map((name) => path.join(dir, name));
}

interface ImportRef {
  specifier: string;
  /** `import type` / `export type`: erased at compile time, never loaded. */
  typeOnly: boolean;
  /** `import('…')`: loaded lazily, so it cannot take part in a load-order cycle. */
  dynamic: boolean;
}

const parsed = new Map<string, ImportRef[]>();

function importsOf(file: string): ImportRef[] {
  const cached = parsed.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.importClause?.isTypeOnly ?? false;
      refs.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      refs.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      refs.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) {
        refs.push({ specifier: expression.text, typeOnly: node.isTypeOnly, dynamic: false });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, refs);
  return refs;
}

/** The file a relative (or web `@/`) specifier names, or undefined for a package import. */
function resolveLocal(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@/') && from.startsWith(webSrc))
    base = path.join(webSrc, specifier.slice(2));
  else return undefined;
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base;
}

const rel = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');
const inside = (file: string, dir: string) => !path.relative(dir, file).startsWith('..');

describe('packages/api: integrations', () => {
  it('never import a service', () => {
    const integrations = path.join(apiSrc, 'integrations');
    const services = path.join(apiSrc, 'services');
    const offenders = sourceFiles(integrations).flatMap((file) =>
      importsOf(file)
        .filter((ref) => {
          const target = resolveLocal(file, ref.specifier);
          return target !== undefined && inside(target, services);
        })
        .map((ref) => `${rel(file)} -> ${ref.specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('apps/web', () => {
  const webFiles = [
    ...sourceFiles(webSrc),
    ...sourceFiles(path.join(webRoot, 'e2e')),
    ...sourceFiles(path.join(webRoot, 'scripts')),
    ...readdirSync(webRoot)
      .filter((name) => SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)))
      .map((name) => path.join(webRoot, name)),
  ];

  it('never imports the server or the scripts', () => {
    const forbidden = [path.join(repoRoot, 'apps/server'), path.join(repoRoot, 'scripts')];
    const offenders = webFiles.flatMap((file) =>
      importsOf(file)
        .filter((ref) => {
          if (ref.specifier === '@afilia/server' || ref.specifier.startsWith('@afilia/server/')) return true;
          const target = resolveLocal(file, ref.specifier);
          return target !== undefined && forbidden.some((dir) => inside(target, dir));
        })
        .map((ref) => `${rel(file)} -> ${ref.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('imports only types from @afilia/api', () => {
    const offenders = webFiles.flatMap((file) =>
      importsOf(file)
        .filter((ref) => ref.specifier === '@afilia/api' || ref.specifier.startsWith('@afilia/api/'))
        .filter((ref) => !ref.typeOnly)
        .map((ref) => `${rel(file)} -> ${ref.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('reaches another feature only through its index; components/ and lib/ import no feature', () => {
    const features = path.join(webSrc, 'features');
    const featureOf = (file: string) =>
      inside(file, features) ? path.relative(features, file).split(path.sep)[0] : undefined;
    const isFeatureIndex = (file: string, feature: string) =>
      path.dirname(file) === path.join(features, feature) && /^index\.tsx?$/.test(path.basename(file));
    const offenders = sourceFiles(webSrc).flatMap((file) => {
      const own = featureOf(file);
      const shared = inside(file, path.join(webSrc, 'components')) || inside(file, path.join(webSrc, 'lib'));
      if (own === undefined && !shared) return [];
      return importsOf(file)
        .filter((ref) => {
          const target = resolveLocal(file, ref.specifier);
          if (target === undefined) return false;
          const other = featureOf(target);
          if (other === undefined) return false;
          if (shared) return true;
          return other !== own && !isFeatureIndex(target, other);
        })
        .map((ref) => `${rel(file)} -> ${ref.specifier}`);
    });
    expect(offenders).toEqual([]);
  });
});

/**
 * Import cycles that exist today and are being taken apart, each written as one import (`from -> to`) that
 * lies on a cycle: files as paths under packages/, modules as `services/<folder>` etc. The test fails on an
 * import on a cycle that is not listed; entries no longer on a cycle are only reported, so whoever removes a
 * cycle drops its entries. The list only shrinks.
 */
const KNOWN_CYCLE_IMPORTS: readonly string[] = [
  'services/account -> services/auth',
  'services/account -> services/team',
  'services/auth -> services/plans',
  'services/ledger -> services/plans',
  'services/ledger -> services/products',
  'services/ledger -> services/reports',
  'services/payments -> services/ledger',
  'services/plans -> services/account',
  'services/plans -> services/auth',
  'services/plans -> services/payments',
  'services/products -> services/account',
  'services/products -> services/plans',
  'services/reports -> services/ledger',
  'services/reports -> services/plans',
  'services/team -> services/account',
  'services/team -> services/auth',
  'services/team -> services/ledger',
  'services/team -> services/plans',
];

/** Every edge of the graph that lies on a cycle: edges inside one strongly connected component (Tarjan). */
function edgesOnCycles(edges: Map<string, Set<string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  let counter = 0;
  let components = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.set(member, components);
      } while (member !== node);
      components += 1;
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) connect(node);
  return [...edges].flatMap(([node, targets]) =>
    [...targets]
      .filter((target) => target === node || component.get(target) === component.get(node))
      .map((target) => `${node} -> ${target}`),
  );
}

/** The runtime imports between the source files of a few folders (relative imports, no `import type`). */
function runtimeImports(dirs: string[]): Map<string, Set<string>> {
  const files = dirs.flatMap((dir) => sourceFiles(dir)).filter((file) => !/\.test\.tsx?$/.test(file));
  const known = new Set(files);
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = importsOf(file)
      .filter((ref) => !ref.typeOnly && !ref.dynamic && ref.specifier.startsWith('.'))
      .map((ref) => resolveLocal(file, ref.specifier))
      .filter((target): target is string => target !== undefined && known.has(target));
    edges.set(file, new Set(targets));
  }
  return edges;
}

/** packages/api/src's modules: `services/<folder>`, `integrations/<folder>`, else the top folder or file. */
function moduleOf(file: string): string {
  const parts = path.relative(apiSrc, file).split(path.sep);
  const [top, sub] = parts;
  if ((top === 'services' || top === 'integrations') && parts.length > 2 && sub) return `${top}/${sub}`;
  return parts.length > 1 ? (top ?? '') : (top ?? '').replace(/\.tsx?$/, '');
}

function cycleImports(): string[] {
  const packages = path.join(repoRoot, 'packages');
  const fileEdges = runtimeImports([apiSrc, path.join(packages, 'db/src')]);
  const named = new Map<string, Set<string>>();
  const moduleEdges = new Map<string, Set<string>>();
  for (const [file, targets] of fileEdges) {
    const name = path.relative(packages, file).split(path.sep).join('/');
    named.set(name, new Set([...targets].map((t) => path.relative(packages, t).split(path.sep).join('/'))));
    if (!inside(file, apiSrc)) continue;
    const from = moduleOf(file);
    const set = moduleEdges.get(from) ?? new Set<string>();
    for (const target of targets) if (moduleOf(target) !== from) set.add(moduleOf(target));
    moduleEdges.set(from, set);
  }
  return [...edgesOnCycles(named), ...edgesOnCycles(moduleEdges)].sort();
}

describe('runtime import cycles', () => {
  it('none between the files of packages/api and packages/db, nor between the modules of packages/api', () => {
    const found = cycleImports();
    const stale = KNOWN_CYCLE_IMPORTS.filter((entry) => !found.includes(entry));
    if (stale.length > 0)
      console.info(`No longer on an import cycle (drop from the list):\n${stale.join('\n')}`);
    expect(found.filter((entry) => !KNOWN_CYCLE_IMPORTS.includes(entry))).toEqual([]);
  });
});
