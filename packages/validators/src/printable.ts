// Which characters free text may hold, without zod: the web app's zod-free code (a page address's tracking
// parameters) screens text with the same rule as the procedures' schemas (text.ts).

export const TAB = 0x09;
export const LINE_FEED = 0x0a;
export const CARRIAGE_RETURN = 0x0d;

function isControlCharacter(code: number): boolean {
  // C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * True when the text holds no control character (except the ones `allowed`) and no
 * lone UTF-16 surrogate, which has no UTF-8 encoding.
 */
export function hasOnlyPrintableCharacters(value: string, allowed: ReadonlySet<number> = new Set()): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControlCharacter(code)) {
      if (!allowed.has(code)) return false;
    } else if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return false;
      i++;
    } else if (isLowSurrogate(code)) {
      return false;
    }
  }
  return true;
}
