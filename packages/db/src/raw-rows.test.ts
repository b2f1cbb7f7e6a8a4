import { describe, expect, it } from 'vitest';
import { rawRows } from './raw-rows';

describe('rawRows', () => {
  it('reads the rows of a driver result', () => {
    expect(rawRows({ rows: [{ a: 2 }], fields: [] })).toEqual([{ a: 2 }]);
  });

  it('gives no rows for anything else', () => {
    expect(rawRows(null)).toEqual([]);
    expect(rawRows([{ a: 1 }])).toEqual([]);
    expect(rawRows({ rowCount: 0 })).toEqual([]);
  });
});
