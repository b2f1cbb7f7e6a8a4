import { affiliations, eq, subscriptions } from '@afilia/db';
import { affiliationWorld } from '../affiliations/affiliation-world';
import type { TestApp } from '../support/harness';

/** Noon in São Paulo (15:00 UTC) on a day of 2026. */
export const noon = (day: string) => new Date(`${day}T15:00:00Z`);

/**
 * The cast of the reports' tests: Paula (Visionário) with Curso A sold by Rita and Ebook B by Rui, Otávio
 * (another producer, with one product), Ivo on Iniciante, and an admin. `linkPrefix` keeps the link codes
 * of two suites apart.
 */
export async function addReportActors(t: TestApp, linkPrefix: string) {
  const world = affiliationWorld(t);
  const producer = await world.addProducer({ fullName: 'Paula Produtora' });
  const other = await world.addProducer({ fullName: 'Otávio Outro' });
  const starter = await world.addProducer({ fullName: 'Ivo Iniciante' });
  await t.db.update(subscriptions).set({ planId: 'iniciante' }).where(eq(subscriptions.userId, starter.id));
  const r1 = await world.addUser('reseller', { fullName: 'Rita Um' });
  const r2 = await world.addUser('reseller', { fullName: 'Rui Dois' });
  const admin = await world.addUser('admin');
  const productA = await world.addProduct(producer.id, { title: 'Curso A' });
  const productB = await world.addProduct(producer.id, { title: 'Ebook B' });
  const othersProduct = await world.addProduct(other.id, { title: 'Produto do Otávio' });
  const [linkA, linkB] = await t.db
    .insert(affiliations)
    .values([
      { resellerId: r1.id, productId: productA.id, status: 'active', linkCode: `${linkPrefix}A0001` },
      { resellerId: r2.id, productId: productB.id, status: 'active', linkCode: `${linkPrefix}B0001` },
    ])
    .returning();
  if (!linkA || !linkB) throw new Error('affiliations not inserted');
  return {
    world,
    producer,
    other,
    starter,
    r1,
    r2,
    admin,
    productA,
    productB,
    othersProduct,
    linkA,
    linkB,
  };
}
