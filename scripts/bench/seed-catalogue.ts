// Bulk catalogue for the products.list benchmark: the demo producer and 20 other producers, 10 000
// products each, inserted with generate_series (seconds on PostgreSQL, longer on PGlite).
import { randomUUID } from 'node:crypto';
import { type Database, eq, profiles, sql, users } from '@afilia/db';
import { CODE_ALPHABET } from '@afilia/validators';

const PER_PRODUCER = Number(process.env.BENCH_PRODUCTS_PER_PRODUCER ?? 10_000);
const OTHER_PRODUCERS = 20;

export async function seedCatalogue(db: Database, producerEmail: string): Promise<number> {
  const [producer] = await db.select({ id: users.id }).from(users).where(eq(users.email, producerEmail));
  if (!producer) throw new Error(`${producerEmail} is not seeded`);
  const owners = [producer.id];
  for (let i = 0; i < OTHER_PRODUCERS; i++) {
    const id = randomUUID();
    const email = `bench.produtor.${i}@example.com`;
    await db.insert(users).values({ id, email, passwordHash: 'x', emailConfirmedAt: new Date() });
    await db.insert(profiles).values({ id, email, fullName: `Produtor ${i}`, isProducer: true });
    owners.push(id);
  }
  // Codes: the row number written in base 32 over the product alphabet (32^4 > 210 000, so unique).
  const alphabet = CODE_ALPHABET;
  for (const [ownerIndex, owner] of owners.entries()) {
    await db.execute(sql`
      insert into products (user_id, product_code, title, description, instructions, image_links, download_links, youtube_videos, created_at, updated_at)
      select ${owner}::uuid,
             substr(${alphabet}, (n / 32768) % 32 + 1, 1) || substr(${alphabet}, (n / 1024) % 32 + 1, 1) ||
               substr(${alphabet}, (n / 32) % 32 + 1, 1) || substr(${alphabet}, n % 32 + 1, 1),
             'Produto ' || n || ' do catálogo de teste',
             'Descrição do produto ' || n,
             'Sem instruções',
             '["https://cdn.example.com/p.png"]'::jsonb, '[]'::jsonb, '[]'::jsonb,
             now() - (n || ' seconds')::interval, now()
      from generate_series(${ownerIndex * PER_PRODUCER + 1}::int, ${(ownerIndex + 1) * PER_PRODUCER}::int) as n
      on conflict (product_code) do nothing
    `);
  }
  // What autovacuum would do after a bulk load: fresh statistics and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze products`);
  return owners.length * PER_PRODUCER;
}
