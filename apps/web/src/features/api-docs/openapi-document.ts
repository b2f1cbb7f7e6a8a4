/**
 * The parts of the API's OpenAPI 3.1 document (GET /api/v1/openapi.json) the reference page reads, and the
 * reader that turns the fetched JSON into them. The JSON is read field by field rather than cast: a field of
 * an unexpected shape is left out (the page shows less) instead of breaking the page, and only a body that is
 * no OpenAPI document at all is an error.
 */

/** A JSON value that fits in one cell: an enum member, a const, a default. */
export type Primitive = string | number | boolean | null;

/** A JSON Schema as the document writes it (zod's output): the keywords the page shows. */
export interface SchemaObject {
  $ref?: string;
  /** One type, or several (`['string', 'null']`). */
  type?: string | readonly string[];
  format?: string;
  description?: string;
  enum?: readonly Primitive[];
  /** Set when the schema has a primitive `const` (null included); absent otherwise. */
  const?: Primitive;
  default?: Primitive;
  properties?: Readonly<Record<string, SchemaObject>>;
  required?: readonly string[];
  items?: SchemaObject;
  anyOf?: readonly SchemaObject[];
  oneOf?: readonly SchemaObject[];
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterObject {
  name: string;
  in: ParameterLocation;
  required: boolean;
  description?: string;
  schema?: SchemaObject;
}

export interface ResponseObject {
  /** '200', '404'… ('2XX' and 'default' are kept as written). */
  status: string;
  description: string;
  /** The first JSON body's schema (application/json or application/problem+json). */
  schema?: SchemaObject;
}

export interface CodeSample {
  lang: string;
  source: string;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationObject {
  /** The anchor of the operation's article: its operationId, or `method-path` when the document has none. */
  operationId: string;
  method: HttpMethod;
  path: string;
  tags: readonly string[];
  summary?: string;
  description?: string;
  /** The API key scope the endpoint needs (`x-afilia-scope`). */
  scope?: string;
  parameters: readonly ParameterObject[];
  requestBody?: { required: boolean; schema?: SchemaObject };
  responses: readonly ResponseObject[];
  codeSamples: readonly CodeSample[];
}

export interface SecuritySchemeObject {
  name: string;
  type?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: string;
}

/** The document, read: operations in the document's order, schemas and tags in theirs. */
export interface ApiReference {
  title: string;
  version: string;
  description: string;
  /** The first server's URL as written (the API's is relative: '/api/v1'). */
  serverUrl?: string;
  tags: readonly string[];
  operations: readonly OperationObject[];
  schemas: Readonly<Record<string, SchemaObject>>;
  securitySchemes: readonly SecuritySchemeObject[];
}

type JsonObject = { readonly [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPrimitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function objects(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Nested schemas deeper than this are cut off: the document is a tree, and this keeps a cycle from hanging. */
const MAX_SCHEMA_DEPTH = 12;

export function readSchema(raw: unknown, depth = 0): SchemaObject {
  if (!isObject(raw) || depth > MAX_SCHEMA_DEPTH) return {};
  const schema: SchemaObject = {};
  const ref = text(raw.$ref);
  if (ref !== undefined) schema.$ref = ref;
  if (typeof raw.type === 'string') schema.type = raw.type;
  else if (Array.isArray(raw.type)) schema.type = strings(raw.type);
  const format = text(raw.format);
  if (format !== undefined) schema.format = format;
  const description = text(raw.description);
  if (description !== undefined) schema.description = description;
  if (Array.isArray(raw.enum)) schema.enum = raw.enum.filter(isPrimitive);
  if ('const' in raw && isPrimitive(raw.const)) schema.const = raw.const;
  if ('default' in raw && isPrimitive(raw.default)) schema.default = raw.default;
  if (isObject(raw.properties)) {
    schema.properties = Object.fromEntries(
      Object.entries(raw.properties).map(([name, property]) => [name, readSchema(property, depth + 1)]),
    );
  }
  if (Array.isArray(raw.required)) schema.required = strings(raw.required);
  if (isObject(raw.items)) schema.items = readSchema(raw.items, depth + 1);
  if (Array.isArray(raw.anyOf)) schema.anyOf = objects(raw.anyOf).map((item) => readSchema(item, depth + 1));
  if (Array.isArray(raw.oneOf)) schema.oneOf = objects(raw.oneOf).map((item) => readSchema(item, depth + 1));
  return schema;
}

const LOCATIONS: readonly string[] = ['path', 'query', 'header', 'cookie'] satisfies ParameterLocation[];

function isLocation(value: unknown): value is ParameterLocation {
  return typeof value === 'string' && LOCATIONS.includes(value);
}

function readParameter(raw: JsonObject): ParameterObject | undefined {
  const name = text(raw.name);
  if (name === undefined || !isLocation(raw.in)) return undefined;
  const parameter: ParameterObject = {
    name,
    in: raw.in,
    // OpenAPI: a path parameter is always required, whatever the document says.
    required: raw.in === 'path' || raw.required === true,
  };
  const description = text(raw.description);
  if (description !== undefined) parameter.description = description;
  if (isObject(raw.schema)) parameter.schema = readSchema(raw.schema);
  return parameter;
}

/** A content map's JSON schema: the media type whose name ends in `json` (problem+json included). */
function jsonSchemaOf(content: unknown): SchemaObject | undefined {
  if (!isObject(content)) return undefined;
  const entry = Object.entries(content).find(([mediaType]) => /json$/i.test(mediaType.split(';')[0] ?? ''));
  const media = entry?.[1];
  return isObject(media) && isObject(media.schema) ? readSchema(media.schema) : undefined;
}

function readResponses(raw: unknown): ResponseObject[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([status, value]): ResponseObject[] => {
    if (!isObject(value)) return [];
    const response: ResponseObject = { status, description: text(value.description) ?? '' };
    const schema = jsonSchemaOf(value.content);
    if (schema) response.schema = schema;
    return [response];
  });
}

function readOperation(
  method: HttpMethod,
  path: string,
  raw: JsonObject,
  shared: readonly ParameterObject[],
): OperationObject {
  const own = objects(raw.parameters).flatMap((item) => readParameter(item) ?? []);
  // An operation's parameter replaces the path item's one of the same name and location.
  const inherited = shared.filter(
    (parameter) => !own.some((item) => item.name === parameter.name && item.in === parameter.in),
  );
  const operation: OperationObject = {
    operationId: text(raw.operationId) ?? `${method}-${path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}`,
    method,
    path,
    tags: strings(raw.tags),
    parameters: [...inherited, ...own],
    responses: readResponses(raw.responses),
    codeSamples: objects(raw['x-codeSamples']).flatMap((sample) => {
      const lang = text(sample.lang);
      const source = text(sample.source);
      return lang !== undefined && source !== undefined ? [{ lang, source }] : [];
    }),
  };
  const summary = text(raw.summary);
  if (summary !== undefined) operation.summary = summary;
  const description = text(raw.description);
  if (description !== undefined) operation.description = description;
  const scope = text(raw['x-afilia-scope']);
  if (scope !== undefined) operation.scope = scope;
  if (isObject(raw.requestBody)) {
    const schema = jsonSchemaOf(raw.requestBody.content);
    operation.requestBody = { required: raw.requestBody.required === true, ...(schema ? { schema } : {}) };
  }
  return operation;
}

function readSecuritySchemes(raw: unknown): SecuritySchemeObject[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]): SecuritySchemeObject[] => {
    if (!isObject(value)) return [];
    const scheme: SecuritySchemeObject = { name };
    for (const key of ['type', 'scheme', 'bearerFormat', 'description'] as const) {
      const field = text(value[key]);
      if (field !== undefined) scheme[key] = field;
    }
    return [scheme];
  });
}

/**
 * Reads a fetched OpenAPI document. Throws when the value has no `openapi` version or no `paths` object: the
 * page then shows its load error rather than an empty reference.
 */
export function readApiReference(raw: unknown): ApiReference {
  if (!isObject(raw) || typeof raw.openapi !== 'string' || !isObject(raw.paths)) {
    throw new Error('Not an OpenAPI document');
  }
  const info = isObject(raw.info) ? raw.info : {};
  const operations = Object.entries(raw.paths).flatMap(([path, item]) => {
    if (!isObject(item)) return [];
    const shared = objects(item.parameters).flatMap((parameter) => readParameter(parameter) ?? []);
    return HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return isObject(operation) ? [readOperation(method, path, operation, shared)] : [];
    });
  });
  const components = isObject(raw.components) ? raw.components : {};
  const schemas = isObject(components.schemas)
    ? Object.fromEntries(
        Object.entries(components.schemas).map(([name, schema]) => [name, readSchema(schema)]),
      )
    : {};
  const reference: ApiReference = {
    title: text(info.title) ?? '',
    version: text(info.version) ?? '',
    description: text(info.description) ?? '',
    tags: objects(raw.tags).flatMap((tag) => text(tag.name) ?? []),
    operations,
    schemas,
    securitySchemes: readSecuritySchemes(components.securitySchemes),
  };
  const serverUrl = text(objects(raw.servers)[0]?.url);
  if (serverUrl !== undefined) reference.serverUrl = serverUrl;
  return reference;
}
