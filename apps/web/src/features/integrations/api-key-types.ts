import type { RouterOutputs } from '@afilia/api';

/** `apiKeys.settings`: whether the plan includes the API, the user's keys and how many live ones they may have. */
export type ApiKeySettings = RouterOutputs['apiKeys']['settings'];
/** One key as the screen shows it: its name, `afilia_live_…` and the last four characters, never the key. */
export type ApiKey = ApiKeySettings['keys'][number];
