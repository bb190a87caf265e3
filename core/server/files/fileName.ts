/**
 * The name an upload is kept under (issue 34): one rule for every upload, applied by the kernel
 * as it reads the form, so no area's column can be overrun ("value too long" answered 500 on
 * keyDocument/insert). The name is the browser's, for display only: never a path on the server.
 */

/** The longest name kept, in characters: every column that keeps one has room for it. */
export const MAX_FILE_NAME_LENGTH = 200;
/** An extension longer than this is part of the name, not an extension to keep. */
const MAX_EXTENSION = 16;

/** Control characters (C0, DEL, C1), lone surrogates, and the bidi overrides that disguise an extension. */
function unsafe(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return (
    c < 0x20 ||
    (c >= 0x7f && c <= 0x9f) ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069) ||
    (c >= 0xd800 && c <= 0xdfff)
  );
}

/**
 * The name as kept: its last path segment (some browsers send 'C:\fakepath\x.pdf'), without
 * control characters or lone surrogates, trimmed, and when longer than MAX_FILE_NAME_LENGTH
 * shortened in the middle of the base name so that the extension survives. Counted in code
 * points, so a surrogate pair is never cut in two. Empty when nothing is left.
 */
export function keptFileName(sent: string | null | undefined): string {
  const last = (sent ?? '').split(/[\\/]/).pop()!;
  // By code point: a surrogate pair is one character here, a lone surrogate a character to drop.
  const name = Array.from(last)
    .filter((ch) => !unsafe(ch))
    .join('')
    .normalize('NFC')
    .trim();
  const chars = Array.from(name);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keep = ext.length > 1 && ext.length <= MAX_EXTENSION ? ext : [];
  const base = chars.slice(0, chars.length - keep.length);
  return [...base.slice(0, MAX_FILE_NAME_LENGTH - keep.length - 1), '…', ...keep].join('');
}
