import {
  affiliableProductsInput,
  createAffiliateLinkInput,
  decideAffiliationInput,
  productAffiliatesInput,
} from '@afilia/validators';
import { createAffiliateLink } from '../services/affiliations/create-affiliate-link';
import { decideAffiliation } from '../services/affiliations/decide-affiliation';
import { listAffiliableProducts } from '../services/affiliations/list-affiliable-products';
import { listProductAffiliates } from '../services/affiliations/product-affiliates';
import { capabilityProcedure, router } from '../trpc';

/** The reseller's side: the products they may sell and their links. */
const resellerProcedure = capabilityProcedure('affiliations.view');
/** The producer's side (an admin's on every product): who is affiliated, and the decisions on requests. */
const managerProcedure = capabilityProcedure('affiliations.manage');

export const affiliationsRouter = router({
  listProducts: resellerProcedure
    .input(affiliableProductsInput)
    .query(({ ctx, input }) => listAffiliableProducts(ctx.db, ctx.config.appUrl, ctx.actor, input)),
  createLink: resellerProcedure
    .input(createAffiliateLinkInput)
    .mutation(({ ctx, input }) =>
      createAffiliateLink(
        { db: ctx.db, mail: ctx.mail, appUrl: ctx.config.appUrl },
        ctx.actor,
        input.productId,
      ),
    ),
  listForProduct: managerProcedure
    .input(productAffiliatesInput)
    .query(({ ctx, input }) => listProductAffiliates(ctx.db, ctx.actor, input)),
  decide: managerProcedure.input(decideAffiliationInput).mutation(async ({ ctx, input }) => {
    const decided = await decideAffiliation(
      { db: ctx.db, mail: ctx.mail, appUrl: ctx.config.appUrl },
      ctx.actor,
      input,
    );
    ctx.affiliateLinks.invalidate(decided.linkCode);
    return { id: decided.id, status: decided.status };
  }),
});
