import type {
  ApiReference,
  OperationObject,
  Primitive,
  ResponseObject,
  SchemaObject,
  SecuritySchemeObject,
} from './openapi-document';

const SCHEMA_REF = '#/components/schemas/';

/** 'Product' for '#/components/schemas/Product'; undefined for no reference or one outside the schemas. */
export function refName(ref: string | undefined): string | undefined {
  if (!ref?.startsWith(SCHEMA_REF)) return undefined;
  const name = ref.slice(SCHEMA_REF.length);
  return name === '' ? undefined : name;
}

/**
 * The schema a `$ref` names, following chained references; a schema without one as it is. Undefined for a
 * reference to no component, or a loop of references.
 */
export function resolveSchema(
  schema: SchemaObject | undefined,
  schemas: Readonly<Record<string, SchemaObject>>,
): SchemaObject | undefined {
  let current = schema;
  const seen = new Set<string>();
  while (current?.$ref !== undefined) {
    const name = refName(current.$ref);
    if (name === undefined || seen.has(name)) return undefined;
    seen.add(name);
    current = schemas[name];
  }
  return current;
}

/** A schema's type as the page shows it. */
export interface TypeInfo {
  /** 'string', 'string (uuid)', 'integer', 'object', 'Product', 'Product[]', 'string | integer'; never 'null'. */
  label: string;
  /** Null is allowed as well (`type: [..., 'null']`, or a null member of `anyOf`). */
  nullable: boolean;
  /** The values allowed (its `enum`, or its `const`), null left out; empty when any value of the type goes. */
  values: readonly Primitive[];
  /** The component the type names, itself or as a list's items: the page links to its section. */
  refName?: string;
}

/** The members of a union (anyOf/oneOf), nested unions flattened; a schema that is no union, alone. */
function variantsOf(schema: SchemaObject): SchemaObject[] {
  const union = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return union.length === 0 ? [schema] : union.flatMap(variantsOf);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

const NULL_LABEL = 'null';

/** The type of one member of a union: its label is 'null' when it allows null alone. */
function variantInfo(schema: SchemaObject): TypeInfo {
  if (schema.$ref !== undefined) {
    const name = refName(schema.$ref);
    return { label: name ?? schema.$ref, nullable: false, values: [], ...(name ? { refName: name } : {}) };
  }
  const declared = schema.const !== undefined ? [schema.const] : (schema.enum ?? []);
  const values = declared.filter((value) => value !== null);
  const types = typeof schema.type === 'string' ? [schema.type] : [...(schema.type ?? [])];
  const nullable = types.includes('null') || declared.includes(null);
  let named = types.filter((type) => type !== 'null');
  if (named.length === 0) {
    if (schema.properties) named = ['object'];
    else if (schema.items) named = ['array'];
    else if (values.length > 0) named = unique(values.map((value) => typeof value));
    else if (nullable) return { label: NULL_LABEL, nullable: false, values: [] };
    else return { label: 'any', nullable: false, values: [] };
  }
  const items = named.includes('array') && schema.items ? typeInfo(schema.items) : undefined;
  const labels = named.map((type) => {
    if (type === 'array') {
      if (!items) return 'array';
      const inner = items.nullable ? `${items.label} | null` : items.label;
      return inner.includes('|') ? `(${inner})[]` : `${inner}[]`;
    }
    return type === 'string' && schema.format ? `string (${schema.format})` : type;
  });
  return {
    label: labels.join(' | '),
    nullable,
    // A list of enum members (`('a' | 'b')[]`) shows the members it may hold.
    values: values.length > 0 ? values : (items?.values ?? []),
    ...(items?.refName ? { refName: items.refName } : {}),
  };
}

/**
 * The type of a schema: references by their component's name, lists as `Item[]`, a string's format in
 * parentheses. Null is a flag rather than a member of the label, and the members of a union that differ only
 * in their allowed values (zod writes an enum or '' as two) read as one type with all the values.
 */
export function typeInfo(schema: SchemaObject): TypeInfo {
  const variants = variantsOf(schema).map(variantInfo);
  const nullable = variants.some((variant) => variant.nullable || variant.label === NULL_LABEL);
  const typed = variants.filter((variant) => variant.label !== NULL_LABEL);
  if (typed.length === 0) return { label: NULL_LABEL, nullable: false, values: [] };
  // Values only when every member lists its own: otherwise any value of some member goes.
  const values = typed.every((variant) => variant.values.length > 0)
    ? unique(typed.flatMap((variant) => variant.values))
    : [];
  const refNames = unique(typed.flatMap((variant) => (variant.refName ? [variant.refName] : [])));
  return {
    label: unique(typed.map((variant) => variant.label)).join(' | '),
    nullable,
    values,
    ...(refNames.length === 1 && refNames[0] ? { refName: refNames[0] } : {}),
  };
}

/** The type as one string: `string | null`, `Product[]`, `string (date-time) | null`. */
export function typeLabel(schema: SchemaObject): string {
  const info = typeInfo(schema);
  return info.nullable ? `${info.label} | null` : info.label;
}

/** A value as the page writes it in code: strings bare, the empty string as `""`, others as JSON. */
export function formatValue(value: Primitive): string {
  if (value === '') return '""';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The description of a schema, or of the one member of its union that has one (zod puts it there). */
function describedBy(schema: SchemaObject): string | undefined {
  return schema.description ?? variantsOf(schema).find((variant) => variant.description)?.description;
}

/** Its default, or the one of its members: `limit` defaults to 20. */
function defaultOf(schema: SchemaObject): Primitive | undefined {
  if (schema.default !== undefined) return schema.default;
  return variantsOf(schema).find((variant) => variant.default !== undefined)?.default;
}

/**
 * The object whose fields a property shows nested: an inline object, or the inline objects of a list. A
 * component is not expanded: its type links to its own section.
 */
function nestedObject(schema: SchemaObject): SchemaObject | undefined {
  for (const variant of variantsOf(schema)) {
    if (variant.$ref !== undefined) continue;
    if (variant.properties) return variant;
    if (variant.items) {
      const item = nestedObject(variant.items);
      if (item) return item;
    }
  }
  return undefined;
}

export interface SchemaField {
  name: string;
  /** In the schema's `required`: a request must send it, a response always has it. */
  required: boolean;
  type: TypeInfo;
  description?: string;
  default?: Primitive;
  /** The fields of an inline object (or of a list's objects), shown indented under it. */
  fields: readonly SchemaField[];
}

/** Nesting deeper than this is cut off (the API's objects are three levels deep at most). */
const MAX_FIELD_DEPTH = 4;

/** The properties of an object schema (a `$ref` followed), in the document's order, nested objects expanded. */
export function schemaFields(
  schema: SchemaObject | undefined,
  schemas: Readonly<Record<string, SchemaObject>>,
  depth = 0,
): SchemaField[] {
  const resolved = resolveSchema(schema, schemas);
  if (!resolved?.properties || depth >= MAX_FIELD_DEPTH) return [];
  const required = new Set(resolved.required ?? []);
  return Object.entries(resolved.properties).map(([name, property]) => {
    const field: SchemaField = {
      name,
      required: required.has(name),
      type: typeInfo(property),
      fields: schemaFields(nestedObject(property), schemas, depth + 1),
    };
    const description = describedBy(property);
    if (description !== undefined) field.description = description;
    const fallback = defaultOf(property);
    if (fallback !== undefined) field.default = fallback;
    return field;
  });
}

/**
 * The items' type of a list envelope, `{ object: 'list', data: Item[], has_more, next_cursor }`; undefined for
 * any other schema. The page reads such a response as 'lista de Item'.
 */
export function listItemType(schema: SchemaObject | undefined): TypeInfo | undefined {
  const properties = schema?.properties;
  const data = properties?.data;
  if (!properties || !data?.items) return undefined;
  const envelope =
    properties.object?.const === 'list' || ('has_more' in properties && 'next_cursor' in properties);
  return envelope ? typeInfo(data.items) : undefined;
}

const byStatus = (a: ResponseObject, b: ResponseObject) => a.status.localeCompare(b.status);

/** The operation's success: its first 2xx response. */
export function successResponse(operation: OperationObject): ResponseObject | undefined {
  return operation.responses.filter((response) => /^2/.test(response.status)).sort(byStatus)[0];
}

/** The operation's 4xx and 5xx responses, by status. */
export function errorResponses(operation: OperationObject): ResponseObject[] {
  return operation.responses.filter((response) => /^[45]/.test(response.status)).sort(byStatus);
}

/**
 * Every error status of the API, each with the description most operations give it: the page explains them
 * once, in its 'Erros' section, and an operation repeats a description only where its own differs.
 */
export function errorCatalog(operations: readonly OperationObject[]): ResponseObject[] {
  const counts = new Map<string, Map<string, number>>();
  for (const response of operations.flatMap(errorResponses)) {
    const descriptions = counts.get(response.status) ?? new Map<string, number>();
    descriptions.set(response.description, (descriptions.get(response.description) ?? 0) + 1);
    counts.set(response.status, descriptions);
  }
  return [...counts.entries()]
    .map(([status, descriptions]) => {
      // The first description of the highest count: ties go to the one seen first.
      let best = '';
      let bestCount = 0;
      for (const [description, count] of descriptions) {
        if (count > bestCount) {
          best = description;
          bestCount = count;
        }
      }
      return { status, description: best };
    })
    .sort(byStatus);
}

export interface TagGroup {
  /** The tag's name; '' for the operations without one. */
  tag: string;
  operations: readonly OperationObject[];
}

/**
 * The operations by tag: the document's `tags` in its order, then tags only operations name, then the
 * untagged. An operation with several tags is listed under its first only, as its article's id must be unique
 * on the page. Tags without operations are left out.
 */
export function groupByTag(reference: Pick<ApiReference, 'tags' | 'operations'>): TagGroup[] {
  const groups = new Map<string, OperationObject[]>(reference.tags.map((tag) => [tag, []]));
  for (const operation of reference.operations) {
    const tag = operation.tags[0] ?? '';
    const group = groups.get(tag) ?? [];
    group.push(operation);
    groups.set(tag, group);
  }
  const untagged = groups.get('') ?? [];
  groups.delete('');
  return [...groups.entries(), ['', untagged] as const]
    .filter(([, operations]) => operations.length > 0)
    .map(([tag, operations]) => ({ tag, operations }));
}

export interface ScopeUse {
  scope: string;
  /** The operations that need it, in the document's order. */
  operations: readonly OperationObject[];
}

/** The scope names a security scheme's description lists, as the API writes it: 'Scopes: a:read, a:write.' */
export function schemeScopes(scheme: Pick<SecuritySchemeObject, 'description'>): string[] {
  const list = /scopes?\s*:\s*([^\n]*)/i.exec(scheme.description ?? '')?.[1] ?? '';
  return list
    .split(',')
    .map((scope) => scope.trim().replace(/\.$/, ''))
    .filter((scope) => /^[\w.:-]+$/.test(scope));
}

/**
 * The scopes a key can hold, each with the operations that need it: those the security schemes list, in
 * their order, then any other an operation names (`x-afilia-scope`).
 */
export function scopeUses(reference: Pick<ApiReference, 'securitySchemes' | 'operations'>): ScopeUse[] {
  const listed = reference.securitySchemes.flatMap(schemeScopes);
  const named = reference.operations.flatMap((operation) => (operation.scope ? [operation.scope] : []));
  return unique([...listed, ...named]).map((scope) => ({
    scope,
    operations: reference.operations.filter((operation) => operation.scope === scope),
  }));
}

export interface TextSegment {
  text: string;
  /** Between backticks in the source: shown as `<code>`. */
  code: boolean;
}

/** Markdown's inline code and nothing else: text between a pair of backticks is code; a lone backtick is text. */
export function inlineSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), code: false });
    segments.push({ text: match[1] ?? '', code: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), code: false });
  return segments;
}

/** Paragraphs: blocks separated by a blank line, trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

/** The anchor of a schema's section under 'Objetos'. */
export function schemaAnchor(name: string): string {
  return `schema-${name}`;
}

/** The anchor of a tag's section: 'tag-products'; 'tag-other' for the untagged. */
export function tagAnchor(tag: string): string {
  const slug = tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `tag-${slug || 'other'}`;
}

/** The anchor of an error status's entry in the 'Erros' section (the problem documents' `type` links there). */
export function errorAnchor(status: string): string {
  return `error-${status}`;
}

/** The API's base URL: the document's server (relative, '/api/v1') on the page's origin, no trailing slash. */
export function baseUrl(serverUrl: string | undefined, origin: string): string {
  try {
    return new URL(serverUrl ?? '/', origin).href.replace(/\/$/, '');
  } catch {
    return serverUrl ?? origin;
  }
}
