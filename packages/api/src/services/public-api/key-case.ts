/**
 * The API speaks snake_case; the shared zod schemas (the same ones the app's forms and procedures validate
 * with) name their fields in camelCase. Bodies and queries are converted on the way in, and the schemas'
 * JSON Schema on the way into the OpenAPI document, so both sides describe one contract.
 */

export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function camelToSnake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A JSON value with every object key turned to camelCase (arrays and nested objects included). */
export function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [snakeToCamel(key), camelCaseKeys(inner)]),
  );
}

/** A JSON Schema whose property names (and `required` lists) are turned to snake_case, recursively. */
export function snakeCaseSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeCaseSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(schema)) {
    if (key === 'properties' && inner && typeof inner === 'object' && !Array.isArray(inner))
      out[key] = Object.fromEntries(
        Object.entries(inner).map(([name, property]) => [camelToSnake(name), snakeCaseSchema(property)]),
      );
    else if (key === 'required' && Array.isArray(inner))
      out[key] = inner.map((name) => (typeof name === 'string' ? camelToSnake(name) : name));
    else out[key] = snakeCaseSchema(inner);
  }
  return out;
}
