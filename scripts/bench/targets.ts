// What `npm run bench` measures. Add a target here (and a check that proves it answers what you think).
import type { BenchTarget } from './measure';

export interface BenchContext {
  /** The Afilia app, e.g. http://127.0.0.1:41234 (also its APP_URL). */
  app: string;
  /** The bare Fastify reference. */
  bare: string;
  /** The minimal tRPC procedure reference. */
  minimalTrpc: string;
  /** The session cookie pair (`__Host-afilia_session=…`) of the demo producer. */
  producerCookie: string;
  producerEmail: string;
  /** The session cookie pair (`__Host-afilia_session=…`) of the demo admin. */
  adminCookie: string;
}

const usersList = (input: Record<string, unknown>) =>
  `/trpc/users.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

const isHtml = (response: Response) => response.headers.get('content-type')?.startsWith('text/html');
const isHtmlShell = (body: string, response: Response) =>
  isHtml(response) && body.includes('<div id="root">') ? undefined : 'not the SPA index.html';
const isPrerenderedPage = (body: string, response: Response) =>
  isHtml(response) && body.includes('<div id="root" data-prerendered>')
    ? undefined
    : 'not a prerendered page';

/** The bare Fastify route: the ceiling of any Fastify app on this machine. */
export function bareTarget(ctx: BenchContext): BenchTarget {
  return {
    name: 'GET /bare (plain Fastify)',
    origin: ctx.bare,
    path: '/bare',
    baseline: true,
    check: (body) => (body === '{"ok":true}' ? undefined : 'unexpected body'),
  };
}

/** A tRPC query returning null with no context, middleware or hooks: the ceiling of the app's stack. */
export function minimalTrpcTarget(ctx: BenchContext): BenchTarget {
  return {
    name: 'GET /trpc/ping (minimal tRPC procedure)',
    origin: ctx.minimalTrpc,
    path: '/trpc/ping',
    trpcBaseline: true,
    check: (body) => (body === '{"result":{"data":{"json":null}}}' ? undefined : 'unexpected body'),
  };
}

/** The app's targets, each measured next to the two references. */
export function benchTargets(ctx: BenchContext): BenchTarget[] {
  return [
    {
      name: 'GET /healthz',
      origin: ctx.app,
      path: '/healthz',
      check: (body) => (body.includes('"ok"') ? undefined : 'unexpected body'),
    },
    {
      // No cookie, so no database work: the cost of the tRPC adapter and the app's hooks alone.
      name: 'GET /trpc/auth.me (anonymous)',
      origin: ctx.app,
      path: '/trpc/auth.me',
      check: (body) => (body === '{"result":{"data":{"json":null}}}' ? undefined : 'expected a null user'),
    },
    {
      name: 'GET /trpc/auth.me (session)',
      origin: ctx.app,
      path: '/trpc/auth.me',
      headers: { cookie: ctx.producerCookie },
      check: (body) => (body.includes(ctx.producerEmail) ? undefined : 'the session was not recognised'),
    },
    {
      name: 'products.list (page of 12 of 10 000, 210 000 in all)',
      origin: ctx.app,
      path: `/trpc/products.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 12, search: '' } }))}`,
      headers: { cookie: ctx.producerCookie },
      check: (body) =>
        /"totalItems":100\d\d/.test(body) ? undefined : 'expected the ~10 000 products of the demo producer',
    },
    {
      name: 'products.list (search "produto 99", page 2)',
      origin: ctx.app,
      path: `/trpc/products.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 2, pageSize: 12, search: 'produto 99' } }))}`,
      headers: { cookie: ctx.producerCookie },
      check: (body) => (body.includes('"items":[{') ? undefined : 'expected search results'),
    },
    {
      name: 'users.list (admin, page of 20 of 100 000, 7 tab counts)',
      origin: ctx.app,
      path: usersList({ page: 1, pageSize: 20 }),
      headers: { cookie: ctx.adminCookie },
      check: (body) => (/"all":100\d\d\d/.test(body) ? undefined : 'expected ~100 000 users in the counts'),
    },
    {
      name: 'users.list (admin, search "souza", page 2 of 20)',
      origin: ctx.app,
      path: usersList({ page: 2, pageSize: 20, search: 'souza' }),
      headers: { cookie: ctx.adminCookie },
      check: (body) => (body.includes('"items":[{') ? undefined : 'expected search results'),
    },
    {
      name: 'users.list (admin, search "pessoa4242", page 1 of 20)',
      origin: ctx.app,
      path: usersList({ page: 1, pageSize: 20, search: 'pessoa4242' }),
      headers: { cookie: ctx.adminCookie },
      check: (body) =>
        body.includes('pessoa4242@exemplo.com.br') ? undefined : 'expected the searched user',
    },
    { name: 'GET / (prerendered page)', origin: ctx.app, path: '/', check: isPrerenderedPage },
    {
      name: 'GET /register (SPA index.html, history fallback)',
      origin: ctx.app,
      path: '/register',
      check: isHtmlShell,
    },
  ];
}
