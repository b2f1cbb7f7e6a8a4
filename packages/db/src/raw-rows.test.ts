import { describe, expect, it } from 'vitest';
import { rawRows } from './raw-rows';

describe('rawRows', () => {
  it('reads postgres.js arrays and PGlite results alike', () => {
    expect(rawRows([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(rawRows({ rows: [{ a: 2 }], fields: [] })).toEqual([{ a: 2 }]);
  });

  it('gives no rows for anything else', () => {
    expect(rawRows(null)).toEqual([]);
    expect(rawRows({ rowCount: 0 })).toEqual([]);
  });
});
