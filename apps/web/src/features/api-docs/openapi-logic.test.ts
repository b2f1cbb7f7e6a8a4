import { describe, expect, it } from 'vitest';
import type { OperationObject, SchemaObject } from './openapi-document';
import {
  baseUrl,
  errorCatalog,
  formatValue,
  groupByTag,
  inlineSegments,
  listItemType,
  paragraphs,
  refName,
  resolveSchema,
  schemaFields,
  schemeScopes,
  scopeUses,
  successResponse,
  tagAnchor,
  typeInfo,
  typeLabel,
} from './openapi-logic';

const PRODUCT: SchemaObject = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' }, title: { type: 'string' } },
  required: ['id', 'title'],
};
const SCHEMAS: Record<string, SchemaObject> = {
  Product: PRODUCT,
  Alias: { $ref: '#/components/schemas/Product' },
  Loop: { $ref: '#/components/schemas/Loop' },
};

const LIST_OF_PRODUCTS: SchemaObject = {
  type: 'object',
  properties: {
    object: { type: 'string', const: 'list' },
    data: { type: 'array', items: { $ref: '#/components/schemas/Product' } },
    has_more: { type: 'boolean' },
    next_cursor: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
};

function operation(
  partial: Partial<OperationObject> & Pick<OperationObject, 'operationId'>,
): OperationObject {
  return {
    method: 'get',
    path: '/things',
    tags: [],
    parameters: [],
    responses: [],
    codeSamples: [],
    ...partial,
  };
}

describe('refName and resolveSchema', () => {
  it('names the component a reference points at', () => {
    expect(refName('#/components/schemas/Product')).toBe('Product');
    expect(refName('#/components/parameters/Limit')).toBeUndefined();
    expect(refName('#/components/schemas/')).toBeUndefined();
    expect(refName(undefined)).toBeUndefined();
  });

  it('follows a reference, and chains of them, to the component', () => {
    expect(resolveSchema({ $ref: '#/components/schemas/Product' }, SCHEMAS)).toBe(PRODUCT);
    expect(resolveSchema({ $ref: '#/components/schemas/Alias' }, SCHEMAS)).toBe(PRODUCT);
    expect(resolveSchema(PRODUCT, SCHEMAS)).toBe(PRODUCT);
  });

  it('gives up on an unknown component and on a loop', () => {
    expect(resolveSchema({ $ref: '#/components/schemas/Nope' }, SCHEMAS)).toBeUndefined();
    expect(resolveSchema({ $ref: '#/components/schemas/Loop' }, SCHEMAS)).toBeUndefined();
    expect(resolveSchema(undefined, SCHEMAS)).toBeUndefined();
  });
});

describe('type labels', () => {
  it('writes plain types, with a string format in parentheses', () => {
    expect(typeLabel({ type: 'integer' })).toBe('integer');
    expect(typeLabel({ type: 'string', format: 'uuid' })).toBe('string (uuid)');
    expect(typeLabel({ type: 'object', properties: {} })).toBe('object');
    expect(typeLabel({ properties: {} })).toBe('object');
    expect(typeLabel({})).toBe('any');
  });

  it('names a reference by its component, and links it', () => {
    expect(typeInfo({ $ref: '#/components/schemas/Sale' })).toEqual({
      label: 'Sale',
      nullable: false,
      values: [],
      refName: 'Sale',
    });
  });

  it('writes lists as Item[], their items linked', () => {
    expect(typeLabel({ type: 'array', items: { type: 'string' } })).toBe('string[]');
    expect(typeInfo({ type: 'array', items: { $ref: '#/components/schemas/Product' } })).toMatchObject({
      label: 'Product[]',
      refName: 'Product',
    });
    expect(typeLabel({ type: 'array', items: { type: ['string', 'null'] } })).toBe('(string | null)[]');
    expect(typeLabel({ type: 'array' })).toBe('array');
  });

  it('reads null from a type list and from a union member', () => {
    expect(typeInfo({ type: ['string', 'null'] })).toEqual({ label: 'string', nullable: true, values: [] });
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel({ anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] })).toBe(
      'string (date-time) | null',
    );
    expect(typeInfo({ anyOf: [{ $ref: '#/components/schemas/Product' }, { type: 'null' }] })).toEqual({
      label: 'Product',
      nullable: true,
      values: [],
      refName: 'Product',
    });
    expect(typeLabel({ type: 'null' })).toBe('null');
  });

  it("lists an enum's and a const's values", () => {
    expect(typeInfo({ type: 'string', enum: ['percentage', 'fixed'] })).toEqual({
      label: 'string',
      nullable: false,
      values: ['percentage', 'fixed'],
    });
    expect(typeInfo({ type: 'string', const: 'product' }).values).toEqual(['product']);
    expect(typeInfo({ const: 'list' })).toMatchObject({ label: 'string', values: ['list'] });
    expect(typeInfo({ type: 'array', items: { type: 'string', enum: ['a', 'b'] } })).toMatchObject({
      label: 'string[]',
      values: ['a', 'b'],
    });
  });

  it('merges a nullable union of an enum and an empty string into one type with all the values', () => {
    // zod's `z.enum([...]).or(z.literal('')).nullable()`, as the product's category is written.
    const category: SchemaObject = {
      anyOf: [
        {
          anyOf: [
            { type: 'string', enum: ['ebook', 'other'] },
            { type: 'string', const: '' },
          ],
        },
        { type: 'null' },
      ],
    };
    expect(typeInfo(category)).toEqual({ label: 'string', nullable: true, values: ['ebook', 'other', ''] });
    expect(typeLabel(category)).toBe('string | null');
  });

  it('shows no values when a member of the union takes any value', () => {
    expect(typeInfo({ anyOf: [{ type: 'string', enum: ['a'] }, { type: 'string' }] })).toEqual({
      label: 'string',
      nullable: false,
      values: [],
    });
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toBe('string | integer');
    expect(typeLabel({ type: ['string', 'integer', 'null'] })).toBe('string | integer | null');
  });

  it('writes values as code reads them', () => {
    expect(formatValue('open')).toBe('open');
    expect(formatValue('')).toBe('""');
    expect(formatValue(20)).toBe('20');
    expect(formatValue(false)).toBe('false');
    expect(formatValue(null)).toBe('null');
  });
});

describe('schemaFields', () => {
  it('lists the properties in order, with required, description and default', () => {
    const fields = schemaFields(
      {
        type: 'object',
        properties: {
          title: { type: 'string', description: 'The title' },
          paid_at: {
            anyOf: [{ type: 'string', format: 'date-time', description: 'ISO 8601, UTC' }, { type: 'null' }],
          },
          mode: { type: 'string', enum: ['open', 'approval'], default: 'open' },
        },
        required: ['title'],
      },
      SCHEMAS,
    );
    expect(fields.map((field) => field.name)).toEqual(['title', 'paid_at', 'mode']);
    expect(fields[0]).toMatchObject({ required: true, description: 'The title', fields: [] });
    expect(fields[1]).toMatchObject({ required: false, description: 'ISO 8601, UTC' });
    expect(fields[1]?.type).toMatchObject({ label: 'string (date-time)', nullable: true });
    expect(fields[2]).toMatchObject({ default: 'open', type: { values: ['open', 'approval'] } });
  });

  it('follows a reference to the object and expands inline objects, not components', () => {
    expect(
      schemaFields({ $ref: '#/components/schemas/Product' }, SCHEMAS).map((field) => field.name),
    ).toEqual(['id', 'title']);
    const [pricing, links, product] = schemaFields(
      {
        type: 'object',
        properties: {
          pricing: {
            anyOf: [{ type: 'object', properties: { price_cents: { type: 'integer' } } }, { type: 'null' }],
          },
          links: { type: 'array', items: { type: 'object', properties: { url: { type: 'string' } } } },
          product: { $ref: '#/components/schemas/Product' },
        },
      },
      SCHEMAS,
    );
    expect(pricing?.fields.map((field) => field.name)).toEqual(['price_cents']);
    expect(pricing?.type).toMatchObject({ label: 'object', nullable: true });
    expect(links?.type.label).toBe('object[]');
    expect(links?.fields.map((field) => field.name)).toEqual(['url']);
    expect(product?.fields).toEqual([]);
    expect(product?.type.refName).toBe('Product');
  });

  it('has no fields for a schema that is no object', () => {
    expect(schemaFields({ type: 'string' }, SCHEMAS)).toEqual([]);
    expect(schemaFields(undefined, SCHEMAS)).toEqual([]);
  });
});

describe('list envelopes', () => {
  it("reads the envelope's items", () => {
    expect(listItemType(LIST_OF_PRODUCTS)).toMatchObject({ label: 'Product', refName: 'Product' });
  });

  it('knows an envelope without its object const by has_more and next_cursor', () => {
    const { object: _object, ...properties } = LIST_OF_PRODUCTS.properties ?? {};
    expect(listItemType({ type: 'object', properties })?.refName).toBe('Product');
  });

  it('is no envelope without a data list, or without the envelope fields', () => {
    expect(listItemType(PRODUCT)).toBeUndefined();
    expect(listItemType({ $ref: '#/components/schemas/Product' })).toBeUndefined();
    expect(
      listItemType({ type: 'object', properties: { data: { type: 'array', items: { type: 'string' } } } }),
    ).toBeUndefined();
    expect(listItemType(undefined)).toBeUndefined();
  });
});

describe('responses', () => {
  const created = operation({
    operationId: 'createThing',
    responses: [
      { status: '409', description: 'Conflict' },
      { status: '201', description: 'Created', schema: { $ref: '#/components/schemas/Product' } },
      { status: '400', description: 'Invalid input' },
    ],
  });

  it("takes the first 2xx as the operation's success", () => {
    expect(successResponse(created)?.status).toBe('201');
    expect(successResponse(operation({ operationId: 'none' }))).toBeUndefined();
  });

  it('catalogues each error status with the description most operations give it', () => {
    const other = operation({
      operationId: 'other',
      responses: [
        { status: '409', description: 'The state does not allow it' },
        { status: '400', description: 'Invalid input' },
      ],
    });
    const third = operation({
      operationId: 'third',
      responses: [{ status: '409', description: 'Conflict' }],
    });
    expect(errorCatalog([created, other, third])).toEqual([
      { status: '400', description: 'Invalid input' },
      { status: '409', description: 'Conflict' },
    ]);
  });
});

describe('groupByTag', () => {
  const listSales = operation({ operationId: 'listSales', tags: ['Sales'] });
  const listProducts = operation({ operationId: 'listProducts', tags: ['Products'] });
  const getProduct = operation({ operationId: 'getProduct', tags: ['Products', 'Sales'] });
  const ping = operation({ operationId: 'ping' });
  const audit = operation({ operationId: 'audit', tags: ['Audit'] });

  it("groups in the document's tag order, each operation under its first tag", () => {
    const groups = groupByTag({
      tags: ['Products', 'Sales', 'Payouts'],
      operations: [listSales, listProducts, ping, getProduct, audit],
    });
    expect(groups.map((group) => [group.tag, group.operations.map((item) => item.operationId)])).toEqual([
      ['Products', ['listProducts', 'getProduct']],
      ['Sales', ['listSales']],
      ['Audit', ['audit']],
      ['', ['ping']],
    ]);
  });

  it('anchors each tag', () => {
    expect(tagAnchor('Products')).toBe('tag-products');
    expect(tagAnchor('Bank accounts')).toBe('tag-bank-accounts');
    expect(tagAnchor('')).toBe('tag-other');
  });
});

describe('scopes', () => {
  it("reads a scheme's description list", () => {
    expect(schemeScopes({ description: 'Scopes: products:read, products:write, sales:read.' })).toEqual([
      'products:read',
      'products:write',
      'sales:read',
    ]);
    expect(schemeScopes({ description: 'A bearer key' })).toEqual([]);
    expect(schemeScopes({})).toEqual([]);
  });

  it("adds the operations' own scopes, each with the operations that need it", () => {
    const list = operation({ operationId: 'listProducts', scope: 'products:read' });
    const refund = operation({ operationId: 'refundSale', scope: 'sales:refund' });
    const uses = scopeUses({
      securitySchemes: [{ name: 'apiKey', description: 'Scopes: products:read, products:write.' }],
      operations: [list, refund],
    });
    expect(uses.map((use) => [use.scope, use.operations.map((item) => item.operationId)])).toEqual([
      ['products:read', ['listProducts']],
      ['products:write', []],
      ['sales:refund', ['refundSale']],
    ]);
  });
});

describe('text', () => {
  it('reads backticked parts as code', () => {
    expect(inlineSegments('Send `limit` and `cursor`.')).toEqual([
      { text: 'Send ', code: false },
      { text: 'limit', code: true },
      { text: ' and ', code: false },
      { text: 'cursor', code: true },
      { text: '.', code: false },
    ]);
    expect(inlineSegments('`code` only')).toEqual([
      { text: 'code', code: true },
      { text: ' only', code: false },
    ]);
    expect(inlineSegments('a lone ` stays')).toEqual([{ text: 'a lone ` stays', code: false }]);
    expect(inlineSegments('')).toEqual([]);
  });

  it('splits paragraphs on blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nlines.\n\n  \n')).toEqual(['One.', 'Two\nlines.']);
  });

  it("puts the relative server URL on the page's origin", () => {
    expect(baseUrl('/api/v1', 'https://afilia.app')).toBe('https://afilia.app/api/v1');
    expect(baseUrl('https://api.example.com/v1/', 'https://afilia.app')).toBe('https://api.example.com/v1');
    expect(baseUrl(undefined, 'http://localhost:5173')).toBe('http://localhost:5173');
  });
});
