// The OpenAPI document is the contract: served at /api/v1/openapi.json, committed as docs/openapi.json with
// the client types generated from it, valid for a third-party validator, and naming every route the
// server answers with the scope it checks.
import { readFileSync } from 'node:fs';
import { API_ROUTES } from '@afilia/api/server';
import { API_SCOPES } from '@afilia/validators';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_TYPES_FILE,
  clientTypesText,
  OPENAPI_FILE,
  openApiText,
} from '../../../../scripts/docs/openapi';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is served as committed in docs/openapi.json, with the client types generated from it (npm run docs:openapi)', async () => {
    const served = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(served.statusCode).toBe(200);
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(JSON.parse(served.body)).toEqual(JSON.parse(committed));
    expect(committed).toBe(openApiText());
    expect(readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(await clientTypesText(committed));
  });

  it('passes a third-party OpenAPI 3.1 validator', async () => {
    const result = await validate(JSON.parse(openApiText()));
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('documents every route with one known scope, and each route answers as registered', async () => {
    const document = JSON.parse(openApiText()) as {
      paths: Record<string, Record<string, { 'x-afilia-scope': string }>>;
    };
    for (const route of API_ROUTES) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.['x-afilia-scope'], route.operationId).toBe(route.scope);
      expect(API_SCOPES).toContain(route.scope);
      const url = `/api/v1${route.path.replace('{id}', '00000000-0000-4000-8000-000000000000')}`;
      const answer = await t.app.inject({ method: route.method, url });
      // Without a key every route answers 401: the route exists, and authentication comes first.
      expect(answer.statusCode, route.operationId).toBe(401);
    }
  });
});
