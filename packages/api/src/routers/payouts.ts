import { markPayoutPaidInput, payoutAccountInput, payoutScheduleInput } from '@afilia/validators';
import { confirmManualPayout } from '../services/payouts/mark-payout-paid';
import {
  getPayoutAccount,
  getPayoutSchedule,
  referralLinksFor,
  savePayoutAccount,
  savePayoutSchedule,
} from '../services/payouts/payout-settings';
import { payoutsOverview } from '../services/payouts/payouts-overview';
import { runPayouts } from '../services/payouts/run-payouts';
import { capabilityProcedure, router } from '../trpc';
import { producerAccounts } from './context-deps';

const manageProcedure = capabilityProcedure('payouts.manage');
const receiveProcedure = capabilityProcedure('payouts.receive');

/** Commission payouts: the producer pays, the reseller says where to receive. */
export const payoutsRouter = router({
  overview: manageProcedure.query(({ ctx }) => payoutsOverview(ctx.db, ctx.actor.id)),
  run: manageProcedure.mutation(({ ctx }) =>
    runPayouts({ db: ctx.db, asaas: producerAccounts(ctx) }, ctx.actor.id, 'manual'),
  ),
  markPaid: manageProcedure
    .input(markPayoutPaidInput)
    .mutation(({ ctx, input }) => confirmManualPayout(ctx.db, ctx.actor.id, input)),
  schedule: manageProcedure.query(({ ctx }) => getPayoutSchedule(ctx.db, ctx.actor.id)),
  saveSchedule: manageProcedure
    .input(payoutScheduleInput)
    .mutation(({ ctx, input }) => savePayoutSchedule(ctx.db, ctx.actor.id, input)),
  account: receiveProcedure.query(({ ctx }) => getPayoutAccount(ctx.db, ctx.actor.id)),
  saveAccount: receiveProcedure
    .input(payoutAccountInput)
    .mutation(({ ctx, input }) =>
      savePayoutAccount({ db: ctx.db, mail: ctx.mail, appUrl: ctx.config.appUrl }, ctx.actor.id, input),
    ),
  referralLinks: receiveProcedure.query(({ ctx }) => referralLinksFor(ctx.db, ctx.actor.id)),
});
