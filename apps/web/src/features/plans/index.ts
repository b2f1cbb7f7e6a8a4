/** What this feature offers the other features; the rest of the folder is its own (see module-boundaries.test.ts in packages/api). */
export { PlanGrid } from './plan-grid';
export { usePlanSelection } from './use-plan-selection';
