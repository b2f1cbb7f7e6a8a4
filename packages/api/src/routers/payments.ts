import {
  asaasConnectionInput,
  paymentEntryInput,
  paymentHistoryInput,
  platformToggleInput,
  referralLinkInput,
  stripeConnectionInput,
} from '@afilia/validators';
import { listPaymentHistory } from '../services/payment-history/list-payment-history';
import { getPaymentEntry } from '../services/payment-history/payment-entry';
import { upcomingPayments } from '../services/payment-history/upcoming-payments';
import { asaasBalance, refreshAsaasPayments } from '../services/payments/asaas-balance';
import { listConnections, setReferralLink, togglePlatform } from '../services/payments/connections';
import { saveAsaasConnection, testAsaasConnection } from '../services/payments/save-asaas-connection';
import { saveStripeConnection, testStripeConnection } from '../services/payments/save-stripe-connection';
import { capabilityProcedure, router } from '../trpc';
import { paymentActor, paymentDeps } from './context-deps';

const connectionsProcedure = capabilityProcedure('payments.connections');
const historyProcedure = capabilityProcedure('payments.view');

/** 'Pagamentos': the producer's platform connections, and everyone's own payment history. */
export const paymentsRouter = router({
  connections: connectionsProcedure.query(({ ctx }) =>
    listConnections(ctx.db, ctx.actor.id, ctx.config.appUrl),
  ),
  toggle: connectionsProcedure
    .input(platformToggleInput)
    .mutation(({ ctx, input }) => togglePlatform(ctx.db, paymentActor(ctx), ctx.config.appUrl, input)),
  setReferral: connectionsProcedure
    .input(referralLinkInput)
    .mutation(({ ctx, input }) => setReferralLink(ctx.db, paymentActor(ctx), ctx.config.appUrl, input)),
  testAsaas: connectionsProcedure
    .input(asaasConnectionInput)
    .mutation(({ ctx, input }) => testAsaasConnection(paymentDeps(ctx), paymentActor(ctx), input)),
  saveAsaas: connectionsProcedure
    .input(asaasConnectionInput)
    .mutation(({ ctx, input }) => saveAsaasConnection(paymentDeps(ctx), paymentActor(ctx), input)),
  testStripe: connectionsProcedure
    .input(stripeConnectionInput)
    .mutation(({ ctx, input }) => testStripeConnection(paymentDeps(ctx), paymentActor(ctx), input)),
  saveStripe: connectionsProcedure
    .input(stripeConnectionInput)
    .mutation(({ ctx, input }) => saveStripeConnection(paymentDeps(ctx), paymentActor(ctx), input)),
  balance: connectionsProcedure.query(({ ctx }) => asaasBalance(paymentDeps(ctx), ctx.actor.id)),
  refresh: connectionsProcedure.mutation(({ ctx }) =>
    refreshAsaasPayments({ ...paymentDeps(ctx), mail: ctx.mail, storage: ctx.storage }, ctx.actor.id),
  ),
  history: historyProcedure
    .input(paymentHistoryInput)
    .query(({ ctx, input }) => listPaymentHistory(ctx.db, ctx.actor, input)),
  upcoming: historyProcedure.query(({ ctx }) => upcomingPayments(ctx.db, ctx.actor)),
  entry: historyProcedure
    .input(paymentEntryInput)
    .query(({ ctx, input }) => getPaymentEntry(ctx.db, ctx.actor, input)),
});
