import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFERRED_ENTRY_META, HELD_INPUT_PROPERTY, SIGNED_IN_HINT_KEY } from '@/ssr/markers';
import { LANGUAGE_STORAGE_KEY } from './i18n';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe("index.html's deferred-start script", () => {
  it('uses the names the app and the server render use', () => {
    expect(indexHtml).toContain(`meta[name="${DEFERRED_ENTRY_META}"]`);
    expect(indexHtml).toContain(`window.${HELD_INPUT_PROPERTY} = held`);
    expect(indexHtml).toContain(`localStorage.getItem('${SIGNED_IN_HINT_KEY}') === '1'`);
    // The theme script and this one agree on what the server renders (pt-BR, light).
    expect(indexHtml).toContain(`localStorage.getItem('${LANGUAGE_STORAGE_KEY}')`);
    expect(indexHtml).toContain("doc.documentElement.lang !== 'pt-BR'");
  });
});
