import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CAPABILITY_NAMES } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { procedureCatalog } from './procedure-catalog';
import { GENERATED_MARKER, updateWebContract } from './web-contract';

const CONTRACT = fileURLToPath(new URL('../../../../docs/web-contract.md', import.meta.url));

describe('docs/web-contract.md', () => {
  it('lists every procedure as the router declares it (run `npm run docs:contract` when this fails)', () => {
    const committed = readFileSync(CONTRACT, 'utf8');
    expect(committed).toBe(updateWebContract(committed));
  });

  it('keeps the hand-written text above the marker and replaces everything after it', () => {
    const updated = updateWebContract(`# Head\n\nkept\n\n${GENERATED_MARKER}\n\nstale table\n`, [
      { path: 'a.b', kind: 'query', access: 'public', inputFields: null },
      { path: 'a.c', kind: 'mutation', access: 'sellers.manage', inputFields: ['id', 'page?'] },
    ]);
    expect(updated.startsWith(`# Head\n\nkept\n\n${GENERATED_MARKER}\n`)).toBe(true);
    expect(updated).not.toContain('stale table');
    expect(updated).toContain('| `a.b` | query | public | anyone | none |');
    expect(updated).toContain(
      '| `a.c` | mutation | `sellers.manage` | admin (any), producer (own) | `{ id, page? }` |',
    );
  });

  it('refuses a file without the marker rather than dropping its text', () => {
    expect(() => updateWebContract('# Head\n')).toThrow(/marker/);
  });
});

describe('the procedure catalogue', () => {
  it('names a known access for every procedure, and reads each input', () => {
    const entries = procedureCatalog();
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      expect(['public', 'signedIn', ...CAPABILITY_NAMES], entry.path).toContain(entry.access);
      // An input that is not an object would show as '(not an object)': every procedure takes an object.
      if (entry.inputFields) expect(entry.inputFields.length, entry.path).toBeGreaterThan(0);
    }
    expect(entries.find((entry) => entry.path === 'sellers.add')).toEqual({
      path: 'sellers.add',
      kind: 'mutation',
      access: 'sellers.manage',
      inputFields: ['fullName', 'email', 'phone', 'password'],
    });
  });
});
