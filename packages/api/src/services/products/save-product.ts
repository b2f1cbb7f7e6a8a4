import { and, type Database, eq, products } from '@afilia/db';
import { generateProductCode, type NormalizedProduct } from '@afilia/validators';
import { AppError, isUniqueViolation } from '../../errors';
import { lockProfile } from '../account/lock-profile';
import { assertWithinPlanLimit } from '../plans/plan-limits';
import { assertLinkedFilesOwnedBy } from './linked-files';
import { ownedProduct, type ProductActor } from './product-access';
import { toProductDto } from './product-dto';
import { upsertPricing } from './product-pricing';

const CODE_ATTEMPTS = 8;

function columns(input: NormalizedProduct) {
  return {
    title: input.title,
    description: input.description,
    instructions: input.instructions,
    category: input.category,
    email: input.email,
    phone: input.phone,
    imageLinks: input.imageLinks,
    downloadLinks: input.downloadLinks,
    youtubeVideos: input.youtubeVideos,
    youtubeUrl: input.youtubeVideos[0]?.url ?? null,
    affiliationMode: input.affiliationMode,
    attributionWindowDays: input.attributionWindowDays,
  };
}

/**
 * Inserts with a server-generated code, retrying on the rare clash (a unique index guarantees uniqueness).
 * A code the client chose that is taken gets 'Código já em uso' with a fresh code to show.
 */
export async function insertWithUniqueCode(
  db: Database,
  build: (code: string) => Promise<typeof products.$inferSelect>,
  requestedCode: string | undefined,
) {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = attempt === 0 && requestedCode ? requestedCode : generateProductCode();
    try {
      return await build(code);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === 0 && requestedCode) {
        throw new AppError('errors.products.codeInUse', {
          cause: error,
          params: { code: await freeCode(db) },
        });
      }
    }
  }
  throw new AppError('errors.internal');
}

async function freeCode(db: Database): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = generateProductCode();
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, code));
    if (!taken) return code;
  }
  return generateProductCode();
}

export async function createProduct(db: Database, actor: ProductActor, input: NormalizedProduct) {
  const row = await insertWithUniqueCode(
    db,
    (code) =>
      db.transaction(async (tx) => {
        await lockProfile(tx, actor.id);
        await assertWithinPlanLimit(tx, actor.id, 'products');
        await assertLinkedFilesOwnedBy(tx, actor.id, input);
        const [inserted] = await tx
          .insert(products)
          .values({ ...columns(input), userId: actor.id, productCode: code })
          .returning();
        if (!inserted) throw new Error('product insert returned no row');
        if (input.pricing) await upsertPricing(tx, inserted, input.pricing);
        return inserted;
      }),
    input.productCode,
  );
  return toProductDto(row);
}

export async function updateProduct(db: Database, actor: ProductActor, id: string, input: NormalizedProduct) {
  const row = await db.transaction(async (tx) => {
    // An admin may edit another producer's product: the files must still be the product owner's.
    const [current] = await tx
      .select({ userId: products.userId })
      .from(products)
      .where(ownedProduct(actor, id))
      .for('update');
    if (!current) throw new AppError('errors.products.notFound');
    await assertLinkedFilesOwnedBy(tx, current.userId, input);
    const [updated] = await tx
      .update(products)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.userId, current.userId)))
      .returning();
    if (updated && input.pricing) await upsertPricing(tx, updated, input.pricing);
    return updated;
  });
  if (!row) throw new AppError('errors.products.notFound');
  return toProductDto(row);
}
