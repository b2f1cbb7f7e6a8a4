import { appRouter } from '@afilia/api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, AUTHORIZATION_MATRIX } from '../authorization/matrix';
import { allProcedurePaths, createTestApp, type TestApp } from '../support/harness';
import { createMatrixFixtures } from '../support/matrix-fixtures';

/**
 * Malformed strings (U+0000 and other control characters, lone surrogates,
 * overlong text, malformed uuids) sent to every procedure never produce a 500.
 */

/** The 15 procedures that once answered 500 to a U+0000. */
const REPORTED_PROCEDURES = [
  'auth.login',
  'auth.register',
  'contact.send',
  'products.list',
  'products.update',
  'sellers.list',
  'users.list',
  'security.endSession',
  'profile.update',
  'profile.updateAvatar',
  'settings.saveContactInfo',
  // 15 calls over these procedures once failed; these share their schemas and code paths.
  'settings.saveBranding',
  'products.create',
  'users.update',
  'sellers.add',
];

const ACTORS: Actor[] = ['admin', 'producer'];

/** Text no input may accept: NUL and other C0, DEL and C1 control characters, an unpaired UTF-16 surrogate. */
const refusedText = (original: string) => [
  `${original}\u0000`,
  `\u0000${original}\u001b`,
  `${original}\u007f\u0085`,
  `${original}\ud800`,
];
/** Values that are well-formed text yet may be out of range for a column. */
const otherMalformedText = ['x'.repeat(30_000), 'not-a-uuid'];
const WHOLE_INPUT_REPLACEMENTS: unknown[] = [
  '\u0000',
  '\u0000'.repeat(1000),
  { '\u0000': '\u0000' },
  ['\u0000'],
];

// --- The string fields of a procedure's input, read from its zod schema (zod 4 definitions). ---

type PathSegment = string | number;
interface ZodNode {
  _zod: { def: ZodDef };
}
interface ZodDef {
  type: string;
  shape?: Record<string, ZodNode>;
  innerType?: ZodNode;
  in?: ZodNode;
  element?: ZodNode;
  options?: ZodNode[];
  values?: unknown[];
}

function stringPaths(node: ZodNode, path: PathSegment[] = [], found = new Map<string, PathSegment[]>()) {
  const def = node._zod.def;
  const add = () => found.set(JSON.stringify(path), path);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'template_literal':
      add();
      break;
    case 'literal':
      if (def.values?.some((value) => typeof value === 'string')) add();
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) stringPaths(child, [...path, key], found);
      break;
    case 'array':
      if (def.element) stringPaths(def.element, [...path, 0], found);
      break;
    case 'union':
      for (const option of def.options ?? []) stringPaths(option, path, found);
      break;
    case 'pipe':
      if (def.in) stringPaths(def.in, path, found);
      break;
    default:
      if (def.innerType) stringPaths(def.innerType, path, found);
  }
  return found;
}

type ProcedureRecord = Record<string, { _def: { inputs: ZodNode[] } }>;
const procedures = appRouter._def.procedures as unknown as ProcedureRecord;

function inputStringPaths(procedure: string): PathSegment[][] {
  const found = new Map<string, PathSegment[]>();
  for (const schema of procedures[procedure]?._def.inputs ?? []) stringPaths(schema, [], found);
  return [...found.values()];
}

function readPath(value: unknown, path: PathSegment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}

/** A copy of `base` with `value` at `path`, creating the objects and arrays on the way. */
function withValueAt(base: unknown, path: PathSegment[], value: unknown): unknown {
  const root: Record<PathSegment, unknown> =
    base !== null && typeof base === 'object' ? structuredClone(base as Record<PathSegment, unknown>) : {};
  let current = root;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      current[segment] = value;
      return;
    }
    const next = current[segment];
    if (next === null || typeof next !== 'object')
      current[segment] = typeof path[index + 1] === 'number' ? [] : {};
    current = current[segment] as Record<PathSegment, unknown>;
  });
  return root;
}

function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const shown = text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
  return JSON.stringify(shown);
}

// --- The calls. ---

interface Payload {
  label: string;
  input: unknown;
  /** Every schema refuses it: the answer must be a 4xx with a translated code, not only 'not a 500'. */
  mustBeRefused: boolean;
}

function payloadsFor(procedure: string, base: unknown): Payload[] {
  const payloads: Payload[] = WHOLE_INPUT_REPLACEMENTS.map((input) => ({
    label: `input = ${describeValue(input)}`,
    input,
    mustBeRefused: false,
  }));
  for (const path of inputStringPaths(procedure)) {
    const originalValue = readPath(base, path);
    const original = typeof originalValue === 'string' ? originalValue : '';
    const field = path.join('.');
    for (const value of refusedText(original))
      payloads.push({
        label: `${field} = ${describeValue(value)}`,
        input: withValueAt(base, path, value),
        mustBeRefused: true,
      });
    for (const value of otherMalformedText)
      payloads.push({
        label: `${field} = ${describeValue(value)}`,
        input: withValueAt(base, path, value),
        mustBeRefused: false,
      });
  }
  return payloads;
}

let t: TestApp;
let fixtures: Awaited<ReturnType<typeof createMatrixFixtures>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_GLOBAL_MAX: '100000',
    LOGIN_MAX_FAILURES: '100000',
  });
  fixtures = await createMatrixFixtures(t);
});
afterAll(() => t.close());

describe('malformed input never answers 500', () => {
  it('covers every procedure of the authorization matrix, including the 15 that once answered 500', () => {
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual(allProcedurePaths());
    for (const procedure of REPORTED_PROCEDURES) expect(AUTHORIZATION_MATRIX).toHaveProperty([procedure]);
  });

  it('finds the string fields of the inputs, optional ones included', () => {
    const fields = (procedure: string) => inputStringPaths(procedure).map((path) => path.join('.'));
    expect(fields('sellers.list')).toContain('search');
    expect(fields('users.list')).toContain('search');
    expect(fields('products.list')).toContain('search');
    expect(fields('security.endSession')).toEqual(['sessionId']);
    expect(fields('profile.updateAvatar')).toEqual(['key']);
    expect(fields('products.update')).toEqual(
      expect.arrayContaining([
        'id',
        'data.title',
        'data.description',
        'data.imageLinks.0',
        'data.downloadLinks.0.url',
      ]),
    );
    expect(fields('auth.register')).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'selectedPlan']),
    );
  });

  for (const [procedure, row] of Object.entries(AUTHORIZATION_MATRIX)) {
    it(procedure, async () => {
      const failures: string[] = [];
      // Both callers at once, and each caller's payloads concurrently (separate connections on PostgreSQL).
      await Promise.all(
        ACTORS.map(async (actor) => {
          const base = typeof row.input === 'function' ? row.input(await fixtures.fresh()) : row.input;
          const cookie = await fixtures.cookieFor(actor);
          const payloads = payloadsFor(procedure, base);
          const results = await Promise.all(
            payloads.map((payload) => t.callRaw(procedure, payload.input, { cookie })),
          );
          payloads.forEach((payload, i) => {
            const result = results[i];
            if (!result) return;
            const refusedAsExpected =
              result.status >= 400 && result.status < 500 && typeof result.appCode === 'string';
            if (result.status >= 500 || (payload.mustBeRefused && !refusedAsExpected))
              failures.push(`${actor}: ${payload.label} → ${result.status} ${result.appCode ?? ''}`);
          });
        }),
      );
      expect(failures).toEqual([]);
    });
  }
});
