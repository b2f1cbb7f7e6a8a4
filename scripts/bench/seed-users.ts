// Bulk users for the users.list benchmark: 100 000 accounts (users + profiles) with realistic Brazilian
// names, a mix of roles and statuses, inserted with generate_series.
import { type Database, sql } from '@afilia/db';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Tiago',
  'Vanessa',
  'William',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
];

const pgArray = (values: string[]) => `{${values.join(',')}}`;

export async function seedUsers(db: Database): Promise<number> {
  await db.execute(sql`
    with generated as (
      select n, gen_random_uuid() as id,
             (${pgArray(FIRST)}::text[])[n % ${FIRST.length} + 1] || ' ' ||
               (${pgArray(LAST)}::text[])[(n / ${FIRST.length}) % ${LAST.length} + 1] || ' ' ||
               (${pgArray(LAST)}::text[])[(n / 7) % ${LAST.length} + 1] as full_name,
             'pessoa' || n || '@exemplo.com.br' as email
      from generate_series(1, ${USERS}::int) as n
    ), inserted as (
      insert into users (id, email, password_hash, email_confirmed_at, created_at)
      select id, email, 'x', now(), now() - (n || ' minutes')::interval from generated
      returning id
    )
    insert into profiles (id, email, full_name, is_admin, is_producer, is_reseller, status, last_login, created_at, updated_at)
    select g.id, g.email, g.full_name,
           g.n % 1000 = 0, g.n % 1000 <> 0 and g.n % 5 = 0, g.n % 5 <> 0,
           case when g.n % 23 = 0 then 'suspended' when g.n % 11 = 0 then 'pending' else 'active' end,
           case when g.n % 3 = 0 then null else now() - (g.n || ' seconds')::interval end,
           now() - (g.n || ' minutes')::interval, now()
    from generated g
  `);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze profiles`);
  return USERS;
}
