import { API_SCOPES } from '@afilia/validators';
import { z } from 'zod';
import {
  apiAffiliationSchema,
  apiCommissionSchema,
  apiPayoutSchema,
  apiProductSchema,
  apiSaleSchema,
  apiSubscriptionSchema,
} from '../api-objects/api-objects';
import { listItemOf } from './api-lists';
import { API_ROUTES, type ApiRoute } from './api-routes';
import { snakeCaseSchema } from './key-case';

/**
 * The OpenAPI 3.1 document of /api/v1, built from the routes' own zod schemas: what the server validates
 * with and answers is what the document says. Served at /api/v1/openapi.json and committed as
 * docs/openapi.json (a test fails when the two differ).
 */

type Json = Record<string, unknown>;

const COMPONENTS = {
  Product: apiProductSchema,
  Sale: apiSaleSchema,
  Commission: apiCommissionSchema,
  Affiliation: apiAffiliationSchema,
  Payout: apiPayoutSchema,
  Subscription: apiSubscriptionSchema,
} as const;

const componentName = new Map<z.ZodType, string>(
  Object.entries(COMPONENTS).map(([name, schema]) => [schema, name]),
);

/** JSON Schema of a zod schema, without the `$schema` header and the long regular expressions zod adds to formats. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete converted.$schema;
  return stripFormatPatterns(converted) as Json;
}

function stripFormatPatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripFormatPatterns);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  const record = value as Json;
  for (const [key, inner] of Object.entries(record)) {
    if (key === 'pattern' && typeof record.format === 'string') continue;
    out[key] = stripFormatPatterns(inner);
  }
  return out;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function responseSchema(schema: z.ZodType): Json {
  const name = componentName.get(schema);
  if (name) return ref(name);
  const item = listItemOf(schema);
  const itemName = item ? componentName.get(item) : undefined;
  if (itemName)
    return {
      type: 'object',
      properties: {
        object: { type: 'string', const: 'list' },
        data: { type: 'array', items: ref(itemName) },
        has_more: { type: 'boolean' },
        next_cursor: {
          anyOf: [{ type: 'string' }, { type: 'null' }],
          description: 'Pass it as cursor for the next page; null on the last',
        },
      },
      required: ['object', 'data', 'has_more', 'next_cursor'],
      additionalProperties: false,
    };
  return jsonSchema(schema, 'output');
}

function parameters(route: ApiRoute): Json[] {
  const list: Json[] = [];
  if (route.params)
    for (const [name, schema] of Object.entries(jsonSchema(route.params, 'input').properties as Json))
      list.push({ name, in: 'path', required: true, schema });
  if (route.query) {
    const query = jsonSchema(route.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(query.properties as Json)) {
      const { description, ...rest } = schema as Json;
      list.push({
        name,
        in: 'query',
        required: required.has(name) && !('default' in rest),
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  }
  return list;
}

const PROBLEM = { 'application/problem+json': { schema: ref('Problem') } };
const ERRORS: Record<string, string> = {
  '400': 'Invalid input: `code` names the rule, `errors` the fields',
  '401': 'No key, an unknown key or a revoked key',
  '403': "The key lacks the endpoint's scope, or its producer's plan or account no longer allows the API",
  '404': "Not found, or another producer's (their ids are never revealed)",
  '409': 'A conflict: the state does not allow it, or an Idempotency-Key reused with another body',
  '429': 'Over the rate limit: wait `Retry-After` seconds',
};

function curlExample(route: ApiRoute): string {
  const path = route.path.replace('{id}', '00000000-0000-4000-8000-000000000000');
  const lines = [
    `curl -X ${route.method} "https://afilia.app/api/v1${path}"`,
    '  -H "Authorization: Bearer $AFILIA_API_KEY"',
  ];
  if (route.method !== 'GET') lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  if (route.body && route.method !== 'GET') {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(
      route.operationId === 'createProduct'
        ? `  -d '{"title":"Curso de Fotografia","image_links":["https://cdn.example.com/capa.png"],"pricing":{"price_cents":19700,"commission_type":"percentage","commission_value":3000}}'`
        : `  -d '{"pricing":{"price_cents":24700}}'`,
    );
  }
  return lines.join(' \\\n');
}

function operation(route: ApiRoute): Json {
  const body = route.bodyDocument ?? route.body;
  const headers =
    route.method === 'GET'
      ? []
      : [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Any unique string (a UUID): a retry with the same key and body within 24 h gets the first answer again; with another body, 409.',
            schema: { type: 'string', minLength: 1, maxLength: 255 },
          },
        ];
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, `Scope: \`${route.scope}\`.`].filter(Boolean).join('\n\n'),
    security: [{ apiKey: [] }],
    'x-afilia-scope': route.scope,
    'x-codeSamples': [{ lang: 'curl', source: curlExample(route) }],
    parameters: [...parameters(route), ...headers],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: snakeCaseSchema(jsonSchema(body, 'input')) } },
          },
        }
      : {}),
    responses: {
      [String(route.status)]: {
        description: 'OK',
        headers: {
          'RateLimit-Limit': { schema: { type: 'integer' }, description: 'Requests allowed per window' },
          'RateLimit-Remaining': { schema: { type: 'integer' } },
          'RateLimit-Reset': { schema: { type: 'integer' }, description: 'Seconds until the window resets' },
        },
        content: { 'application/json': { schema: responseSchema(route.response) } },
      },
      ...Object.fromEntries(
        Object.entries(ERRORS).map(([status, description]) => [status, { description, content: PROBLEM }]),
      ),
    },
  };
}

export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const route of API_ROUTES) {
    paths[route.path] ??= {};
    (paths[route.path] as Json)[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Afilia API',
      version: '1.0.0',
      description: [
        "The producer API of Afilia: your products, sales, refunds, your resellers' commissions, affiliations and payouts, with the dashboard's own rules.",
        'Authenticate with an API key from Configurações › Integrações (plan Visionário): `Authorization: Bearer afilia_live_…`. A key acts as its producer only, within its scopes.',
        'Lists are paginated by cursor (`limit`, `cursor`, `next_cursor`); money is in integer cents with its currency; times are ISO 8601 in UTC. Errors are RFC 9457 problem documents whose `code` is stable.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api/v1' }],
    tags: ['Products', 'Sales', 'Commissions', 'Affiliations', 'Payouts'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'afilia_live_…',
          description: `Scopes: ${API_SCOPES.join(', ')}.`,
        },
      },
      schemas: {
        ...Object.fromEntries(
          Object.entries(COMPONENTS).map(([name, schema]) => [name, jsonSchema(schema, 'output')]),
        ),
        Problem: {
          type: 'object',
          description: 'RFC 9457 problem details',
          properties: {
            type: { type: 'string', description: 'A URI naming the problem' },
            title: {
              type: 'string',
              description: "The problem's text in the language asked for (Accept-Language)",
            },
            status: { type: 'integer' },
            code: { type: 'string', description: 'A stable code, e.g. `errors.api.invalidKey`' },
            detail: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  field: { type: 'string' },
                  code: { type: 'string' },
                  message: { type: 'string' },
                },
                required: ['field', 'code', 'message'],
              },
            },
          },
          required: ['type', 'title', 'status', 'code'],
        },
      },
    },
  };
}
