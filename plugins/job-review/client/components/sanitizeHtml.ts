/**
 * A small allow-list sanitiser for the company profile's rich text. The server stores it
 * sanitised already; this is the second fence. Unknown elements are dropped but their text kept;
 * every attribute is dropped except an http(s)/mailto href on links.
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'SPAN',
  'A',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TD',
  'TH',
]);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.createElement('div');
  const copy = (from: Node, to: Node) => {
    for (const n of Array.from(from.childNodes)) {
      if (n.nodeType === Node.TEXT_NODE) {
        to.appendChild(document.createTextNode(n.textContent ?? ''));
      } else if (n.nodeType === Node.ELEMENT_NODE) {
        const el = n as Element;
        if (DROP_WITH_CONTENT.has(el.tagName)) continue;
        if (!ALLOWED.has(el.tagName)) {
          copy(el, to);
          continue;
        }
        const clean = document.createElement(el.tagName.toLowerCase());
        if (el.tagName === 'A') {
          const href = el.getAttribute('href') ?? '';
          if (/^(https?:|mailto:)/i.test(href.trim())) {
            clean.setAttribute('href', href.trim());
            clean.setAttribute('target', '_blank');
            clean.setAttribute('rel', 'noopener noreferrer');
          }
        }
        copy(el, clean);
        to.appendChild(clean);
      }
    }
  };
  copy(doc.body, out);
  return out.innerHTML;
}
