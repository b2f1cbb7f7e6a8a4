import { describe, expect, it } from 'vitest';
import { escapeJsonForScript, fillTemplate, withTitle } from './template';

const TEMPLATE =
  '<html><head><title>Afilia</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('server-rendered HTML template', () => {
  it('puts the markup into #root, marked as prerendered, and no data block without state', () => {
    const html = fillTemplate(TEMPLATE, { html: '<main>Oi</main>', state: null });
    expect(html).toContain('<div id="root" data-prerendered><main>Oi</main></div><script type="module"');
    expect(html).not.toContain('application/json');
  });

  it('carries the state in a JSON block that no text can close', () => {
    const state = JSON.stringify({ title: '</script><script>alert(1)</script><!--' });
    const html = fillTemplate(TEMPLATE, { html: '', state });
    const block = /<script type="application\/json" id="afilia-server-state">([\s\S]*?)<\/script>/.exec(html);
    expect(block?.[1]).toBeDefined();
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toEqual({ title: '</script><script>alert(1)</script><!--' });
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('is not fooled by replacement patterns in the markup', () => {
    expect(fillTemplate(TEMPLATE, { html: "$& $' $`", state: null })).toContain(
      "data-prerendered>$& $' $`</div>",
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() => fillTemplate('<div id="root">x</div>', { html: '', state: null })).toThrow(/root/);
  });

  it('escapes line separators, which a JSON text may hold but some parsers refuse', () => {
    expect(escapeJsonForScript('"a\u2028b\u2029"')).toBe('"a\\u2028b\\u2029"');
  });

  it('names the entry script in a meta tag and prefetches it instead of loading it', () => {
    const built =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body>';
    const html = fillTemplate(built, { html: '<main>Oi</main>', state: null });
    expect(html).toContain('<meta name="afilia-entry" content="/assets/index-abc.js">');
    expect(html).toContain('<link rel="prefetch" href="/assets/index-abc.js" as="script" crossorigin>');
    expect(html).not.toContain('<script type="module"');
  });

  it('replaces the title, escaped', () => {
    expect(withTitle(TEMPLATE, 'Planos & <Preços> | Afilia')).toContain(
      '<title>Planos &amp; &lt;Preços&gt; | Afilia</title>',
    );
  });
});
