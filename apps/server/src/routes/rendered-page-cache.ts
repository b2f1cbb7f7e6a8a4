import { createHash } from 'node:crypto';

export interface RenderedPageCacheOptions {
  /** Pages kept at most (each about 15 KB for a product page). */
  maxEntries: number;
  /** How long a page is reused; bounds staleness of what does not come from the key (the footer's year). */
  ttlMs: number;
  now?: () => number;
}

/**
 * Server-rendered HTML by the exact inputs it was rendered from (a page is a pure function of them), least
 * recently used first out. Rendering a product page costs about 10–30 ms of CPU; a hit costs a hash.
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, { html: string; expiresAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: RenderedPageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  static key(...inputs: string[]): string {
    const hash = createHash('sha256');
    for (const input of inputs) hash.update(String(input.length)).update(':').update(input);
    return hash.digest('base64');
  }

  get size(): number {
    return this.pages.size;
  }

  get(key: string): string | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.pages.set(key, entry); // most recently used last
    return entry.html;
  }

  set(key: string, html: string): void {
    this.pages.delete(key);
    this.pages.set(key, { html, expiresAt: this.now() + this.options.ttlMs });
    while (this.pages.size > this.options.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
