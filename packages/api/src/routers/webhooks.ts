import {
  webhookDeliveriesInput,
  webhookDeliveryIdInput,
  webhookEndpointIdInput,
  webhookEndpointInput,
  webhookEndpointUpdateInput,
} from '@afilia/validators';
import {
  createEndpoint,
  deleteEndpoint,
  platformEndpoints,
  revealEndpointSecret,
  rotateEndpointSecret,
  updateEndpoint,
  webhookSettings,
} from '../services/webhooks/manage-endpoints';
import { listDeliveries, resendDelivery, sendTestEvent } from '../services/webhooks/webhook-deliveries';
import { capabilityProcedure, router } from '../trpc';
import { webhookDeps } from './context-deps';

const integrationsProcedure = capabilityProcedure('integrations.manage');
const auditProcedure = capabilityProcedure('integrations.audit');

/**
 * 'Integrações' › 'Webhooks': a producer's endpoints (their plan decides whether they may add and use them),
 * their deliveries, 'Reenviar' and 'Enviar evento de teste'. An admin also reads every producer's endpoints.
 */
export const webhooksRouter = router({
  settings: integrationsProcedure.query(({ ctx }) => webhookSettings(webhookDeps(ctx), ctx.actor)),
  platformEndpoints: auditProcedure.query(({ ctx }) => platformEndpoints(webhookDeps(ctx), ctx.actor)),
  create: integrationsProcedure
    .input(webhookEndpointInput)
    .mutation(({ ctx, input }) => createEndpoint(webhookDeps(ctx), ctx.actor, input)),
  update: integrationsProcedure
    .input(webhookEndpointUpdateInput)
    .mutation(({ ctx, input }) => updateEndpoint(webhookDeps(ctx), ctx.actor, input)),
  delete: integrationsProcedure
    .input(webhookEndpointIdInput)
    .mutation(({ ctx, input }) => deleteEndpoint(webhookDeps(ctx), ctx.actor, input.endpointId)),
  secret: integrationsProcedure
    .input(webhookEndpointIdInput)
    .mutation(({ ctx, input }) => revealEndpointSecret(webhookDeps(ctx), ctx.actor, input.endpointId)),
  rotateSecret: integrationsProcedure
    .input(webhookEndpointIdInput)
    .mutation(({ ctx, input }) => rotateEndpointSecret(webhookDeps(ctx), ctx.actor, input.endpointId)),
  deliveries: integrationsProcedure
    .input(webhookDeliveriesInput)
    .query(({ ctx, input }) => listDeliveries(webhookDeps(ctx), ctx.actor, input)),
  resend: integrationsProcedure
    .input(webhookDeliveryIdInput)
    .mutation(({ ctx, input }) => resendDelivery(webhookDeps(ctx), ctx.actor, input.deliveryId)),
  sendTest: integrationsProcedure
    .input(webhookEndpointIdInput)
    .mutation(({ ctx, input }) => sendTestEvent(webhookDeps(ctx), ctx.actor, input.endpointId)),
});
