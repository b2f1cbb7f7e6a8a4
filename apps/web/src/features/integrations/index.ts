/** Integrações: what the settings page shows in its 'Integrações' tab (webhooks today). */
export { IntegrationsSettings } from './integrations-settings';
