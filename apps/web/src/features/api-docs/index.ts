/** What this feature offers the rest of the app: the /docs/api page (see module-boundaries.test.ts in packages/api). */
export { ApiDocsPage } from './api-docs-page';
