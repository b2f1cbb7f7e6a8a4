/** Integrações: what the settings page shows in its 'Integrações' tab (webhooks and API keys). */
export { IntegrationsSettings } from './integrations-settings';
