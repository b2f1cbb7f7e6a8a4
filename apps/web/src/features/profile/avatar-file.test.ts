import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it('accepts the image types the server stores', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(avatarFileProblem({ type, size: 1024 }), type).toBeNull();
    }
  });

  it('refuses other files with the storage error keys', () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 1024 })).toEqual({
      code: 'errors.storage.unsupportedType',
      params: {},
    });
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1024 })?.code).toBe(
      'errors.storage.unsupportedType',
    );
    expect(avatarFileProblem({ type: 'image/png', size: 0 })?.code).toBe('errors.storage.noFile');
  });

  it('refuses photos over the limit and names it', () => {
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toEqual({
      code: 'errors.storage.fileTooLarge',
      params: { limit: '5\u00a0MB' },
    });
  });
});
