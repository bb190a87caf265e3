import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  DROP_WITH_CONTENT,
  LINK_SCHEMES,
  safeHref,
  safeImageSrc,
} from '../shared/htmlPolicy.js';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href && safeHref(attribs.href)) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      // New tabs never get a handle on this page.
      if (attribs.target === '_blank') Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out = { ...attribs };
      if (!out.src || !safeImageSrc(out.src)) delete out.src;
      if (!out.alt) out.alt = '';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Sanitises resource HTML (spec 001 §2 rich content): on every write and again on every read. */
export function sanitizeResourceHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
