import { type ApiReference, readApiReference } from './openapi-document';

/** The API's OpenAPI document, served by the API itself (public, no key): the page reads the live contract. */
export const OPENAPI_DOCUMENT_URL = '/api/v1/openapi.json';

export const API_REFERENCE_QUERY_KEY = ['api-docs', 'openapi-document'] as const;

/** The server lets the document be cached 5 minutes; the page keeps it as long before asking again. */
export const API_REFERENCE_STALE_MS = 5 * 60_000;

/** Fetches and reads the document; an error answer or a body that is no OpenAPI document throws. */
export async function fetchApiReference(signal?: AbortSignal): Promise<ApiReference> {
  const response = await fetch(OPENAPI_DOCUMENT_URL, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET ${OPENAPI_DOCUMENT_URL}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  return readApiReference(body);
}
