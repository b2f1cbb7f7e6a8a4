import { createHash } from 'node:crypto';
import {
  affiliateClicks,
  affiliations,
  and,
  type Database,
  eq,
  inArray,
  products,
  profiles,
} from '@afilia/db';
import {
  type AffiliationMode,
  type AffiliationStatus,
  businessDay,
  generateLinkCode,
} from '@afilia/validators';
import { seededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** A demo visitor's repeat click comes within this time of the first. */
const REPEAT_WITHIN_MS = 30 * MINUTE_MS;

interface DemoAffiliation {
  resellerEmail: string;
  productCode: string;
  /** The product's mode this affiliation is consistent with; skipped when the product's mode is another. */
  mode: AffiliationMode;
  status: Extract<AffiliationStatus, 'active' | 'pending'>;
  /** Days before `now` the affiliation was created. */
  daysAgo: number;
  /** Visits through the link since then (each may bring a repeat click that is not unique). */
  visits: number;
}

/**
 * The demo resellers' links to the demo producer's products (by code): Renata (the producer's own reseller) on four
 * products, Bruna (from the open marketplace) on an open product and waiting for approval on another.
 */
export const DEMO_AFFILIATIONS: DemoAffiliation[] = [
  {
    resellerEmail: 'revendedor@demo.afilia.app',
    productCode: 'FT24',
    mode: 'open',
    status: 'active',
    daysAgo: 74,
    visits: 150,
  },
  {
    resellerEmail: 'revendedor@demo.afilia.app',
    productCode: 'RC35',
    mode: 'open',
    status: 'active',
    daysAgo: 73,
    visits: 96,
  },
  {
    resellerEmail: 'revendedor@demo.afilia.app',
    productCode: 'CL8B',
    mode: 'referred',
    status: 'active',
    daysAgo: 72,
    visits: 64,
  },
  {
    resellerEmail: 'revendedor@demo.afilia.app',
    productCode: 'KT9S',
    mode: 'referred',
    status: 'active',
    daysAgo: 70,
    visits: 30,
  },
  {
    resellerEmail: 'revendedora2@demo.afilia.app',
    productCode: 'RC35',
    mode: 'open',
    status: 'active',
    daysAgo: 68,
    visits: 48,
  },
  {
    resellerEmail: 'revendedora2@demo.afilia.app',
    productCode: 'CS4M',
    mode: 'approval',
    status: 'pending',
    daysAgo: 1,
    visits: 0,
  },
];

/** Where demo visitors come from: mostly WhatsApp (which sends no referrer) and Instagram. */
const REFERRER_HOSTS = [null, null, null, 'l.instagram.com', 'l.instagram.com', 'www.facebook.com', 't.co'];

const hex64 = (value: string) => createHash('sha256').update(value).digest('hex');

type ClickRow = Omit<typeof affiliateClicks.$inferInsert, 'affiliationId'>;

/**
 * Visits spread between `from` and `to`: each is a unique click from a new visitor (a new IP), and about a
 * third bring a repeat click by the same visitor within half an hour, which is not unique unless the day
 * (São Paulo calendar) changed in between, as the click recorder decides.
 */
export function demoClicks(seed: number, visits: number, from: Date, to: Date): ClickRow[] {
  const random = seededRandom(seed);
  const span = to.getTime() - from.getTime() - REPEAT_WITHIN_MS;
  const rows: ClickRow[] = [];
  for (let visit = 0; visit < visits; visit++) {
    const at = from.getTime() + Math.floor(random() * span);
    const visitor = {
      ipHash: hex64(`demo-ip-${seed}-${visit}`),
      userAgentHash: hex64(`demo-ua-${Math.floor(random() * 6)}`),
      referrerHost: REFERRER_HOSTS[Math.floor(random() * REFERRER_HOSTS.length)] ?? null,
    };
    rows.push({ ...visitor, clickedAt: new Date(at), isUnique: true });
    if (random() < 0.35) {
      const again = at + MINUTE_MS + Math.floor(random() * (REPEAT_WITHIN_MS - 2 * MINUTE_MS));
      const sameDay = businessDay(new Date(again)) === businessDay(new Date(at));
      rows.push({ ...visitor, clickedAt: new Date(again), isUnique: !sameDay });
    }
  }
  return rows.sort((a, b) => a.clickedAt.getTime() - b.clickedAt.getTime());
}

/**
 * The demo affiliations and their clicks, each affiliation in one transaction with counters equal to its
 * click rows. Existing affiliations are left as they are. An entry is skipped when its product is missing or
 * no longer in the expected mode, or when a 'referred' product's reseller is no longer the producer's.
 */
export async function seedDemoAffiliations(db: Database, producerId: string, now = new Date()) {
  const emails = [...new Set(DEMO_AFFILIATIONS.map((a) => a.resellerEmail))];
  const codes = [...new Set(DEMO_AFFILIATIONS.map((a) => a.productCode))];
  const resellers = await db
    .select({ id: profiles.id, email: profiles.email, referrerId: profiles.referrerId })
    .from(profiles)
    .where(and(inArray(profiles.email, emails), eq(profiles.isReseller, true)));
  const catalogue = await db
    .select({ id: products.id, code: products.productCode, mode: products.affiliationMode })
    .from(products)
    .where(and(eq(products.userId, producerId), inArray(products.productCode, codes)));
  for (const [index, demo] of DEMO_AFFILIATIONS.entries()) {
    const reseller = resellers.find((r) => r.email === demo.resellerEmail);
    const product = catalogue.find((p) => p.code === demo.productCode);
    if (!reseller || !product || product.mode !== demo.mode) continue;
    if (demo.mode === 'referred' && reseller.referrerId !== producerId) continue;
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const clicks = demoClicks(index + 1, demo.visits, createdAt, now);
    const lastClick = clicks.at(-1)?.clickedAt ?? null;
    await db.transaction(async (tx) => {
      const [affiliation] = await tx
        .insert(affiliations)
        .values({
          resellerId: reseller.id,
          productId: product.id,
          status: demo.status,
          linkCode: generateLinkCode(),
          clicks: clicks.length,
          uniqueClicks: clicks.filter((c) => c.isUnique).length,
          lastClickAt: lastClick,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing({ target: [affiliations.resellerId, affiliations.productId] })
        .returning({ id: affiliations.id });
      if (!affiliation || clicks.length === 0) return;
      await tx.insert(affiliateClicks).values(clicks.map((c) => ({ ...c, affiliationId: affiliation.id })));
    });
  }
}
