import { Agent } from 'node:http';
import { testPaymentMethodId } from '@afilia/validators';
import type postgres from 'postgres';
import { send } from './http-client';
import type { Target } from './load-mix';

const DEMO_PASSWORD = 'demo12345';
const PRODUCER_EMAIL = 'produtor@demo.afilia.app';

/** Logs the producer in through the balancer and follows the affiliate link once for its attribution cookie. */
export async function prepareTarget(origin: string, sql: postgres.Sql): Promise<Target> {
  const [link] = await sql<{ link_code: string; product_code: string }[]>`
    select a.link_code, p.product_code
    from affiliations a
    join products p on p.id = a.product_id
    join product_pricing pp on pp.product_id = p.id
    join profiles producer on producer.id = p.user_id
    where a.status = 'active' and producer.email = ${PRODUCER_EMAIL}
    order by p.product_code
    limit 1`;
  if (!link) throw new Error('the demo data has no active affiliate link to a priced product');
  const agent = new Agent({ keepAlive: false });
  const login = await send(agent, `${origin}/trpc/auth.login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ json: { email: PRODUCER_EMAIL, password: DEMO_PASSWORD, userType: 'producer' } }),
  });
  const producerCookie = login.setCookie
    .map((c) => c.split(';')[0])
    .find((c) => c?.includes('afilia_session'));
  if (login.status !== 200 || !producerCookie) throw new Error(`login failed: ${login.status} ${login.body}`);
  const click = await send(agent, `${origin}/r/${link.link_code}`, {
    headers: { 'user-agent': 'Mozilla/5.0 setup' },
  });
  const refCookie = click.setCookie.map((c) => c.split(';')[0]).find((c) => c?.includes('afilia_ref'));
  if (click.status !== 302 || !refCookie) throw new Error(`the affiliate link answered ${click.status}`);
  return {
    origin,
    producerCookie,
    refCookie,
    linkCode: link.link_code,
    productCode: link.product_code,
    login: { email: PRODUCER_EMAIL, password: DEMO_PASSWORD },
    paymentMethodId: testPaymentMethodId('4242424242424242'),
  };
}
