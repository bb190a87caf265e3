import CFB from 'cfb';

/**
 * The Office 97-2003 formats (doc, xls, ppt) are one container, the Compound File Binary format,
 * which file-type only calls 'cfb'. Which of them a file is, is told by the stream that holds its
 * main content ([MS-DOC] 'WordDocument', [MS-XLS] 'Workbook' (BIFF5: 'Book'), [MS-PPT] 'PowerPoint
 * Document'), read from the container's directory with SheetJS' cfb, the reader SheetJS itself
 * uses. Null when the file is none of them (an installer, an Outlook item, a broken container).
 */
export type OleKind = 'doc' | 'xls' | 'ppt';

const MAIN_STREAMS: readonly [OleKind, readonly string[]][] = [
  ['doc', ['WordDocument']],
  ['xls', ['Workbook', 'Book']],
  ['ppt', ['PowerPoint Document']],
];

export function oleKindOf(bytes: Uint8Array): OleKind | null {
  let names: Set<string>;
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' });
    // Streams of the root storage: the main stream of each format sits there.
    names = new Set(
      container.FullPaths.filter((p) => /^[^/]*\/[^/]+$/.test(p)).map((p) => p.slice(p.indexOf('/') + 1)),
    );
  } catch {
    return null;
  }
  for (const [kind, streams] of MAIN_STREAMS) if (streams.some((s) => names.has(s))) return kind;
  return null;
}
