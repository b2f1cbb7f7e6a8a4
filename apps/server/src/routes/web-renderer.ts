import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicProduct } from '@afilia/api/server';

/**
 * The web app's server-side build (apps/web/dist-ssr/entry-server.js, from src/ssr/entry-server.tsx): renders
 * pages with the same React components the browser runs.
 */
export interface WebRenderer {
  /** `template` (index.html with the product's head tags) with the product page's markup and data. */
  renderProductDocument(template: string, product: PublicProduct): Promise<string>;
  /** Loads what the product page needs ahead of the first request. */
  warmUp(): Promise<void>;
}

/** Where the server-side build lives: next to the browser build, as the web package's build writes them. */
export function webRendererPath(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
}

function isWebRenderer(value: unknown): value is WebRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<WebRenderer>).renderProductDocument === 'function' &&
    typeof (value as Partial<WebRenderer>).warmUp === 'function'
  );
}

/**
 * Loads the server-side build, or null when there is none (a server run or tested without a full web build):
 * the product page is then the app's shell with the product's head tags, as before server rendering.
 */
export async function loadWebRenderer(webDistDir: string): Promise<WebRenderer | null> {
  const entry = webRendererPath(webDistDir);
  if (!existsSync(entry)) return null;
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isWebRenderer(module)) throw new Error(`${entry} does not export renderProductDocument and warmUp`);
  return module;
}
