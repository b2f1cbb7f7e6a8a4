import { z } from 'zod';
import { appRouter } from '../root';
import type { ProcedureMeta } from '../trpc';

export type ProcedureKind = 'query' | 'mutation' | 'subscription';
export type ProcedureAccess = ProcedureMeta['access'];

/** One procedure of the router, as a caller sees it. */
export interface ProcedureEntry {
  /** `router.procedure`, e.g. `auth.login`. */
  path: string;
  kind: ProcedureKind;
  /** Who may call it: the `access` meta the procedure declares ('public' when it declares none). */
  access: ProcedureAccess;
  /** The input object's fields (`name?` when optional or defaulted), or null when it takes no input. */
  inputFields: string[] | null;
}

interface ProcedureDef {
  _def: { type: ProcedureKind; meta?: ProcedureMeta; inputs: unknown[] };
}

// At run time `_def.procedures` is flat ('auth.me' → procedure) although its type mirrors the nesting.
const flatProcedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

/** The fields of an input schema: an object's keys, through a pipe (a transform) to its input side. */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in);
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) =>
    field.safeParse(undefined).success ? `${name}?` : name,
  );
}

function entryOf(path: string, procedure: ProcedureDef): ProcedureEntry {
  const { type, meta, inputs } = procedure._def;
  return {
    path,
    kind: type,
    access: meta?.access ?? 'public',
    inputFields: inputs.length === 0 ? null : inputs.flatMap(fieldsOf),
  };
}

const catalog: ReadonlyMap<string, ProcedureEntry> = new Map(
  Object.keys(flatProcedures)
    .sort()
    .map((path) => [path, entryOf(path, flatProcedures[path] as ProcedureDef)]),
);

/**
 * Every procedure of the app's router, sorted by path: what the web contract (docs/web-contract.md), the
 * test harness and the authorization matrix read, so that none of them walks tRPC's internals itself.
 */
export function procedureCatalog(): ProcedureEntry[] {
  return [...catalog.values()];
}

/** One procedure's entry, or undefined for a path the router does not have. */
export function findProcedure(path: string): ProcedureEntry | undefined {
  return catalog.get(path);
}
