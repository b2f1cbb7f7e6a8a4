import { describe, expect, it } from 'vitest';
import { parseUploadResponse, privateFileKey, UploadError, uploadPercent } from './upload';

function failure(status: number, body: string): UploadError {
  try {
    parseUploadResponse(status, body);
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('parseUploadResponse', () => {
  it('returns the stored file on 201', () => {
    const file = {
      bucket: 'product-images',
      key: '0b8f.png',
      path: '/files/product-images/0b8f.png',
      size: 120,
      mime: 'image/png',
      originalName: 'capa.png',
    };
    expect(parseUploadResponse(201, JSON.stringify(file))).toEqual(file);
  });

  it('refuses a success body that is not a stored file', () => {
    expect(failure(201, '{}').code).toBe('errors.internal');
    expect(failure(200, 'oops').code).toBe('errors.internal');
  });

  it('reads the server error code and params', () => {
    const tooLarge = failure(
      413,
      JSON.stringify({ error: { appCode: 'errors.storage.fileTooLarge', appParams: { limit: '100 MB' } } }),
    );
    expect(tooLarge.code).toBe('errors.storage.fileTooLarge');
    expect(tooLarge.params).toEqual({ limit: '100 MB' });
    const wrongType = failure(415, JSON.stringify({ error: { appCode: 'errors.storage.unsupportedType' } }));
    expect(wrongType.code).toBe('errors.storage.unsupportedType');
    expect(wrongType.params).toEqual({});
  });

  it('falls back to a code from the status when the body is not ours', () => {
    expect(failure(413, '<html>too big</html>').code).toBe('errors.payloadTooLarge');
    expect(failure(415, '').code).toBe('errors.storage.unsupportedType');
    expect(failure(401, '').code).toBe('errors.auth.unauthenticated');
    expect(failure(403, '').code).toBe('errors.forbidden');
    expect(failure(502, '').code).toBe('errors.internal');
    expect(failure(0, '').code).toBe('errors.network');
    // A code this build does not know: the status tells what happened.
    expect(failure(413, JSON.stringify({ error: { appCode: 'errors.fromTheFuture' } })).code).toBe(
      'errors.payloadTooLarge',
    );
  });
});

describe('uploadPercent', () => {
  it('rounds and clamps', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 4)).toBe(100);
  });
});

describe('privateFileKey', () => {
  it('recognises uploaded download paths only', () => {
    expect(privateFileKey('/files/product-files/ab-12.pdf')).toBe('ab-12.pdf');
    expect(privateFileKey('/files/product-images/ab.png')).toBeNull();
    expect(privateFileKey('https://x.com/files/product-files/a')).toBeNull();
    expect(privateFileKey('/files/product-files/../etc')).toBeNull();
  });
});
