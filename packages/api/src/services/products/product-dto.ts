import type { productPricing, products } from '@afilia/db';

type ProductRow = typeof products.$inferSelect;
type PricingRow = typeof productPricing.$inferSelect;

export function toProductDto(row: ProductRow) {
  return {
    id: row.id,
    userId: row.userId,
    productCode: row.productCode,
    title: row.title,
    description: row.description,
    category: row.category,
    email: row.email,
    phone: row.phone,
    instructions: row.instructions,
    imageLinks: row.imageLinks,
    downloadLinks: row.downloadLinks,
    youtubeUrl: row.youtubeUrl,
    youtubeVideos: row.youtubeVideos,
    affiliationMode: row.affiliationMode,
    attributionWindowDays: row.attributionWindowDays,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type ProductDto = ReturnType<typeof toProductDto>;

export function toPricingDto(row: PricingRow) {
  return {
    productId: row.productId,
    priceCents: row.priceCents,
    commissionType: row.commissionType,
    commissionValue: row.commissionValue,
    commissionRecurring: row.commissionRecurring,
    maxInstallments: row.maxInstallments,
    installmentInterest: row.installmentInterest,
    updatedAt: row.updatedAt,
  };
}
export type PricingDto = ReturnType<typeof toPricingDto>;
