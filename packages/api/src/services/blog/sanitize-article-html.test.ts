import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { articleText, hasVisibleContent, sanitizeArticleHtml } from './sanitize-article-html';

/**
 * Vectors from the OWASP XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html), plus mutation-XSS
 * payloads (DOMPurify's bypass history: <math>/<svg> namespace confusion, <noscript>, <template>) and the
 * elements the allowlist must never let through.
 */
const XSS_VECTORS: string[] = [
  // Basic and image vectors.
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  // Entity-encoded, split and padded javascript: URLs.
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="jAvAsCrIpT:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">link</a>',
  '<a href="javascript&#58;alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="java\u0000script:alert(1)">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="//evil.example/x">protocol-relative</a>',
  // Malformed tags and parser confusion.
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  "\\\";alert('XSS');//",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)" /></svg>',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
  '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<p onclick="alert(1)" onmouseover=alert(1)>text</p>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<![CDATA[><script>alert(1)</script>]]>',
  '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>',
  // Mutation XSS (namespace confusion and raw-text elements).
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<plaintext><img src=x onerror=alert(1)>',
];

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'style',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'base',
  'link',
  'meta',
  'template',
  'noscript',
  'textarea',
  'body',
  'video',
  'audio',
  'source',
  'details',
]);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

interface Element {
  name: string;
  attribs: Record<string, string>;
}

/** Every element of the sanitized HTML, as a parser sees it. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as { type: string; name?: string; attribs?: Record<string, string> }[]) {
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        found.push({ name: node.name ?? '', attribs: node.attribs ?? {} });
      }
      const children = (node as { children?: unknown[] }).children;
      if (children) walk(children);
    }
  };
  walk(parseDocument(html).children);
  return found;
}

/** The scheme a browser would see: control characters and whitespace are ignored inside a scheme. */
function schemeOf(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these from URLs, so the test does too
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match?.[1] ?? null;
}

/** What must hold for any input: the allowlist's elements and attributes only, and only safe URLs. */
function expectSafe(output: string, input: string) {
  for (const element of elementsOf(output)) {
    expect(FORBIDDEN_ELEMENTS.has(element.name), `${element.name} in ${output} (from ${input})`).toBe(false);
    for (const [name, value] of Object.entries(element.attribs)) {
      expect(name.startsWith('on'), `${name} in ${output}`).toBe(false);
      expect(ALLOWED_ATTRIBUTES[element.name]?.has(name), `${element.name}[${name}] in ${output}`).toBe(true);
      if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(value);
        expect(scheme === null || ['http', 'https', 'mailto', 'tel'].includes(scheme), `${value}`).toBe(true);
        expect(value.trim().startsWith('//'), `protocol-relative ${value}`).toBe(false);
      }
    }
  }
  expect(output).not.toMatch(/<\s*\/?\s*(script|iframe|style|object|embed|svg|math)\b/i);
  expect(output).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
  // Sanitizing twice gives the same HTML: nothing is left that a second parse would read differently.
  expect(sanitizeArticleHtml(output)).toBe(output);
}

describe('sanitizeArticleHtml', () => {
  it('is tested against a list of real XSS payloads', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_VECTORS.map((vector) => [vector]))('neutralizes %s', (vector) => {
    const output = sanitizeArticleHtml(vector);
    expectSafe(output, vector);
    // The same payload inside an article, and wrapped by allowed elements.
    for (const wrapped of [
      `<p>Antes</p>${vector}<p>Depois</p>`,
      `<blockquote><p>${vector}</p></blockquote>`,
      `<table><tbody><tr><td>${vector}</td></tr></tbody></table>`,
      `<ul><li><a href="https://ok.example">${vector}</a></li></ul>`,
    ]) {
      expectSafe(sanitizeArticleHtml(wrapped), wrapped);
    }
    // The article's text before the payload survives (an unclosed payload may swallow what follows).
    expect(sanitizeArticleHtml(`<p>Antes</p>${vector}<p>Depois</p>`)).toMatch(/^<p>Antes<\/p>/);
  });

  it('keeps the safe content of an article as it was written', () => {
    const article = [
      '<h2>Como escolher afiliados</h2>',
      '<p>Um <strong>bom</strong> afiliado <em>conhece</em> o <u>público</u> e <s>não</s> faz spam.</p>',
      '<h3>Checklist</h3>',
      '<ul><li>Audiência engajada</li><li>Conteúdo próprio</li></ul>',
      '<ol><li>Primeiro</li><li>Segundo</li></ol>',
      '<h4>Citação</h4>',
      '<blockquote><p>Venda é relacionamento.</p></blockquote>',
      '<pre><code>const comissao = 0.3;</code></pre>',
      '<p>Linha<br />quebrada</p>',
      '<hr />',
      '<figure><img src="https://cdn.example.com/grafico.png" alt="Gráfico" width="640" height="360" /><figcaption>Vendas por mês</figcaption></figure>',
      '<figure><img src="/files/product-images/0f0e3a4c-1111-4222-8333-944445555666" alt="Capa" /></figure>',
      '<table><thead><tr><th>Canal</th><th>Conversão</th></tr></thead><tbody><tr><td>WhatsApp</td><td>4,2%</td></tr></tbody></table>',
      '<p><a href="/plans">Planos</a> e <a href="#secao">seção</a> e <a href="mailto:contato@afilia.app">email</a></p>',
    ].join('');
    expect(sanitizeArticleHtml(article)).toBe(article);
  });

  it('keeps the text of elements it drops, but not the content of code-only elements', () => {
    expect(sanitizeArticleHtml('<div><span>Olá</span> <font>mundo</font></div>')).toBe('Olá mundo');
    expect(sanitizeArticleHtml('<p>a<script>alert(1)</script>b<style>p{}</style>c</p>')).toBe('<p>abc</p>');
    expect(sanitizeArticleHtml('<p>1 &lt; 2 &amp; "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>');
  });

  it('maps common editor tags onto the allowlist', () => {
    expect(sanitizeArticleHtml('<h1>T</h1><b>n</b><i>i</i><strike>r</strike><del>d</del><h5>5</h5>')).toBe(
      '<h2>T</h2><strong>n</strong><em>i</em><s>r</s><s>d</s><h4>5</h4>',
    );
  });

  it('protects external links and links that open a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://parceiro.example/x">p</a>')).toBe(
      '<a href="https://parceiro.example/x" rel="noopener noreferrer nofollow">p</a>',
    );
    expect(sanitizeArticleHtml('<a href="/blog/outro" target="_blank">o</a>')).toBe(
      '<a href="/blog/outro" target="_blank" rel="noopener noreferrer nofollow">o</a>',
    );
    // A target other than _blank is dropped; only known rel tokens are kept.
    expect(sanitizeArticleHtml('<a href="/x" target="_top" rel="ugc opener">x</a>')).toBe(
      '<a href="/x" rel="ugc">x</a>',
    );
    // An absolute link to the app itself is internal.
    expect(
      sanitizeArticleHtml('<a href="https://afilia.app/plans">p</a>', { siteOrigin: 'https://afilia.app' }),
    ).toBe('<a href="https://afilia.app/plans">p</a>');
  });

  it('keeps only http(s) images and the app’s own uploaded images, with numeric sizes', () => {
    expect(sanitizeArticleHtml('<img src="http://cdn.example.com/a.png" width="10px" height="20">')).toBe(
      '<img src="http://cdn.example.com/a.png" alt="" height="20" />',
    );
    for (const src of [
      'data:image/png;base64,iVBORw0KGgo=',
      '/files/product-files/secret.pdf',
      '/files/product-images/../../etc/passwd',
      'relative.png',
      '//cdn.example.com/a.png',
      'ftp://cdn.example.com/a.png',
      'blob:https://afilia.app/1',
    ]) {
      expect(sanitizeArticleHtml(`<p>x<img src="${src}" alt="a"></p>`), src).toBe('<p>x</p>');
    }
  });

  it('reads the text of an article and tells an empty one apart', () => {
    expect(articleText('<h2>Título</h2><p>Um &amp; dois &lt;três&gt;</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Título Um & dois <três> a b',
    );
    expect(articleText('<p>&amp;lt;</p>')).toBe('&lt;');
    expect(hasVisibleContent(sanitizeArticleHtml('<script>alert(1)</script><p> </p>'))).toBe(false);
    expect(hasVisibleContent(sanitizeArticleHtml('<img src="https://cdn.example.com/a.png">'))).toBe(true);
  });
});
