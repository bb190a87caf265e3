/**
 * What rich resource content may contain, shared by the server's sanitiser (on write and on
 * read) and the browser's (on display). Anything else is removed: scripts, styles, frames,
 * forms, event-handler attributes, style attributes, and links other than http(s)/mailto.
 */
export const ALLOWED_TAGS = [
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
] as const;

export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Elements removed together with everything inside them. */
export const DROP_WITH_CONTENT = [
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
];

export const LINK_SCHEMES = ['http', 'https', 'mailto'];

/** Images: https, or inline raster images. */
export const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** True when a link may stay (relative links within the site are allowed too). */
export function safeHref(href: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:'), so must we.
  // eslint-disable-next-line no-control-regex
  const t = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(t);
  if (!m) return !t.startsWith('//') && !t.startsWith('\\');
  return LINK_SCHEMES.includes(m[1]!.toLowerCase());
}

export function safeImageSrc(src: string): boolean {
  const t = src.trim();
  return SAFE_DATA_IMAGE.test(t) || /^https:\/\//i.test(t);
}
