import { Readable } from 'node:stream';
import { deleteOrphanFiles } from '@afilia/api/server';
import { blogArticles, blogComments, eq, profiles, storedFiles } from '@afilia/db';
import { translate } from '@afilia/i18n/translate';
import { BLOG_TITLE_MAX } from '@afilia/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARTICLES } from '../../src/seed/blog';
import { gradientPng } from '../../src/seed/images';
import { createTestApp, expectOk, type InputOf, type OutputOf, type TestApp } from '../support/harness';
import { type SeededActors, seedActors } from '../support/seed-actors';

type Article = OutputOf<'blog.create'>;

let t: TestApp;
let cookies: SeededActors['cookies'];
let userIds: SeededActors['ids'];
const SEEDED_DRAFT = DEMO_ARTICLES.find((article) => article.publishedDaysAgo === null)?.slug ?? '';
const SEEDED_PUBLISHED = DEMO_ARTICLES[0]?.slug ?? '';

type ArticleInput = InputOf<'blog.create'>;

const article = (extra: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'Vendas no Pix',
  contentHtml: '<h2>Por que Pix</h2><p>O Pix confirma o pagamento na hora.</p>',
  category: 'vendas',
  tags: ['pix'],
  status: 'published',
  ...extra,
});

async function create(extra: Partial<ArticleInput> = {}): Promise<Article> {
  const result = await t.call('blog.create', article(extra), { cookie: cookies.admin });
  expect(result.status, JSON.stringify(result.zodIssues ?? result.appCode)).toBe(200);
  return expectOk(result);
}

/** Sets an article's publication time, so that "newest first" does not depend on the clock's resolution. */
async function publishedAt(id: string, minutesAgo: number) {
  await t.db
    .update(blogArticles)
    .set({ publishedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(blogArticles.id, id));
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '1000' });
  ({ ids: userIds, cookies } = await seedActors(t));
});
afterAll(() => t.close());

describe('blog articles', () => {
  it('creates, reads, updates and deletes an article (admins), with a slug from the title', async () => {
    const created = await create({
      title: '  Ação rápida: vendas no Pix!  ',
      tags: ['  Vendas ', 'PIX', 'pix', 'Pagamento   Instantâneo'],
      excerpt: '',
      status: 'draft',
    });
    expect(created).toMatchObject({
      slug: 'acao-rapida-vendas-no-pix',
      title: 'Ação rápida: vendas no Pix!',
      tags: ['vendas', 'pix', 'pagamento instantâneo'],
      status: 'draft',
      publishedAt: null,
      // No excerpt written: the article's text, cut at a word boundary.
      excerpt: 'Por que Pix O Pix confirma o pagamento na hora.',
    });
    const byId = await t.call('blog.get', { idOrSlug: created.id }, { cookie: cookies.admin });
    expect(byId.data).toMatchObject({ id: created.id, readingMinutes: 1 });

    const published = await t.call(
      'blog.update',
      { id: created.id, data: article({ title: 'Ação rápida: vendas no Pix', excerpt: 'Resumo' }) },
      { cookie: cookies.admin },
    );
    const first = expectOk(published);
    // The slug stays (links shared before keep working); the first publication is dated.
    expect(first).toMatchObject({
      slug: 'acao-rapida-vendas-no-pix',
      status: 'published',
      excerpt: 'Resumo',
    });
    expect(first.publishedAt).toBeInstanceOf(Date);

    const again = await t.call(
      'blog.update',
      { id: created.id, data: article({ title: 'Outro título', slug: 'Meu Endereço Novo' }) },
      { cookie: cookies.admin },
    );
    expect(again.data).toMatchObject({ slug: 'meu-endereco-novo', title: 'Outro título' });
    expect(expectOk(again).publishedAt).toEqual(first.publishedAt);

    const bySlug = await t.call('blog.get', { idOrSlug: 'meu-endereco-novo' });
    expect(bySlug.status).toBe(200);
    expect(bySlug.data).toMatchObject({ id: created.id, title: 'Outro título' });

    const deleted = await t.call('blog.delete', { id: created.id }, { cookie: cookies.admin });
    expect(deleted.data).toEqual({ ok: true });
    for (const call of [
      t.call('blog.get', { idOrSlug: created.id }, { cookie: cookies.admin }),
      t.call('blog.delete', { id: created.id }, { cookie: cookies.admin }),
      t.call('blog.update', { id: created.id, data: article() }, { cookie: cookies.admin }),
      t.call('blog.duplicate', { id: created.id }, { cookie: cookies.admin }),
    ]) {
      const result = await call;
      expect(result.status).toBe(404);
      expect(result.appCode).toBe('errors.blog.notFound');
      expect(translate('pt-BR', result.appCode ?? '')).toBe('Artigo não encontrado');
    }
  });

  it('keeps slugs unique (-2, -3…), also for concurrent writers, and away from the app’s own paths', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) slugs.push((await create({ title: 'Título repetido' })).slug);
    expect(slugs).toEqual(['titulo-repetido', 'titulo-repetido-2', 'titulo-repetido-3']);
    const concurrent = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('blog.create', article({ title: 'Corrida' }), { cookie: cookies.admin }),
      ),
    );
    expect(concurrent.map((result) => result.status)).toEqual(Array(6).fill(200));
    expect(new Set(concurrent.map((result) => expectOk(result).slug)).size).toBe(6);
    expect((await create({ title: 'Novo' })).slug).toBe('novo-2');
    expect((await create({ title: '!!! ???' })).slug).toBe('artigo');
    // An explicit slug someone else has gets the next suffix too.
    expect((await create({ title: 'Qualquer', slug: 'titulo-repetido' })).slug).toBe('titulo-repetido-4');
  });

  it('duplicates as a draft titled with (Cópia), under a new slug', async () => {
    const source = await create({
      title: 'Guia de comissões',
      tags: ['comissão'],
      coverImageUrl: 'https://cdn.example.com/c.png',
    });
    const copy = await t.call('blog.duplicate', { id: source.id }, { cookie: cookies.admin });
    expect(copy.status).toBe(200);
    expect(copy.data).toMatchObject({
      title: 'Guia de comissões (Cópia)',
      slug: 'guia-de-comissoes-copia',
      status: 'draft',
      publishedAt: null,
      tags: ['comissão'],
      coverImageUrl: 'https://cdn.example.com/c.png',
      contentHtml: source.contentHtml,
    });
    const second = await t.call('blog.duplicate', { id: source.id }, { cookie: cookies.admin });
    expect(expectOk(second).slug).toBe('guia-de-comissoes-copia-2');
    const long = await create({ title: 'x'.repeat(BLOG_TITLE_MAX) });
    const longCopy = expectOk(await t.call('blog.duplicate', { id: long.id }, { cookie: cookies.admin }));
    expect(longCopy.title).toHaveLength(BLOG_TITLE_MAX);
    expect(longCopy.title.endsWith(' (Cópia)')).toBe(true);
  });

  it('stores the HTML sanitized, and refuses to publish an article with nothing left to show', async () => {
    const created = await create({
      contentHtml:
        '<p onclick="alert(1)">ok</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>' +
        '<a href="https://parceiro.example">fora</a>',
    });
    const [stored] = await t.db.select().from(blogArticles).where(eq(blogArticles.id, created.id));
    expect(stored?.contentHtml).toBe(
      '<p>ok</p>link<a href="https://parceiro.example" rel="noopener noreferrer nofollow">fora</a>',
    );
    expect(created.contentHtml).toBe(stored?.contentHtml);
    // An absolute link to the app itself is not marked external.
    const own = await create({ contentHtml: `<p><a href="${t.config.appUrl}/plans">planos</a></p>` });
    expect(own.contentHtml).toBe(`<p><a href="${t.config.appUrl}/plans">planos</a></p>`);

    const empty = await t.call('blog.create', article({ contentHtml: '<script>alert(1)</script><p> </p>' }), {
      cookie: cookies.admin,
    });
    expect(empty.status).toBe(400);
    expect(empty.appCode).toBe('errors.blog.contentEmpty');
    // A draft may be empty.
    expect((await create({ contentHtml: '', status: 'draft' })).contentHtml).toBe('');
  });

  it('refuses bad input with 400 and the i18n key of the message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'ab' }, 'blog.validation.titleMin'],
      [{ title: 'x'.repeat(161) }, 'blog.validation.titleMax'],
      [{ excerpt: 'x'.repeat(301) }, 'blog.validation.excerptMax'],
      [{ contentHtml: 'x'.repeat(200_001) }, 'blog.validation.contentMax'],
      [{ category: 'receitas' }, 'blog.validation.categoryInvalid'],
      [{ tags: Array.from({ length: 9 }, (_, i) => `tag${i}`) }, 'blog.validation.tagsMax'],
      [{ tags: ['x'] }, 'blog.validation.tagMin'],
      [{ tags: ['x'.repeat(31)] }, 'blog.validation.tagMax'],
      [{ coverImageUrl: 'javascript:alert(1)' }, 'blog.validation.coverInvalid'],
      [{ coverImageUrl: 'http://cdn.example.com/a.png' }, 'blog.validation.coverInvalid'],
      [{ coverImageUrl: '/files/product-files/a.pdf' }, 'blog.validation.coverInvalid'],
      [{ contentHtml: '   ' }, 'blog.validation.contentRequired'],
      [{ title: 'Título\u0000' }, 'validation.controlCharacters'],
      [{ contentHtml: '<p>a\u0007b</p>' }, 'validation.controlCharacters'],
      [{ tags: ['ok\u001b'] }, 'validation.controlCharacters'],
    ];
    for (const [extra, message] of cases) {
      const result = await t.callRaw('blog.create', article(extra), { cookie: cookies.admin });
      expect(result.status, message).toBe(400);
      expect(result.appCode).toBe('errors.validation');
      expect(result.zodIssues?.map((issue) => issue.message)).toContain(message);
      // Every message is a key with a translation in each language.
      for (const locale of ['pt-BR', 'en-US', 'es'] as const)
        expect(translate(locale, message)).not.toBe(message);
    }
    // Duplicate tags count once: 8 distinct tags written 16 times pass.
    const many = Array.from({ length: 8 }, (_, i) => `tag${i}`);
    expect((await create({ tags: [...many, ...many.map((tag) => tag.toUpperCase())] })).tags).toEqual(many);
    expect((await create({ coverImageUrl: '/files/product-images/capa.png' })).coverImageUrl).toBe(
      '/files/product-images/capa.png',
    );
  });
});

describe('uploaded images', () => {
  it('keeps an image a cover or an article uses out of the storage clean-up, until the article goes', async () => {
    const upload = () =>
      t.storage.upload(t.db, {
        bucket: 'product-images',
        ownerId: userIds.admin,
        body: Readable.from([gradientPng([0, 0, 0], [255, 255, 255], 8, 8)]),
        originalName: 'capa.png',
        declaredType: 'image/png',
      });
    const cover = await upload();
    const inline = await upload();
    const loose = await upload();
    const created = await create({
      coverImageUrl: cover.path,
      contentHtml: `<p>Figura:</p><figure><img src="${inline.path}" alt="Gráfico" /></figure>`,
    });
    expect(created.coverImageUrl).toBe(cover.path);
    expect(created.contentHtml).toContain(`<img src="${inline.path}" alt="Gráfico" />`);
    // Two days later, the clean-up deletes only the image nothing uses.
    const later = new Date(Date.now() + 2 * 86_400_000);
    await deleteOrphanFiles(t.db, t.storage, later);
    const keys = async () =>
      (await t.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key);
    expect(await keys()).toEqual(expect.arrayContaining([cover.key, inline.key]));
    expect(await keys()).not.toContain(loose.key);
    await t.call('blog.delete', { id: created.id }, { cookie: cookies.admin });
    await deleteOrphanFiles(t.db, t.storage, later);
    expect(await keys()).not.toContain(cover.key);
    expect(await keys()).not.toContain(inline.key);
  });
});

describe('who may read and write', () => {
  it('hides drafts from everyone but admins, by id and by slug', async () => {
    const [draft] = await t.db.select().from(blogArticles).where(eq(blogArticles.slug, SEEDED_DRAFT));
    if (!draft) throw new Error('no seeded draft');
    for (const cookie of [undefined, cookies.reseller, cookies.producer]) {
      for (const idOrSlug of [draft.id, draft.slug]) {
        const result = await t.call('blog.get', { idOrSlug }, cookie ? { cookie } : {});
        expect(result.status).toBe(404);
        expect(result.appCode).toBe('errors.blog.notFound');
      }
      for (const [procedure, input] of [
        ['blog.related', { id: draft.id }],
        ['blog.comments', { articleId: draft.id }],
      ] as const) {
        expect((await t.call(procedure, input, cookie ? { cookie } : {})).status).toBe(404);
      }
      const list = expectOk(
        await t.call('blog.list', { search: '', page: 1, pageSize: 48 }, cookie ? { cookie } : {}),
      );
      expect(list.items.some((item) => item.id === draft.id)).toBe(false);
    }
    for (const idOrSlug of [draft.id, draft.slug, draft.slug.toUpperCase()]) {
      const result = await t.call('blog.get', { idOrSlug }, { cookie: cookies.admin });
      expect(result.data).toMatchObject({ id: draft.id, status: 'draft' });
    }
    // A suspended admin reads as a visitor.
    await t.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, userIds.admin));
    await t.sessionCache.invalidateUser(userIds.admin);
    expect((await t.call('blog.get', { idOrSlug: draft.slug }, { cookie: cookies.admin })).status).toBe(404);
    await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, userIds.admin));
    await t.sessionCache.invalidateUser(userIds.admin);
  });

  it('keeps the manage tab to admins', async () => {
    const anonymous = await t.call('blog.list', { tab: 'manage' });
    expect(anonymous.status).toBe(401);
    for (const cookie of [cookies.reseller, cookies.producer]) {
      const result = await t.call('blog.list', { tab: 'manage' }, { cookie });
      expect(result.status).toBe(403);
      expect(result.appCode).toBe('errors.forbidden');
    }
    const managed = expectOk(
      await t.call('blog.list', { tab: 'manage', pageSize: 48 }, { cookie: cookies.admin }),
    );
    expect(managed.items.some((item) => item.slug === SEEDED_DRAFT)).toBe(true);
  });

  it('keeps writing and moderation to admins', async () => {
    const [target] = await t.db.select().from(blogArticles).where(eq(blogArticles.slug, SEEDED_PUBLISHED));
    const [comment] = await t.db.select().from(blogComments).where(eq(blogComments.status, 'pending'));
    if (!target || !comment) throw new Error('no seeded article or comment');
    for (const cookie of [cookies.reseller, cookies.producer]) {
      for (const [procedure, input] of [
        ['blog.create', article()],
        ['blog.update', { id: target.id, data: article() }],
        ['blog.duplicate', { id: target.id }],
        ['blog.delete', { id: target.id }],
        ['blog.pendingComments', { page: 1 }],
        ['blog.approveComment', { commentId: comment.id }],
        ['blog.removeComment', { commentId: comment.id }],
      ] as const) {
        const result = await t.call(procedure, input, { cookie });
        expect(result.status, procedure).toBe(403);
      }
    }
    const [still] = await t.db.select().from(blogComments).where(eq(blogComments.id, comment.id));
    expect(still?.status).toBe('pending');
  });
});

describe('lists, search, tags and related articles', () => {
  it('lists published articles newest first, searching title and excerpt with literal wildcards', async () => {
    const a = await create({ title: 'Guia 100% prático de afiliados', tags: ['buscazebra'] });
    const b = await create({
      title: 'Outro assunto',
      excerpt: 'Fala de zebra_listrada e mais',
      tags: ['buscazebra'],
    });
    const draft = await create({ title: 'Rascunho de zebra', status: 'draft', tags: ['buscazebra'] });
    await publishedAt(a.id, 10);
    await publishedAt(b.id, 5);
    const search = async (input: InputOf<'blog.list'>) =>
      expectOk(await t.call('blog.list', { search: '', page: 1, ...input }));
    expect((await search({ search: 'zebra' })).items.map((item) => item.id)).toEqual([b.id]);
    expect((await search({ search: '100%' })).items.map((item) => item.id)).toEqual([a.id]);
    expect((await search({ search: '10_%' })).totalItems).toBe(0);
    expect((await search({ search: 'ZEBRA_LISTRADA' })).items.map((item) => item.id)).toEqual([b.id]);
    const tagged = await search({ tag: '  BuscaZebra ' });
    expect(tagged.items.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(tagged.items.some((item) => item.id === draft.id)).toBe(false);
    const managed = expectOk(
      await t.call('blog.list', { tab: 'manage', tag: 'buscazebra' }, { cookie: cookies.admin }),
    );
    expect(managed.items.map((item) => item.id).sort()).toEqual([a.id, b.id, draft.id].sort());
    // The list carries no HTML.
    expect(tagged.items[0]).not.toHaveProperty('contentHtml');

    const all = await search({ pageSize: 2 });
    expect(all.items).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.totalItems / 2));
    const dates = (await search({ pageSize: 48 })).items.map((item) => item.publishedAt?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    // A page past the last serves the last one.
    const past = await search({ pageSize: 2, page: 10_000 });
    expect(past.page).toBe(all.totalPages);
    expect(past.items.length).toBeGreaterThan(0);
    expect(
      (await search({ category: 'ferramentas', pageSize: 48 })).items.every(
        (i) => i.category === 'ferramentas',
      ),
    ).toBe(true);
    expect((await t.call('blog.list', { search: 'x'.repeat(121) })).status).toBe(400);
  });

  it('lists the tags in use by published articles, most used first', async () => {
    await create({ title: 'Tag exclusiva do rascunho', status: 'draft', tags: ['somente-rascunho'] });
    const tags = expectOk(await t.call('blog.tags'));
    expect(tags.find((entry) => entry.tag === 'somente-rascunho')).toBeUndefined();
    expect(tags.find((entry) => entry.tag === 'buscazebra')).toEqual({ tag: 'buscazebra', count: 2 });
    const counts = tags.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it('relates up to three published articles of the same category or with a shared tag, newest first', async () => {
    const source = await create({ title: 'Fonte', category: 'ferramentas', tags: ['rel-unica'] });
    const sharedTag = await create({
      title: 'Tag em comum',
      category: 'vendas',
      tags: ['outra', 'rel-unica'],
    });
    const sameCategory = await create({ title: 'Mesma categoria', category: 'ferramentas', tags: [] });
    const draft = await create({ title: 'Rascunho', category: 'ferramentas', status: 'draft' });
    const unrelated = await create({ title: 'Nada a ver', category: 'marketing', tags: ['zzz'] });
    const newest = await create({ title: 'Mais nova', category: 'ferramentas', tags: [] });
    await publishedAt(source.id, 50);
    await publishedAt(sharedTag.id, 3);
    await publishedAt(sameCategory.id, 2);
    await publishedAt(unrelated.id, 0.5);
    await publishedAt(newest.id, 1);
    const related = expectOk(await t.call('blog.related', { id: source.id }));
    expect(related.map((item) => item.id)).toEqual([newest.id, sameCategory.id, sharedTag.id]);
    expect(related.map((item) => item.id)).not.toContain(draft.id);
    expect(related.map((item) => item.id)).not.toContain(source.id);
    // The seeded 'ferramentas' article is older: it comes once the newer ones are gone.
    await t.call('blog.delete', { id: newest.id }, { cookie: cookies.admin });
    const after = expectOk(await t.call('blog.related', { id: source.id }));
    expect(after).toHaveLength(3);
    expect(after.map((item) => item.id).slice(0, 2)).toEqual([sameCategory.id, sharedTag.id]);
    expect(after[2]?.category === 'ferramentas' || after[2]?.tags.includes('rel-unica')).toBe(true);
  });
});

describe('comments', () => {
  it('shows a signed-in user’s comment only after an admin approves it', async () => {
    const target = await create({ title: 'Artigo comentado' });
    const sent = await t.call(
      'blog.addComment',
      { articleId: target.id, body: '  Muito bom!\nAprendi bastante.  ' },
      { cookie: cookies.reseller },
    );
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ status: 'pending' });
    const commentId = expectOk(sent).id;

    const publicList = async () => expectOk(await t.call('blog.comments', { articleId: target.id }));
    expect(await publicList()).toEqual([]);

    const queue = expectOk(await t.call('blog.pendingComments', { page: 1 }, { cookie: cookies.admin }));
    expect(queue.items.find((item) => item.id === commentId)).toMatchObject({
      body: 'Muito bom!\nAprendi bastante.',
      authorName: 'Renata Revendedora',
      article: { id: target.id, slug: target.slug, title: 'Artigo comentado' },
    });

    const approved = await t.call('blog.approveComment', { commentId }, { cookie: cookies.admin });
    expect(approved.data).toMatchObject({ id: commentId, status: 'approved' });
    const again = await t.call('blog.approveComment', { commentId }, { cookie: cookies.admin });
    expect(expectOk(again).approvedAt).toEqual(expectOk(approved).approvedAt);
    expect(await publicList()).toMatchObject([
      {
        id: commentId,
        body: 'Muito bom!\nAprendi bastante.',
        authorName: 'Renata Revendedora',
        status: 'approved',
      },
    ]);
    const [row] = await t.db.select().from(blogComments).where(eq(blogComments.id, commentId));
    expect(row?.approvedBy).toBe(userIds.admin);

    // Every role may comment; the producer's goes to the queue too.
    const byProducer = await t.call(
      'blog.addComment',
      { articleId: target.id, body: 'Ótimo conteúdo' },
      { cookie: cookies.producer },
    );
    expect(byProducer.status).toBe(200);
    expect((await publicList()).map((item) => item.id)).toEqual([commentId]);

    const removed = await t.call('blog.removeComment', { commentId }, { cookie: cookies.admin });
    expect(removed.data).toEqual({ ok: true });
    expect(await publicList()).toEqual([]);
    const gone = await t.call('blog.approveComment', { commentId }, { cookie: cookies.admin });
    expect(gone.status).toBe(404);
    expect(gone.appCode).toBe('errors.blog.commentNotFound');

    // Deleting the article takes its comments with it.
    await t.call('blog.delete', { id: target.id }, { cookie: cookies.admin });
    expect(await t.db.select().from(blogComments).where(eq(blogComments.articleId, target.id))).toEqual([]);
  });

  it('keeps the seeded waiting comment out of the public list', async () => {
    const [pending] = await t.db.select().from(blogComments).where(eq(blogComments.status, 'pending'));
    if (!pending) throw new Error('no seeded pending comment');
    const listed = expectOk(await t.call('blog.comments', { articleId: pending.articleId }));
    expect(listed.map((item) => item.id)).not.toContain(pending.id);
    const seededApproved = await t.db.select().from(blogComments).where(eq(blogComments.status, 'approved'));
    expect(seededApproved.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses comments from visitors, on drafts, and with control characters (400, translated)', async () => {
    const target = await create({ title: 'Alvo de comentários' });
    const draft = await create({ title: 'Rascunho sem comentários', status: 'draft' });
    const anonymous = await t.call('blog.addComment', { articleId: target.id, body: 'Oi, tudo bem?' });
    expect(anonymous.status).toBe(401);
    const onDraft = await t.call(
      'blog.addComment',
      { articleId: draft.id, body: 'Oi, tudo bem?' },
      { cookie: cookies.admin },
    );
    expect(onDraft.status).toBe(404);
    expect(onDraft.appCode).toBe('errors.blog.notFound');
    for (const [body, message] of [
      ['Olá\u0000mundo', 'validation.controlCharacters'],
      ['Olá \u001b[31mvermelho', 'validation.controlCharacters'],
      ['Olá\ud800', 'validation.controlCharacters'],
      [' a ', 'blog.validation.commentMin'],
      ['x'.repeat(2001), 'blog.validation.commentMax'],
    ] as const) {
      const result = await t.call(
        'blog.addComment',
        { articleId: target.id, body },
        { cookie: cookies.reseller },
      );
      expect(result.status, body).toBe(400);
      expect(result.zodIssues?.[0]?.message).toBe(message);
    }
    expect(translate('pt-BR', 'validation.controlCharacters')).toBe(
      'O texto contém caracteres inválidos (caracteres de controle).',
    );
    expect(await t.db.select().from(blogComments).where(eq(blogComments.articleId, target.id))).toEqual([]);
  });
});

describe('comment rate limit', () => {
  let limited: TestApp;
  let limitedCookies: SeededActors['cookies'];
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_AUTH_MAX: '3' });
    ({ cookies: limitedCookies } = await seedActors(limited));
  });
  afterAll(() => limited.close());

  it('limits each user’s comments, not everyone’s at once', async () => {
    const [target] = await limited.db
      .select()
      .from(blogArticles)
      .where(eq(blogArticles.slug, SEEDED_PUBLISHED));
    const { reseller, producer } = limitedCookies;
    const comment = (cookie: string, n: number) =>
      limited.call('blog.addComment', { articleId: target?.id ?? '', body: `Comentário ${n}` }, { cookie });
    for (let n = 1; n <= 3; n++) expect((await comment(reseller, n)).status).toBe(200);
    const refused = await comment(reseller, 4);
    expect(refused.status).toBe(429);
    expect(refused.appCode).toBe('errors.rateLimited');
    expect(Number(refused.appParams?.retryAfterSeconds)).toBeGreaterThan(0);
    // Another user on the same address still comments.
    expect((await comment(producer, 1)).status).toBe(200);
  });
});
