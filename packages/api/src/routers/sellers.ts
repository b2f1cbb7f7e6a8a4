import { sellerCreateInput, sellerIdInput, sellerListInput, sellerUpdateInput } from '@afilia/validators';
import { refuseCommonPassword } from '../services/auth/common-passwords';
import { listSellers } from '../services/team/list-sellers';
import { addSeller, deleteSeller, toggleSellerBlock, updateSeller } from '../services/team/seller-actions';
import { capabilityProcedure, router, strictRateLimit } from '../trpc';
import { accountRemovalDeps, mailingDeps, namedActor } from './context-deps';

/** 'Meus Revendedores': a producer manages the resellers they referred; an admin, every reseller. */
const sellerProcedure = capabilityProcedure('sellers.manage');

export const sellersRouter = router({
  list: sellerProcedure
    .input(sellerListInput)
    .query(({ ctx, input }) => listSellers(ctx.db, ctx.actor, input)),

  // The strict tier: each call hashes a password (argon2), and a batch would otherwise multiply that cost.
  add: sellerProcedure
    .use(strictRateLimit)
    .input(sellerCreateInput.superRefine(refuseCommonPassword('password')))
    .mutation(({ ctx, input }) => addSeller(mailingDeps(ctx), namedActor(ctx), input)),

  update: sellerProcedure.input(sellerUpdateInput).mutation(async ({ ctx, input }) => {
    const seller = await updateSeller(mailingDeps(ctx), ctx.actor, input);
    await ctx.sessionCache.invalidateUser(input.id);
    return seller;
  }),

  toggleBlock: sellerProcedure.input(sellerIdInput).mutation(async ({ ctx, input }) => {
    const { member, linkCodes } = await toggleSellerBlock(ctx.db, ctx.actor, input.id);
    for (const code of linkCodes) ctx.affiliateLinks.invalidate(code);
    await ctx.sessionCache.invalidateUser(input.id);
    return member;
  }),

  delete: sellerProcedure.input(sellerIdInput).mutation(async ({ ctx, input }) => {
    const linkCodes = await deleteSeller(accountRemovalDeps(ctx), ctx.actor, input.id);
    for (const code of linkCodes) ctx.affiliateLinks.invalidate(code);
    await ctx.sessionCache.invalidateUser(input.id);
    return { ok: true as const };
  }),
});
