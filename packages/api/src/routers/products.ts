import {
  generateProductCode,
  productCodeInput,
  productIdInput,
  productInput,
  productListInput,
  productUpdateInput,
} from '@afilia/validators';
import { listProducts } from '../services/products/list-products';
import {
  deleteProduct,
  duplicateProduct,
  getProduct,
  isCodeFree,
} from '../services/products/product-actions';
import { createProduct, updateProduct } from '../services/products/save-product';
import { capabilityProcedure, router } from '../trpc';

/** Producers manage their own products; admins see all; resellers have no access. */
const productProcedure = capabilityProcedure('products.manage');

export const productsRouter = router({
  list: productProcedure
    .input(productListInput)
    .query(({ ctx, input }) => listProducts(ctx.db, ctx.actor, input)),
  get: productProcedure
    .input(productIdInput)
    .query(({ ctx, input }) => getProduct(ctx.db, ctx.actor, input.id)),
  create: productProcedure
    .input(productInput)
    .mutation(({ ctx, input }) => createProduct(ctx.db, ctx.actor, input)),
  update: productProcedure
    .input(productUpdateInput)
    .mutation(({ ctx, input }) => updateProduct(ctx.db, ctx.actor, input.id, input.data)),
  duplicate: productProcedure
    .input(productIdInput)
    .mutation(({ ctx, input }) => duplicateProduct(ctx.db, ctx.actor, input.id)),
  delete: productProcedure
    .input(productIdInput)
    .mutation(({ ctx, input }) => deleteProduct(ctx.db, ctx.storage, ctx.actor, input.id)),
  generateCode: productProcedure.query(() => ({ productCode: generateProductCode() })),
  isCodeFree: productProcedure
    .input(productCodeInput)
    .query(({ ctx, input }) => isCodeFree(ctx.db, input.productCode)),
});
