import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApiReference, readSchema } from './openapi-document';
import { groupByTag, listItemType, scopeUses, successResponse } from './openapi-logic';

/** The document the server serves at /api/v1/openapi.json, as committed (scripts/docs/openapi.ts writes it). */
function committedDocument(): unknown {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../docs/openapi.json'), 'utf8'));
}

describe('readApiReference', () => {
  it('refuses what is no OpenAPI document', () => {
    expect(() => readApiReference(null)).toThrow();
    expect(() => readApiReference([])).toThrow();
    expect(() => readApiReference({ openapi: '3.1.0' })).toThrow();
    expect(() => readApiReference({ paths: {} })).toThrow();
    expect(readApiReference({ openapi: '3.1.0', paths: {} })).toEqual({
      title: '',
      version: '',
      description: '',
      tags: [],
      operations: [],
      schemas: {},
      securitySchemes: [],
    });
  });

  it('reads operations in order, with path-level parameters, and leaves malformed parts out', () => {
    const reference = readApiReference({
      openapi: '3.1.0',
      servers: [{ url: '/api/v1' }],
      paths: {
        '/things/{id}': {
          parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }],
          get: {
            operationId: 'getThing',
            tags: ['Things', 7],
            'x-afilia-scope': 'things:read',
            parameters: [{ name: 'expand', in: 'query', required: true }, { name: 'bad', in: 'body' }, 'x'],
            responses: {
              '200': {
                description: 'OK',
                content: {
                  'application/json; charset=utf-8': { schema: { $ref: '#/components/schemas/T' } },
                },
              },
              '404': { description: 'Missing', content: { 'application/problem+json': { schema: {} } } },
              '500': 'broken',
            },
            'x-codeSamples': [{ lang: 'curl', source: 'curl …' }, { lang: 'curl' }],
          },
          delete: { responses: {} },
          summary: 'not an operation',
        },
      },
    });
    expect(reference.serverUrl).toBe('/api/v1');
    expect(reference.operations.map((operation) => [operation.method, operation.operationId])).toEqual([
      ['get', 'getThing'],
      ['delete', 'delete-things-id'],
    ]);
    const [get] = reference.operations;
    expect(get?.tags).toEqual(['Things']);
    expect(get?.scope).toBe('things:read');
    // A path parameter is required even when the document leaves `required` out.
    expect(get?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'expand', in: 'query', required: true },
    ]);
    expect(get?.responses.map((response) => response.status)).toEqual(['200', '404']);
    expect(get?.responses[0]?.schema).toEqual({ $ref: '#/components/schemas/T' });
    expect(get?.codeSamples).toEqual([{ lang: 'curl', source: 'curl …' }]);
  });

  it('keeps primitive enum members, const and default only', () => {
    expect(readSchema({ enum: ['a', 1, null, { x: 1 }], const: null, default: [] })).toEqual({
      enum: ['a', 1, null],
      const: null,
    });
    expect(readSchema('string')).toEqual({});
  });
});

describe('the committed OpenAPI document', () => {
  const reference = readApiReference(committedDocument());

  it('has the five tags, each with its operations', () => {
    const groups = groupByTag(reference);
    expect(groups.map((group) => group.tag)).toEqual([
      'Products',
      'Sales',
      'Commissions',
      'Affiliations',
      'Payouts',
    ]);
    expect(groups.every((group) => group.operations.length > 0)).toBe(true);
  });

  it('gives every operation a unique operationId, a scope and a curl example', () => {
    const ids = reference.operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of reference.operations) {
      expect(operation.scope, operation.operationId).toMatch(/^\w+:\w+$/);
      expect(
        operation.codeSamples.some((sample) => sample.lang === 'curl'),
        operation.operationId,
      ).toBe(true);
    }
  });

  it('answers lists with an envelope of a component, and the rest with a component', () => {
    const listProducts = reference.operations.find((operation) => operation.operationId === 'listProducts');
    expect(listItemType(successResponse(listProducts!)?.schema)?.refName).toBe('Product');
    const getSale = reference.operations.find((operation) => operation.operationId === 'getSale');
    expect(successResponse(getSale!)?.schema?.$ref).toBe('#/components/schemas/Sale');
  });

  it("lists the scheme's scopes and the Problem schema the page explains", () => {
    expect(scopeUses(reference).map((use) => use.scope)).toContain('sales:refund');
    expect(Object.keys(reference.schemas.Problem?.properties ?? {})).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'code']),
    );
  });
});
