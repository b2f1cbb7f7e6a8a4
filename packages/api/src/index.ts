/**
 * `@afilia/api`: what the web app needs, the router's types (its procedures, their inputs and outputs), and
 * nothing that runs. The server and the scripts import `@afilia/api/server`; the boundary test
 * (contract/module-boundaries.test.ts) keeps the web's imports from this package type-only.
 */
export type { AppRouter, RouterInputs, RouterOutputs } from './root';
