import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blogArticles, eq, users } from '@afilia/db';
import { parse, validate } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeXml } from '../../src/routes/blog-feeds';
import { seedDemoData } from '../../src/seed';
import { DEMO_ARTICLES } from '../../src/seed/blog';
import { createTestApp, type TestApp } from '../support/harness';

// A web build as apps/web's build writes it: index.html and the prerendered pages with their manifest.
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta name="description" content="Afilia: plataforma de vendas com afiliados." />
    <title>Afilia</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const APP_URL = 'https://afilia.example';
const PUBLISHED = DEMO_ARTICLES.filter((article) => article.publishedDaysAgo !== null);
const DRAFT = DEMO_ARTICLES.find((article) => article.publishedDaysAgo === null);
const TRICKY_TITLE = `Vendas <script>alert("x")</script> & 'aspas' ]]>`;
const TRICKY_SLUG = 'titulo-com-caracteres-especiais';

let root: string;
let t: TestApp;

function writeWebBuild(dir: string) {
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index.js'), 'console.log(1);');
  writeFileSync(
    path.join(dist, 'prerendered', 'blog.html'),
    INDEX_HTML.replace('<div id="root"></div>', '<div id="root" data-prerendered><h1>Blog</h1></div>'),
  );
  writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), JSON.stringify({ '/blog': 'blog.html' }));
  return dist;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'afilia-blog-seo-'));
  t = await createTestApp({ WEB_DIST_DIR: writeWebBuild(root), APP_URL });
  await seedDemoData(t.db);
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@demo.afilia.app'));
  const now = Date.now();
  // One article with a cover (an uploaded image path) and one whose texts need escaping everywhere.
  await t.db
    .update(blogArticles)
    .set({ coverImageUrl: '/files/product-images/capa.png' })
    .where(eq(blogArticles.slug, PUBLISHED[0]?.slug ?? ''));
  await t.db.insert(blogArticles).values({
    slug: TRICKY_SLUG,
    title: TRICKY_TITLE,
    excerpt: 'Resumo com <b>tags</b> & "aspas" e </title><script>alert(1)</script>',
    contentHtml: '<p>Texto</p>',
    category: 'vendas',
    tags: ['<tag>'],
    authorId: admin?.id ?? null,
    authorName: 'Ana <Administradora>',
    status: 'published',
    publishedAt: new Date(now - 60_000),
    updatedAt: new Date(now - 30_000),
  });
  // Older articles, to push the feed past its 20 items.
  await t.db.insert(blogArticles).values(
    Array.from({ length: 20 }, (_, i) => ({
      slug: `artigo-antigo-${i + 1}`,
      title: `Artigo antigo ${i + 1}`,
      excerpt: 'Antigo',
      contentHtml: '<p>Antigo</p>',
      category: 'marketing',
      authorName: 'Ana Administradora',
      status: 'published' as const,
      publishedAt: new Date(now - (200 + i) * 86_400_000),
    })),
  );
});

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The content of `<meta {attribute}="{key}" content="…">`, as a crawler reads it (entities decoded). */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(
    `<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`,
    'g',
  );
  return [...html.matchAll(pattern)].map((match) => decodeEntities(match[1] ?? ''));
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_entity, name: string) => {
    const map: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
    return map[name] ?? '';
  });
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('blog pages for crawlers', () => {
  it('serves /blog with its title, description, canonical link and Open Graph tags', async () => {
    for (const url of ['/blog', '/blog/', '/blog?page=2']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html).toContain('<title>Blog | Afilia</title>');
      expect(metaContent(html, 'name', 'description')[0]).toMatch(/afiliados/);
      // The generic description of index.html is replaced, not doubled.
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="${APP_URL}/blog" />`);
      expect(metaContent(html, 'property', 'og:type')).toEqual(['website']);
      expect(metaContent(html, 'property', 'og:url')).toEqual([`${APP_URL}/blog`]);
      expect(html).toContain(`href="${APP_URL}/rss.xml"`);
    }
    // The prerendered page keeps its markup.
    expect((await get('/blog')).body).toContain('<div id="root" data-prerendered><h1>Blog</h1></div>');
  });

  it('serves an article with its own head tags in the first response', async () => {
    const seeded = PUBLISHED[0];
    if (!seeded) throw new Error('no seeded article');
    const [row] = await t.db.select().from(blogArticles).where(eq(blogArticles.slug, seeded.slug));
    const response = await get(`/blog/${seeded.slug}`);
    expect(response.statusCode).toBe(200);
    const html = head(response.body);
    expect(html).toContain(`<title>${seeded.title} | Afilia</title>`);
    expect(metaContent(html, 'name', 'description')).toEqual([seeded.excerpt]);
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/blog/${seeded.slug}" />`);
    expect(metaContent(html, 'property', 'og:type')).toEqual(['article']);
    expect(metaContent(html, 'property', 'og:title')).toEqual([seeded.title]);
    expect(metaContent(html, 'property', 'og:description')).toEqual([seeded.excerpt]);
    expect(metaContent(html, 'property', 'og:url')).toEqual([`${APP_URL}/blog/${seeded.slug}`]);
    expect(metaContent(html, 'property', 'og:image')).toEqual([`${APP_URL}/files/product-images/capa.png`]);
    expect(metaContent(html, 'property', 'article:published_time')).toEqual([
      row?.publishedAt?.toISOString(),
    ]);
    expect(metaContent(html, 'property', 'article:tag')).toEqual(seeded.tags);
    expect(metaContent(html, 'property', 'article:section')).toEqual(['Afiliados']);
    expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    const structured = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(structured)).toMatchObject({ '@type': 'BlogPosting', headline: seeded.title });
    // The same page by the article's id (/blog/{id}, the address by id) names the slug as canonical.
    const byId = await get(`/blog/${row?.id}`);
    expect(byId.body).toContain(`<link rel="canonical" href="${APP_URL}/blog/${seeded.slug}" />`);
    // Without a cover: no og:image, a summary card.
    const plain = head((await get(`/blog/${PUBLISHED[1]?.slug}`)).body);
    expect(metaContent(plain, 'property', 'og:image')).toEqual([]);
    expect(metaContent(plain, 'name', 'twitter:card')).toEqual(['summary']);
  });

  it('escapes everything it writes into the page', async () => {
    const response = await get(`/blog/${TRICKY_SLUG}`);
    const html = head(response.body);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>tags</b>');
    expect(html).not.toContain('</title><script>');
    expect(html).toContain(
      '<title>Vendas &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;aspas&#39; ]]&gt; | Afilia</title>',
    );
    expect(metaContent(html, 'property', 'og:title')).toEqual([TRICKY_TITLE]);
    expect(metaContent(html, 'property', 'article:tag')).toEqual(['<tag>']);
    const structured = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(structured).not.toMatch(/[<>]/);
    expect(JSON.parse(structured)).toMatchObject({
      headline: TRICKY_TITLE,
      author: { name: 'Ana <Administradora>' },
    });
  });

  it('serves the app shell with 404 for an unknown article, a draft or a malformed slug', async () => {
    for (const url of [
      '/blog/nao-existe',
      `/blog/${DRAFT?.slug}`,
      '/blog/%3Cscript%3E',
      '/blog/<script>',
      '/blog/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<title>Afilia</title>');
      expect(response.body, url).not.toContain('og:type');
    }
    // A path that is not valid percent-encoding is refused by the router itself, never with a 500.
    expect((await get('/blog/%E0%A4%A')).statusCode).toBe(400);
  });

  it("serves the app's own pages under /blog/ (the editor) as the shell with 200", async () => {
    for (const url of ['/blog/new', '/blog/novo', `/blog/${PUBLISHED[0]?.slug}/edit`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('og:type');
    }
  });
});

interface SitemapDocument {
  urlset: { url: { loc: string; lastmod?: string }[] };
}
interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
  category: string[];
}
interface FeedDocument {
  rss: {
    '@_version': string;
    channel: { title: string; link: string; language: string; item: FeedItem[] };
  };
}

const XML_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseNodeValue: false,
  parseAttributeValue: false,
  tagValueProcessor: (value: string) => decodeEntities(value),
  arrayMode: (tagName: string) => ['url', 'item', 'category'].includes(tagName),
};

describe('sitemap and feed', () => {
  it('lists the public pages and every published article, with its last change, in /sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(validate(response.body)).toBe(true);
    const document = parse(response.body, XML_OPTIONS) as SitemapDocument;
    const byLoc = new Map(document.urlset.url.map((url) => [url.loc, url.lastmod]));
    for (const page of [
      '/',
      '/plans',
      '/features',
      '/about',
      '/blog',
      '/contact',
      '/terms',
      '/privacy',
      '/docs/api',
    ])
      expect(byLoc.has(new URL(page, APP_URL).href), page).toBe(true);
    const rows = await t.db.select().from(blogArticles);
    for (const row of rows) {
      const loc = `${APP_URL}/blog/${row.slug}`;
      if (row.status === 'published') expect(byLoc.get(loc), row.slug).toBe(row.updatedAt.toISOString());
      else expect(byLoc.has(loc), row.slug).toBe(false);
    }
    expect(byLoc.has(`${APP_URL}/blog/${DRAFT?.slug}`)).toBe(false);
  });

  it('serves the 20 newest published articles as RSS 2.0 in /rss.xml', async () => {
    const response = await get('/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(validate(response.body)).toBe(true);
    const { rss } = parse(response.body, XML_OPTIONS) as FeedDocument;
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel).toMatchObject({ title: 'Blog Afilia', link: `${APP_URL}/blog`, language: 'pt-BR' });
    const items = rss.channel.item;
    expect(items).toHaveLength(20);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items.some((item) => item.link.includes('artigo-antigo-20'))).toBe(false);
    expect(items.some((item) => item.link.endsWith(`/${DRAFT?.slug}`))).toBe(false);
    const seeded = PUBLISHED[0];
    const [row] = await t.db
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.slug, seeded?.slug ?? ''));
    expect(items.find((item) => item.title === seeded?.title)).toMatchObject({
      link: `${APP_URL}/blog/${seeded?.slug}`,
      guid: { '#text': `${APP_URL}/blog/${seeded?.slug}`, '@_isPermaLink': 'true' },
      pubDate: row?.publishedAt?.toUTCString(),
      description: seeded?.excerpt,
      category: ['Afiliados', ...(seeded?.tags ?? [])],
    });
    // Markup in the texts is escaped, and reads back as written.
    const tricky = items.find((item) => item.link.endsWith(`/${TRICKY_SLUG}`));
    expect(tricky?.title).toBe(TRICKY_TITLE);
    expect(tricky?.description).toBe('Resumo com <b>tags</b> & "aspas" e </title><script>alert(1)</script>');
    expect(response.body).not.toContain('<script>');
  });

  it('drops the characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u0008c\ud800d\u000be<&>"\'')).toBe('abcde&lt;&amp;&gt;&quot;&apos;');
    expect(escapeXml('emoji 😀 ok\tand\nlines')).toBe('emoji 😀 ok\tand\nlines');
  });
});
