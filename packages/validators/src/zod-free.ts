/**
 * `@afilia/validators/constants`: the constants and plain helpers (roles, the capability map, plans, tabs,
 * limits, money, error codes), without zod. The web app's entry chunk (the route tree, the layout, the
 * public pages) imports from here, so it never loads the schema library; forms and procedures use the
 * package root, which re-exports all of this with the schemas. zod-free.test.ts checks that nothing here
 * reaches zod and that every zod-free module of the package is listed.
 */
export * from './blog-constants';
export * from './business-calendar';
export * from './capabilities';
export * from './card-brand';
export * from './codes';
export * from './constants';
export * from './errors';
export * from './installments';
export * from './money';
export * from './plans';
export * from './printable';
export * from './report-constants';
export * from './roles';
export * from './tax-id';
export * from './team-constants';
export * from './test-cards';
export * from './traffic-source';
export * from './whatsapp';
