import { z } from 'zod';
import { CARRIAGE_RETURN, hasOnlyPrintableCharacters, LINE_FEED, TAB } from './printable';

// Shared string builders for every procedure input. A NUL (U+0000) reaching PostgreSQL
// fails the query with a data exception, so free text is screened here first.

export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters';

const MULTILINE_WHITESPACE: ReadonlySet<number> = new Set([TAB, LINE_FEED, CARRIAGE_RETURN]);

/** A one-line string: every control character is refused. Chain `.trim()`, `.min()`, `.max()` after it. */
export function singleLineText() {
  return z.string().refine((v) => hasOnlyPrintableCharacters(v), CONTROL_CHARACTERS_MESSAGE);
}

/** Free text that may span lines: tab, line feed and carriage return are allowed, other control characters are not. */
export function multilineText() {
  return z
    .string()
    .refine((v) => hasOnlyPrintableCharacters(v, MULTILINE_WHITESPACE), CONTROL_CHARACTERS_MESSAGE);
}
