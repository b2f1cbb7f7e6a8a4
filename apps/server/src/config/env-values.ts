// The shapes environment values come in, shared by the config's areas.
import { z } from 'zod';

/** 'true'/'1' or 'false'/'0'; unset gives `fallback`. */
export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** Trimmed; empty or unset gives undefined. */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A URL; empty or unset gives undefined. */
export const optionalUrl = () =>
  z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined));
