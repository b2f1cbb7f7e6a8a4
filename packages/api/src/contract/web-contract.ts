import { CAPABILITIES, type Capability, ROLES, type Scope } from '@afilia/validators';
import { type ProcedureAccess, type ProcedureEntry, procedureCatalog } from './procedure-catalog';

/**
 * docs/web-contract.md: a hand-written head (transport, errors, links) and, from this marker on, the
 * procedure table generated from the router and the capability map. `npm run docs:contract` rewrites the
 * table; web-contract.test.ts fails when the committed file differs from what the router says.
 */
export const GENERATED_MARKER =
  '<!-- Generated from here on by `npm run docs:contract` (scripts/docs/web-contract.ts): edit the text above. -->';

const ACCESS_LABEL: Record<'public' | 'signedIn', string> = {
  public: 'anyone',
  signedIn: 'any signed-in user',
};

/** 'producer (own), admin (any)': the roles a capability grants, in the order of ROLES. */
function grantees(capability: Capability): string {
  const grants: Partial<Record<(typeof ROLES)[number], Scope>> = CAPABILITIES[capability];
  return ROLES.flatMap((role) => (grants[role] ? [`${role} (${grants[role]})`] : [])).join(', ');
}

function accessCell(access: ProcedureAccess): string {
  return access === 'public' || access === 'signedIn' ? access : `\`${access}\``;
}

function whoCell(access: ProcedureAccess): string {
  return access === 'public' || access === 'signedIn' ? ACCESS_LABEL[access] : grantees(access);
}

function inputCell(fields: string[] | null): string {
  if (fields === null) return 'none';
  return fields.length === 0 ? '(not an object)' : `\`{ ${fields.join(', ')} }\``;
}

function row(entry: ProcedureEntry): string {
  const cells = [
    `\`${entry.path}\``,
    entry.kind,
    accessCell(entry.access),
    whoCell(entry.access),
    inputCell(entry.inputFields),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The generated part of docs/web-contract.md, the marker line first. */
export function renderProcedureTable(entries: ProcedureEntry[] = procedureCatalog()): string {
  const byKind = (kind: string) => entries.filter((entry) => entry.kind === kind).length;
  return [
    GENERATED_MARKER,
    '',
    `${entries.length} procedures: ${byKind('query')} queries, ${byKind('mutation')} mutations.`,
    '',
    "*Access* is the procedure's `access` meta: `public`, `signedIn` or a capability of",
    '`packages/validators/src/capabilities.ts`. *Who* reads that capability in the map: `own` reaches what the',
    'caller owns (their products, files, settings, the resellers they referred), `any` everyone’s. *Input* lists',
    'the fields of the input object (`?`: optional or defaulted); the zod schemas in `packages/validators` hold',
    "their rules, and `RouterOutputs['router']['procedure']` types each output.",
    '',
    '| procedure | kind | access | who | input |',
    '| --- | --- | --- | --- | --- |',
    ...entries.map(row),
    '',
  ].join('\n');
}

/** The contract with its generated part replaced: the hand-written text up to the marker is kept as is. */
export function updateWebContract(current: string, entries?: ProcedureEntry[]): string {
  const at = current.indexOf(GENERATED_MARKER);
  if (at === -1) throw new Error(`docs/web-contract.md has lost its marker line: ${GENERATED_MARKER}`);
  return current.slice(0, at) + renderProcedureTable(entries);
}
