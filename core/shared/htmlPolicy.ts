/**
 * The one HTML policy of the product (issue 10): what rich text may contain, whoever wrote it
 * (resource pages, partners' job descriptions, requirements and company profiles). The server
 * applies it with sanitize-html (core/server/html), the browser with DOMPurify
 * (core/client/ui/sanitizeHtml.ts). Anything else goes: scripts, styles, frames, forms, SVG and
 * MathML, event-handler and style attributes, and links other than http(s), mailto or relative.
 */
export const HTML_POLICY = {
  // No h1: the page or dialog title is the h1; an h1 in rich text is unwrapped to its text.
  tags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  /** Attributes per tag; no other tag keeps any. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  } as Record<string, readonly string[]>,
  /** Elements removed together with everything inside them (the rest are unwrapped). */
  dropWithContent: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'noscript',
    'template',
    'textarea',
    'select',
    'svg',
    'math',
  ],
  /** Link schemes; relative links within the site are allowed too, protocol-relative ones not. */
  linkSchemes: ['http', 'https', 'mailto'],
  /** Image sources: https, or inline raster images (editors embed pasted images this way). */
  imageSchemes: ['https', 'data'],
} as const;

export type HtmlTag = (typeof HTML_POLICY.tags)[number];

/** Inline images: raster types only (an SVG image may carry script). */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** The attributes `tag` may keep. */
export const attributesOf = (tag: string): readonly string[] => HTML_POLICY.attributes[tag] ?? [];

/** Every attribute any tag may keep (DOMPurify's ALLOWED_ATTR is one list for all tags). */
export const ALL_ATTRIBUTES = [...new Set(Object.values(HTML_POLICY.attributes).flat())];

/**
 * DOMPurify's ALLOWED_URI_REGEXP from the link schemes: a listed scheme, or a value without a
 * scheme (relative links, numbers, words) that does not start with // or \ (protocol-relative).
 */
export const SAFE_URI_PATTERN = new RegExp(
  `^(?:(?:${HTML_POLICY.linkSchemes.join('|')}):|[^a-z/\\\\]|/(?![/\\\\])|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/** True when a link may stay. */
export function safeHref(href: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:'), so must we.
  // eslint-disable-next-line no-control-regex
  const t = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(t);
  if (!m) return !t.startsWith('//') && !t.startsWith('\\') && !t.startsWith('/\\');
  return (HTML_POLICY.linkSchemes as readonly string[]).includes(m[1]!.toLowerCase());
}

/** True when an image source may stay: https, or an inline raster image. */
export function safeImageSrc(src: string): boolean {
  const t = src.trim();
  return SAFE_DATA_IMAGE.test(t) || /^https:\/\//i.test(t);
}

/** A link that opens a new tab never gets a handle on this page; other targets go. */
export const NEW_TAB_REL = 'noopener noreferrer';
