/**
 * Plain text has no magic number, so a .txt upload is taken as text by what it is not (issue 30,
 * docs/DECISIONS.md): valid UTF-8 (a byte-order mark allowed), no NUL and no control character
 * but tab, line feed, form feed and carriage return, and nothing that looks like markup or a
 * script a browser or a shell could run: an HTML page or SVG named .txt is refused, whatever
 * header it would be served with.
 */

/** Tags a browser's sniffer (WHATWG MIME Sniffing §7.1) or a renderer would act on, anywhere in the text. */
const MARKUP =
  /<\s*(?:!doctype\s+html|html|head|body|script|iframe|frame|object|embed|svg|style|meta|link|base|form|img|math|template|\?xml|\?php)[\s>/]/i;
/** A script's opening line, or script in an address. */
const SCRIPT = /^(?:\uFEFF)?#!|javascript\s*:|vbscript\s*:/im;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True when the bytes are plain UTF-8 text as above. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  return !CONTROL.test(text) && !MARKUP.test(text) && !SCRIPT.test(text);
}
