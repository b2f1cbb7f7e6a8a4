import { describe, expect, it } from 'vitest';
import { isNewLoadError, listScope, pageInScope, serverPageToFollow } from './use-paginated-list';

describe('listScope', () => {
  it('is the same for the same search, page size and filters', () => {
    expect(listScope('curso', 12, { tab: 'all' })).toBe(listScope('curso', 12, { tab: 'all' }));
    expect(listScope('curso', 12, undefined)).toBe(listScope('curso', 12, undefined));
  });

  it('changes with the search, the page size or a filter', () => {
    const base = listScope('curso', 12, { tab: 'all' });
    expect(listScope('curso de', 12, { tab: 'all' })).not.toBe(base);
    expect(listScope('curso', 24, { tab: 'all' })).not.toBe(base);
    expect(listScope('curso', 'all', { tab: 'all' })).not.toBe(base);
    expect(listScope('curso', 12, { tab: 'pending' })).not.toBe(base);
    expect(listScope('curso', 12, undefined)).not.toBe(base);
  });

  it('does not confuse a search with a filter', () => {
    expect(listScope('a', 12, 'b')).not.toBe(listScope('b', 12, 'a'));
  });
});

describe('pageInScope', () => {
  const scope = listScope('', 12, undefined);

  it('keeps the chosen page within its scope', () => {
    expect(pageInScope({ page: 4, scope }, scope)).toBe(4);
  });

  it('starts from the first page in a new scope', () => {
    expect(pageInScope({ page: 4, scope }, listScope('novo', 12, undefined))).toBe(1);
  });
});

describe('serverPageToFollow', () => {
  it('waits for an answer', () => {
    expect(serverPageToFollow(3, undefined, false)).toBeNull();
  });

  it('ignores the previous page kept on screen while the next one loads', () => {
    expect(serverPageToFollow(3, { page: 2 }, true)).toBeNull();
  });

  it('has nothing to follow when the server served the page asked for', () => {
    expect(serverPageToFollow(3, { page: 3 }, false)).toBeNull();
  });

  it("follows the server's clamp past the end", () => {
    expect(serverPageToFollow(3, { page: 2 }, false)).toBe(2);
  });
});

describe('isNewLoadError', () => {
  it('reports a failed load once', () => {
    expect(isNewLoadError(true, 1000, 0)).toBe(true);
    expect(isNewLoadError(true, 1000, 1000)).toBe(false);
  });

  it('reports the next failed load again', () => {
    expect(isNewLoadError(true, 2000, 1000)).toBe(true);
  });

  it('is quiet without an error', () => {
    expect(isNewLoadError(false, 1000, 0)).toBe(false);
  });
});
