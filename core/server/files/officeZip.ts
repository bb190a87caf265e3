import JSZip from 'jszip';

/**
 * An Office Open XML file is a zip; file-type names the office type only when it can see the
 * main part early in the zip, and answers plain 'zip' for a workbook written by a tool that
 * orders its parts otherwise (or streams them with data descriptors). Such a zip is the office
 * file when its [Content_Types].xml declares the type's main part and the zip holds that part
 * (ECMA-376 Part 2, §10.1.2.1): the same test Office applies before it opens a file.
 */
export const OFFICE_MAIN_PARTS = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
} as const;
export type OfficeType = keyof typeof OFFICE_MAIN_PARTS;

/** The office types' own content types, as file-type answers them. */
export const OFFICE_MIME: Record<OfficeType, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const isOfficeType = (ext: string): ext is OfficeType => ext in OFFICE_MAIN_PARTS;

/**
 * The most of [Content_Types].xml that is read: a real one is a few KB. A zip whose entry
 * inflates past this (a zip bomb posing as a workbook) is not an office file.
 */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

/** The entry's text, or null when it inflates past `max` bytes (reading stops there). */
function boundedText(entry: JSZip.JSZipObject, max: number): Promise<string | null> {
  // JSZip's stream is an older Readable (no async iteration): read it by its events.
  const stream = entry.nodeStream('nodebuffer');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        // Paused, JSZip inflates no further; nothing more is kept.
        stream.pause();
        stream.removeAllListeners();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/** Each <Override PartName="…" ContentType="…"/> of a [Content_Types].xml, attributes in any order. */
function overrides(xml: string): { partName: string; contentType: string }[] {
  const out: { partName: string; contentType: string }[] = [];
  for (const [element] of xml.matchAll(/<(?:\w+:)?Override\b[^>]*>/g)) {
    const partName = /\bPartName\s*=\s*["']([^"']*)["']/.exec(element)?.[1];
    const contentType = /\bContentType\s*=\s*["']([^"']*)["']/.exec(element)?.[1];
    if (partName && contentType) out.push({ partName, contentType: contentType.trim().toLowerCase() });
  }
  return out;
}

/** Part names are absolute in the package ('/xl/workbook.xml'); zip entries have no leading slash. */
function hasPart(zip: JSZip, partName: string): boolean {
  const name = partName.replace(/^\//, '');
  if (zip.file(name)) return true;
  try {
    return !!zip.file(decodeURIComponent(name));
  } catch {
    return false;
  }
}

/**
 * Which of the wanted office types a zip is, by its [Content_Types].xml and main part; null when
 * it is none of them (not a zip, no content types, the main part missing, or another type).
 */
export async function officeTypeOfZip(bytes: Uint8Array, wanted: readonly string[]): Promise<OfficeType | null> {
  const types = wanted.filter(isOfficeType);
  if (!types.length) return null;
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch {
    return null;
  }
  const entry = zip.file('[Content_Types].xml');
  if (!entry) return null;
  let xml: string | null;
  try {
    xml = await boundedText(entry, MAX_CONTENT_TYPES_BYTES);
  } catch {
    return null;
  }
  if (!xml) return null;
  const declared = overrides(xml);
  for (const type of types) {
    const main = declared.find((o) => o.contentType === OFFICE_MAIN_PARTS[type]);
    if (main && hasPart(zip, main.partName)) return type;
  }
  return null;
}
