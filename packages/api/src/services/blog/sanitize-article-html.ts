import sanitizeHtml from 'sanitize-html';

/**
 * The article HTML allowlist (docs/decisions/023). Everything else is dropped: scripts, styles, frames,
 * objects, forms, SVG and MathML, every event handler and style attribute, and URLs outside the schemes below.
 * Text inside a dropped element is kept (as text) unless the element is one whose content is never text
 * (NON_TEXT_TAGS), so a pasted article keeps its words.
 */
const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Elements whose content is code or markup, never article text: dropped with everything inside. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'title',
  'plaintext',
  'svg',
  'math',
];

/** Common editor and paste spellings, mapped onto the allowlist (the page's own title is the only h1). */
const RENAMED_TAGS: Record<string, string> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https'];
/** The app's own public images, as the upload route stores them. */
const OWN_IMAGE_PATH = /^\/files\/product-images\/[A-Za-z0-9._-]+$/;
const ABSOLUTE_HTTP = /^https?:\/\//i;
/** What a link's rel may keep from the author; the required tokens are added below. */
const ALLOWED_REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored']);
const EXTERNAL_REL_TOKENS = ['noopener', 'noreferrer', 'nofollow'];
const DIMENSION = /^\d{1,4}$/;
/** Deeper nesting than this is flattened (its text kept): no real article needs it. */
const NESTING_LIMIT = 60;

export interface SanitizeArticleOptions {
  /** The app's origin (`https://afilia.app`): absolute links to it count as internal. */
  siteOrigin?: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** An image source the allowlist keeps: an absolute http(s) URL, or one of our own uploaded images. */
export function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (OWN_IMAGE_PATH.test(value)) return true;
  if (!ABSOLUTE_HTTP.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function linkAttributes(attribs: sanitizeHtml.Attributes, siteOrigin: string | undefined) {
  const href = (attribs.href ?? '').trim();
  const external =
    href.startsWith('//') ||
    (ABSOLUTE_HTTP.test(href) && (siteOrigin === undefined || originOf(href) !== siteOrigin));
  const newTab = attribs.target === '_blank';
  const tokens = new Set(
    (attribs.rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => ALLOWED_REL_TOKENS.has(token)),
  );
  if (external || newTab) for (const token of EXTERNAL_REL_TOKENS) tokens.add(token);
  const result: sanitizeHtml.Attributes = {};
  if (attribs.href !== undefined) result.href = attribs.href;
  if (attribs.title !== undefined) result.title = attribs.title;
  if (newTab) result.target = '_blank';
  if (tokens.size > 0) result.rel = [...tokens].join(' ');
  return result;
}

function imageAttributes(attribs: sanitizeHtml.Attributes) {
  const result: sanitizeHtml.Attributes = {};
  if (isAllowedImageSource(attribs.src)) result.src = (attribs.src ?? '').trim();
  result.alt = attribs.alt ?? '';
  for (const name of ['width', 'height'] as const) {
    const value = attribs[name]?.trim();
    if (value && DIMENSION.test(value)) result[name] = value;
  }
  return result;
}

function buildOptions(siteOrigin: string | undefined): sanitizeHtml.IOptions {
  const transformTags: Record<string, string | sanitizeHtml.Transformer> = {
    ...RENAMED_TAGS,
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs, siteOrigin) }),
    img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs) }),
  };
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', { name: 'target', values: ['_blank'] }, 'rel'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedClasses: {},
    allowedStyles: {},
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { a: LINK_SCHEMES, img: IMAGE_SCHEMES },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    nestingLimit: NESTING_LIMIT,
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags,
    exclusiveFilter: (frame) => {
      // An image whose source was refused goes whole; a link whose href was refused keeps its text.
      if (frame.tag === 'img') return !frame.attribs.src;
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return false;
    },
  };
}

const defaultOptions = buildOptions(undefined);

/**
 * The article HTML reduced to the allowlist: what the server stores, and so what every reader (the article
 * page, the server-rendered head, the RSS feed) gets. Idempotent: sanitizing the output again changes nothing.
 */
export function sanitizeArticleHtml(html: string, options: SanitizeArticleOptions = {}): string {
  const config = options.siteOrigin ? buildOptions(options.siteOrigin) : defaultOptions;
  return sanitizeHtml(html, config).trim();
}

const TEXT_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

/** The article's words without markup (for excerpts, reading time and emptiness checks). */
export function articleText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|pre|figcaption|td|th)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: NON_TEXT_TAGS,
  })
    .replace(/&(nbsp|amp|lt|gt|quot|#39|#x27);/g, (_entity, name: string) => TEXT_ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether sanitized HTML shows anything: some text or an image. */
export function hasVisibleContent(sanitizedHtml: string): boolean {
  return articleText(sanitizedHtml) !== '' || /<img\s/i.test(sanitizedHtml);
}
