// Text for pdfkit's standard fonts, as the receipts and the report exports draw it (docs/decisions/019): they
// are WinAnsi (CP1252) encoded, so every string from the database is reduced to what they can draw before it
// is measured and drawn.

// Characters outside Latin-1 that WinAnsi has a glyph for.
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);
// Letters that do not decompose into a base letter and a mark.
const PLAIN_LETTER: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i' };
const isWinAnsi = (cp: number) =>
  (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);
/** Printable ASCII and Latin-1 without runs of spaces: most names and titles, kept as they are. */
const ALREADY_SAFE = /^(?:[\x21-\x7e\u00a1-\u00ff]| (?! ))*$/;

/**
 * Makes a user-provided string safe to draw: control and format characters go (line breaks and tabs become
 * spaces unless `multiline`), characters the standard fonts cannot draw become their unaccented letter or
 * '?', runs of spaces collapse, and the result is cut at `max` characters with an ellipsis.
 */
export function standardFontText(value: string | null | undefined, max: number, multiline = false): string {
  let out = '';
  for (const char of (value ?? '').slice(0, max * 4).normalize('NFC')) {
    const cp = char.codePointAt(0) ?? 0;
    if (char === '\n' || char === '\r' || char === '\t' || cp === 0x2028 || cp === 0x2029) {
      out += multiline && char !== '\t' ? '\n' : ' ';
    } else if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || /\p{Cf}/u.test(char)) {
      // dropped: C0, DEL, C1 and invisible format characters (bidi overrides, zero-width space)
    } else if (/\p{Zs}/u.test(char)) {
      out += ' ';
    } else if (isWinAnsi(cp)) {
      out += char;
    } else {
      const base = PLAIN_LETTER[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every((c) => isWinAnsi(c.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  out = out
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return out.length > max ? `${out.slice(0, max - 1).trimEnd()}…` : out;
}

/**
 * One line the standard fonts can draw (`standardFontText` on one line), at most `max` characters. Strings
 * that are already safe skip the character walk: a list of 100 000 rows draws mostly those.
 */
export function pdfLine(value: string | null | undefined, max = 200): string {
  const text = value ?? '';
  if (text.length <= max && ALREADY_SAFE.test(text)) return text.trim();
  return standardFontText(text, max);
}

/** Measures a string in the current font and size. */
export type MeasureWidth = (text: string) => number;

/**
 * Widths of strings in one font and size from each character's width, measured once: the sum leaves out
 * kerning (a little wider than drawn, so what fits still fits), and spares pdfkit's kerning lookups, which
 * cost more than the drawing on a list of 100 000 rows.
 */
export function characterWidths(measureOne: MeasureWidth): MeasureWidth {
  const widths = new Map<string, number>();
  return (text) => {
    let width = 0;
    for (const char of text) {
      let one = widths.get(char);
      if (one === undefined) {
        one = measureOne(char);
        widths.set(char, one);
      }
      width += one;
    }
    return width;
  };
}

/** The text cut with an ellipsis to fit `width` (the longest prefix that does, found by halving). */
export function fitToWidth(text: string, width: number, measure: MeasureWidth): string {
  if (measure(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${text.slice(0, middle).trimEnd()}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '…' : `${text.slice(0, low).trimEnd()}…`;
}
