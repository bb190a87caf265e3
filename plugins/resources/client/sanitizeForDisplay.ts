import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, DROP_WITH_CONTENT, safeHref, safeImageSrc } from '../shared/htmlPolicy';

const TAGS = new Set<string>(ALLOWED_TAGS);
const DROP = new Set(DROP_WITH_CONTENT);

/**
 * The browser's second line of defence (the server already sanitised the content): parses the
 * HTML into an inert document (no scripts run, no images load) and keeps only the allow-list of
 * htmlPolicy; unknown elements are unwrapped, dangerous ones removed with their content.
 */
export function sanitizeForDisplay(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (parent: Element) => {
    for (const node of [...parent.childNodes]) {
      if (node.nodeType === Node.COMMENT_NODE) {
        node.remove();
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const el = node as Element;
      const tag = el.tagName.toLowerCase();
      if (DROP.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
        el.remove();
        continue;
      }
      clean(el);
      if (!TAGS.has(tag)) {
        el.replaceWith(...el.childNodes);
        continue;
      }
      const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
      for (const attr of [...el.attributes]) {
        if (!allowed.includes(attr.name.toLowerCase())) el.removeAttribute(attr.name);
      }
      if (tag === 'a') {
        const href = el.getAttribute('href');
        if (href !== null && !safeHref(href)) el.removeAttribute('href');
        if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
        else el.removeAttribute('target');
      }
      if (tag === 'img') {
        const src = el.getAttribute('src');
        if (!src || !safeImageSrc(src)) el.remove();
        else if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
      }
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}
