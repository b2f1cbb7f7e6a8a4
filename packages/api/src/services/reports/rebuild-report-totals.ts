import { type DbOrTx, sql } from '@afilia/db';

/**
 * Recomputes a producer's report rows (and their sums by reseller, by product and by source) and daily totals from their ledger (sales and commissions), as the
 * checkout and the reversals keep them: a sale adds on the São Paulo day it was paid (with its commission),
 * a reversal on its own day (taking the commission back). For seeds, imports and benches; the live path
 * is `addToDailyTotals`. Run it in a transaction.
 */
export async function rebuildReportTotals(tx: DbOrTx, producerId: string): Promise<void> {
  await tx.execute(sql`delete from sales_report_daily where producer_id = ${producerId}::uuid`);
  await tx.execute(sql`delete from sales_report_reseller_daily where producer_id = ${producerId}::uuid`);
  await tx.execute(sql`delete from sales_report_product_daily where producer_id = ${producerId}::uuid`);
  await tx.execute(sql`delete from sales_report_source_daily where producer_id = ${producerId}::uuid`);
  await tx.execute(sql`delete from sales_daily_totals where producer_id = ${producerId}::uuid`);
  await tx.execute(sql`
    insert into sales_report_daily (producer_id, day, product_id, reseller_id, method, paid_count, paid_cents,
      reversed_count, reversed_cents, commission_cents)
    select producer_id, day, product_id, reseller_id, method, sum(paid_count), sum(paid_cents),
      sum(reversed_count), sum(reversed_cents), sum(commission_cents)
    from (
      select s.producer_id, (s.paid_at at time zone 'America/Sao_Paulo')::date as day, s.product_id,
        s.reseller_id, s.method, 1 as paid_count, s.amount_cents::bigint as paid_cents, 0 as reversed_count,
        0::bigint as reversed_cents, coalesce(c.amount_cents, 0)::bigint as commission_cents
      from sales s left join commissions c on c.sale_id = s.id and c.kind = 'commission'
      where s.producer_id = ${producerId}::uuid and s.paid_at is not null
      union all
      select s.producer_id, (s.reversed_at at time zone 'America/Sao_Paulo')::date, s.product_id,
        s.reseller_id, s.method, 0, 0::bigint, 1, s.amount_cents::bigint, -coalesce(c.amount_cents, 0)::bigint
      from sales s left join commissions c on c.sale_id = s.id and c.kind = 'commission'
      where s.producer_id = ${producerId}::uuid and s.reversed_at is not null and s.paid_at is not null
    ) as events
    group by producer_id, day, product_id, reseller_id, method
  `);
  for (const key of ['reseller_id', 'product_id'] as const) {
    const table = key === 'reseller_id' ? 'sales_report_reseller_daily' : 'sales_report_product_daily';
    await tx.execute(sql`
      insert into ${sql.identifier(table)} (producer_id, day, ${sql.identifier(key)}, paid_count, paid_cents,
        reversed_count, reversed_cents, commission_cents)
      select producer_id, day, ${sql.identifier(key)}, sum(paid_count), sum(paid_cents), sum(reversed_count),
        sum(reversed_cents), sum(commission_cents)
      from sales_report_daily
      where producer_id = ${producerId}::uuid and ${sql.identifier(key)} is not null
      group by producer_id, day, ${sql.identifier(key)}
    `);
  }
  // By source from the sales themselves: the report rows do not carry it.
  await tx.execute(sql`
    insert into sales_report_source_daily (producer_id, day, utm_source, paid_count, paid_cents,
      reversed_count, reversed_cents, commission_cents)
    select producer_id, day, utm_source, sum(paid_count), sum(paid_cents), sum(reversed_count),
      sum(reversed_cents), sum(commission_cents)
    from (
      select s.producer_id, (s.paid_at at time zone 'America/Sao_Paulo')::date as day,
        coalesce(s.utm_source, '') as utm_source, 1 as paid_count, s.amount_cents::bigint as paid_cents,
        0 as reversed_count, 0::bigint as reversed_cents, coalesce(c.amount_cents, 0)::bigint as commission_cents
      from sales s left join commissions c on c.sale_id = s.id and c.kind = 'commission'
      where s.producer_id = ${producerId}::uuid and s.paid_at is not null
      union all
      select s.producer_id, (s.reversed_at at time zone 'America/Sao_Paulo')::date,
        coalesce(s.utm_source, ''), 0, 0::bigint, 1, s.amount_cents::bigint, -coalesce(c.amount_cents, 0)::bigint
      from sales s left join commissions c on c.sale_id = s.id and c.kind = 'commission'
      where s.producer_id = ${producerId}::uuid and s.reversed_at is not null and s.paid_at is not null
    ) as events
    group by producer_id, day, utm_source
  `);
  await tx.execute(sql`
    insert into sales_daily_totals (producer_id, day, paid_count, paid_cents, reversed_count, reversed_cents,
      commission_cents, card_count, card_cents, pix_count, pix_cents, boleto_count, boleto_cents)
    select producer_id, day, sum(paid_count), sum(paid_cents), sum(reversed_count), sum(reversed_cents),
      sum(commission_cents),
      coalesce(sum(paid_count) filter (where method = 'card'), 0),
      coalesce(sum(paid_cents) filter (where method = 'card'), 0),
      coalesce(sum(paid_count) filter (where method = 'pix'), 0),
      coalesce(sum(paid_cents) filter (where method = 'pix'), 0),
      coalesce(sum(paid_count) filter (where method = 'boleto'), 0),
      coalesce(sum(paid_cents) filter (where method = 'boleto'), 0)
    from sales_report_daily
    where producer_id = ${producerId}::uuid
    group by producer_id, day
  `);
}
