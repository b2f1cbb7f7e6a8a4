// The reports bench's world: resellers, and producers with a large sales history written in bulk by SQL,
// their report ledger rebuilt as the app keeps it.
import { randomUUID } from 'node:crypto';
import { type Database, products, profiles, sql, subscriptions, users } from '@afilia/db';
import { PRODUCT_CODE_ALPHABET } from '@afilia/validators';
import type { Actor } from '../../packages/api/src/services/auth/resolve-actor';
import { rebuildReportTotals } from '../../packages/api/src/services/reports/rebuild-report-totals';

export interface Seeded {
  producer: Actor;
  sales: number;
}

async function actorOf(db: Database, id: string): Promise<Actor> {
  const [profile] = await db.select().from(profiles).where(sql`${profiles.id} = ${id}::uuid`);
  if (!profile) throw new Error(`no profile ${id}`);
  return { id, role: 'producer', profile };
}

export async function addUsers(
  db: Database,
  role: 'producer' | 'reseller',
  names: string[],
): Promise<string[]> {
  const rows = names.map((name) => ({
    id: randomUUID(),
    email: `${role}.${randomUUID().slice(0, 8)}@bench.afilia.app`,
    name,
  }));
  await db.insert(users).values(rows.map(({ id, email }) => ({ id, email, passwordHash: 'x' })));
  await db.insert(profiles).values(
    rows.map(({ id, email, name }) => ({
      id,
      email,
      fullName: name,
      isProducer: role === 'producer',
      isReseller: role === 'reseller',
      role,
    })),
  );
  return rows.map((row) => row.id);
}

/**
 * A producer on the Visionário plan (every tab), `productCount` products, and `sales` sales spread evenly over
 * the last `days` days: 55 % card, 35 % Pix, 10 % boleto (paid a day later), 70 % through one of the resellers
 * with a 10 % commission, 2 % refunded three days after payment. Then the producer's report ledger.
 */
export async function seedProducer(
  db: Database,
  options: { tag: string; sales: number; days: number; productCount: number; resellerIds: string[] },
): Promise<Seeded> {
  const [producerId] = await addUsers(db, 'producer', [`Produtora ${options.tag}`]);
  if (!producerId) throw new Error('the producer was not written');
  await db
    .insert(subscriptions)
    .values({ userId: producerId, planId: 'visionario', status: 'active', provider: 'test', priceCents: 0 });
  const alphabet = PRODUCT_CODE_ALPHABET;
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: options.productCount }, (_, i) => ({
        userId: producerId,
        productCode: `${options.tag}${alphabet[Math.floor(i / alphabet.length)]}${alphabet[i % alphabet.length]}`,
        title: `Curso ${i + 1} de ${options.tag}`,
        description: 'Produto do benchmark dos relatórios',
        instructions: 'Sem instruções',
        category: 'digital-course' as const,
        imageLinks: [],
        downloadLinks: [],
        youtubeVideos: [],
      })),
    )
    .returning({ id: products.id, title: products.title, code: products.productCode });
  const array = (values: string[], type: 'uuid' | 'text') =>
    sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'::${type}`).join(',')}]`);
  const productIds = array(
    productRows.map((p) => p.id),
    'uuid',
  );
  const titles = array(
    productRows.map((p) => p.title),
    'text',
  );
  const codes = array(
    productRows.map((p) => p.code),
    'text',
  );
  const resellers = array(options.resellerIds, 'uuid');
  const step = (options.days * 86_400 - 3_600) / options.sales;
  const products_ = options.productCount;
  await db.execute(sql`
    insert into sales (order_code, product_id, producer_id, product_title, product_code, buyer_name, buyer_email,
      buyer_document, buyer_phone, buyer_locale, amount_cents, status, method, provider, provider_payment_id,
      idempotency_key, reseller_id, price_cents, commission_type, commission_value, commission_recurring,
      paid_at, reversed_at, created_at, updated_at)
    select 'R' || ${options.tag} || lpad(n::text, 9, '0'), (${productIds})[1 + n % ${products_}],
      ${producerId}::uuid, (${titles})[1 + n % ${products_}], (${codes})[1 + n % ${products_}],
      'Comprador ' || n, 'comprador' || n || '@exemplo.com.br', '52998224725', '11987654321', 'pt-BR',
      amount, case when n % 50 = 0 then 'refunded' else 'paid' end, method, 'test',
      'ch_bench_' || ${options.tag} || '_' || n, gen_random_uuid(),
      case when n % 10 < 7 then (${resellers})[1 + (n / 7) % ${options.resellerIds.length}] end,
      amount, 'percentage', 1000, false, paid,
      case when n % 50 = 0 then least(paid + interval '3 days', now()) end, at, at
    from generate_series(1, ${options.sales}::int) as n,
      lateral (select now() - make_interval(secs => n * ${step}::float8) as at) as t,
      lateral (select 1990 + (n % ${products_}) * 700 + (n % 7) * 100 as amount,
        case when n % 20 < 11 then 'card' when n % 20 < 18 then 'pix' else 'boleto' end as method) as m,
      lateral (select least(at + case when m.method = 'boleto' then interval '1 day' else interval '30 seconds' end,
        now()) as paid) as p
  `);
  await db.execute(sql`
    insert into commissions (sale_id, reseller_id, producer_id, kind, amount_cents, status, available_at, created_at,
      updated_at)
    select id, reseller_id, producer_id, 'commission', round(amount_cents * 0.1)::int,
      case when status = 'refunded' then 'cancelled' else 'pending' end, paid_at + interval '7 days', paid_at, paid_at
    from sales where producer_id = ${producerId}::uuid and reseller_id is not null
  `);
  await db.transaction((tx) => rebuildReportTotals(tx, producerId));
  return { producer: await actorOf(db, producerId), sales: options.sales };
}
