import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import {
  ALL_ATTRIBUTES,
  HTML_POLICY,
  NEW_TAB_REL,
  SAFE_URI_PATTERN,
  attributesOf,
  safeHref,
  safeImageSrc,
} from '@core/shared/htmlPolicy';

/** The one HTML policy (core/shared/htmlPolicy.ts) in DOMPurify's terms. */
export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...HTML_POLICY.tags],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  ALLOWED_URI_REGEXP: SAFE_URI_PATTERN,
  ADD_FORBID_CONTENTS: [...HTML_POLICY.dropWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

let purifier: Purifier | undefined;

/**
 * A DOMPurify instance of our own (hooks on the shared default instance would change it for any
 * other user), with the rules ALLOWED_ATTR cannot say: attributes per tag, links and image
 * sources checked by the same functions the server uses, new-tab links made safe.
 */
function instance(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, event) => {
    if (!attributesOf(node.nodeName.toLowerCase()).includes(event.attrName)) event.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      const href = node.getAttribute('href');
      if (href !== null && !safeHref(href)) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', NEW_TAB_REL);
      else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    } else if (tag === 'img') {
      const src = node.getAttribute('src');
      // An image whose source was refused is removed rather than left as an empty box.
      if (!src || !safeImageSrc(src)) node.remove();
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = p;
  return p;
}

/**
 * The browser's second fence for rich text the server has already sanitised with the same
 * policy (resources, partners' job posts and company profiles), before dangerouslySetInnerHTML.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, PURIFY_CONFIG);
}
