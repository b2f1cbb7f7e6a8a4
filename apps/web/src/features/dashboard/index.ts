/** What this feature offers the other features; the rest of the folder is its own (see module-boundaries.test.ts in packages/api). */
export { canAccessPath } from './sidebar-items';
export { resetAppliedPreferences } from './use-apply-preferences';
export { useSavePreferences } from './use-save-preferences';
