// The web build's `zod` (vite.config.ts aliases the bare specifier to this file). Zod 4 compiles object
// parsers with `new Function`, and probes for it the first time a schema is built; the CSP allows no eval, so
// the browser refuses the probe and reports a violation on every page with a form. Configured here, this
// module runs before any module that imports `zod` declares a schema.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
