import { randomUUID } from 'node:crypto';
import { createSession, hashPassword, SESSION_COOKIE_NAME } from '@afilia/auth';
import { affiliateClicks, productPricing, products, profiles, subscriptions, users } from '@afilia/db';
import { type AffiliationMode, type CommissionType, codeFromNumber, type Role } from '@afilia/validators';
import type { TestApp } from '../support/harness';

export interface WorldUser {
  id: string;
  cookie: string;
}

interface UserOptions {
  referrerId?: string | null;
  status?: 'active' | 'suspended' | 'deactivated';
  fullName?: string | null;
  phone?: string | null;
  /** A real password (hashed with argon2id); without one the account has a hash nothing matches. */
  password?: string;
}

interface ProductOptions {
  mode?: AffiliationMode;
  title?: string;
  /** null: no pricing row. */
  pricing?: { priceCents: number; commissionType: CommissionType; commissionValue: number } | null;
  createdAt?: Date;
}

/**
 * Builds the people and products of the affiliation tests straight in the database (no seed), so every
 * figure a test reads comes from rows it wrote. Users get a session cookie.
 */
export function affiliationWorld(t: TestApp) {
  let users_ = 0;
  let codes = 0;

  async function addUser(role: Role, options: UserOptions = {}): Promise<WorldUser> {
    users_ += 1;
    const id = randomUUID();
    const email = `${role}.${users_}@example.com`;
    const passwordHash = options.password ? await hashPassword(options.password) : 'x';
    await t.db.insert(users).values({ id, email, passwordHash });
    await t.db.insert(profiles).values({
      id,
      email,
      fullName: options.fullName === undefined ? `${role} ${users_}` : options.fullName,
      phone: options.phone ?? null,
      isReseller: role === 'reseller',
      isProducer: role === 'producer',
      isAdmin: role === 'admin',
      status: options.status ?? 'active',
      referrerId: options.referrerId ?? null,
    });
    // A session is created for an active account; a test may suspend the user afterwards.
    const session = await createSession(t.db, id);
    return { id, cookie: `${SESSION_COOKIE_NAME}=${session.token}` };
  }

  /** A producer on an active Visionário plan (100 products), so products.create works. */
  async function addProducer(options: UserOptions = {}): Promise<WorldUser> {
    const producer = await addUser('producer', options);
    await t.db.insert(subscriptions).values({
      userId: producer.id,
      planId: 'visionario',
      status: 'active',
      provider: 'test',
      priceCents: 0,
    });
    return producer;
  }

  function nextCode(): string {
    codes += 1;
    return codeFromNumber(codes, 4);
  }

  async function addProduct(producerId: string, options: ProductOptions = {}) {
    const productCode = nextCode();
    const [row] = await t.db
      .insert(products)
      .values({
        userId: producerId,
        productCode,
        title: options.title ?? `Produto ${productCode}`,
        description: 'Descrição',
        instructions: 'Instruções',
        category: 'digital-course',
        imageLinks: [`https://cdn.example.com/${productCode}.png`],
        downloadLinks: [],
        youtubeVideos: [],
        affiliationMode: options.mode ?? 'referred',
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })
      .returning();
    if (!row) throw new Error('product insert returned no row');
    const pricing =
      options.pricing === undefined
        ? { priceCents: 10_000, commissionType: 'percentage' as const, commissionValue: 1000 }
        : options.pricing;
    if (pricing) await t.db.insert(productPricing).values({ productId: row.id, ...pricing });
    return { id: row.id, productCode, title: row.title };
  }

  /** Click rows written directly (the click recorder's counters are not involved). */
  async function addClicks(affiliationId: string, clickedAt: Date, total: number, unique: number) {
    const rows = Array.from({ length: total }, (_, i) => ({
      affiliationId,
      clickedAt,
      ipHash: 'a'.repeat(64),
      userAgentHash: 'b'.repeat(64),
      isUnique: i < unique,
    }));
    if (rows.length > 0) await t.db.insert(affiliateClicks).values(rows);
  }

  return { addUser, addProducer, addProduct, addClicks };
}

export interface LinkResult {
  affiliationId: string;
  status: 'active' | 'pending';
  linkCode: string;
  link: string | null;
}
