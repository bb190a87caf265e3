import { createRequire } from 'node:module';
import type sanitizeType from 'sanitize-html';
import { HTML_POLICY, NEW_TAB_REL, safeHref, safeImageSrc } from '@core/shared/htmlPolicy.js';

/** The one HTML policy (core/shared/htmlPolicy.ts) in sanitize-html's terms. */
const OPTIONS: sanitizeType.IOptions = {
  allowedTags: [...HTML_POLICY.tags],
  allowedAttributes: Object.fromEntries(Object.entries(HTML_POLICY.attributes).map(([t, a]) => [t, [...a]])),
  allowedSchemes: [...HTML_POLICY.linkSchemes],
  allowedSchemesByTag: { img: [...HTML_POLICY.imageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...HTML_POLICY.dropWithContent],
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href && safeHref(attribs.href)) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      if (attribs.target === '_blank') Object.assign(out, { target: '_blank', rel: NEW_TAB_REL });
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out = { ...attribs };
      if (!out.src || !safeImageSrc(out.src)) delete out.src;
      if (!out.alt) out.alt = '';
      return { tagName, attribs: out };
    },
  },
  // An image whose source was refused is removed rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** sanitize-html (CommonJS) is loaded by the first rich text a server reads or writes, not at start. */
let sanitize: typeof sanitizeType | null = null;

/**
 * Sanitises rich text with the product's one HTML policy. Used on every write and every read of
 * rich text (resources, partners' job posts and company profiles): idempotent, so sanitising
 * stored clean text again changes nothing.
 */
export function sanitizeHtml(html: string): string {
  sanitize ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeType;
  return sanitize(html, OPTIONS);
}

/** Nullable columns: null stays null. */
export const sanitizeNullableHtml = (html: string | null | undefined): string | null =>
  html == null ? null : sanitizeHtml(html);
