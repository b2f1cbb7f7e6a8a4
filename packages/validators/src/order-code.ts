/**
 * An order code: 'AF' and 10 characters of the product-code alphabet (no I, O, 0, 1). Kept free of zod, so
 * the web's route tree (which parses `?order=`) does not pull the schemas into the entry chunk.
 */
export const ORDER_CODE_PATTERN = /^AF[A-HJ-NP-Z2-9]{10}$/;
