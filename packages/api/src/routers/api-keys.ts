import { apiKeyCreateInput, apiKeyIdInput } from '@afilia/validators';
import {
  apiKeySettings,
  createApiKey,
  platformApiKeys,
  revokeApiKey,
} from '../services/api-keys/manage-api-keys';
import { capabilityProcedure, router } from '../trpc';

const integrationsProcedure = capabilityProcedure('integrations.manage');
const auditProcedure = capabilityProcedure('integrations.audit');

/**
 * 'Integrações' › 'Chaves de API': a producer's REST API keys (Visionário), created with scopes and shown
 * once, revoked at once; an admin also reads every producer's keys (never the keys themselves).
 */
export const apiKeysRouter = router({
  settings: integrationsProcedure.query(({ ctx }) => apiKeySettings({ db: ctx.db }, ctx.actor)),
  platformKeys: auditProcedure.query(({ ctx }) => platformApiKeys({ db: ctx.db })),
  create: integrationsProcedure
    .input(apiKeyCreateInput)
    .mutation(({ ctx, input }) => createApiKey({ db: ctx.db }, ctx.actor, input, ctx.request.ip)),
  revoke: integrationsProcedure
    .input(apiKeyIdInput)
    .mutation(({ ctx, input }) => revokeApiKey({ db: ctx.db }, ctx.actor, input.keyId, ctx.request.ip)),
});
