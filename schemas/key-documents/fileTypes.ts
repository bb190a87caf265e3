/**
 * The files a key document may be (spec 002 §5) and how the viewer shows each (issue 30 'The
 * viewer'). Types are checked by content on the server, never by the name the browser sent.
 */

/** Accepted types, as the spec lists them (jpeg is jpg, tiff is tif once read). */
export const KEY_DOCUMENT_TYPES = [
  'pdf',
  'ppt',
  'pptx',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'jpeg',
  'jpg',
  'png',
  'bmp',
  'tiff',
  'mp3',
  'wav',
  'txt',
] as const;

/** How the type refusal names what is accepted. */
export const KEY_DOCUMENT_TYPES_LABEL =
  'pdf, ppt, pptx, doc, docx, xls, xlsx, jpeg, jpg, png, bmp, tiff, mp3, wav or txt';

/** The size limit when SYSTEM_CONFIG KEY_DOCUMENT_FILE_SIZE is not set: 10 MB (spec 002 §5, §9). */
export const DEFAULT_KEY_DOCUMENT_MAX_MB = 10;

/**
 * How the viewer shows a document, by the type found in its content (`fileExt` of a reply):
 * - slides: file/convertPptToBase64 answers one image per slide;
 * - pdf: file/convertToPdf answers a signed link to a PDF (the file itself, or its conversion:
 *   Word and Excel files, and TIFF images, which browsers do not show), shown by pdf.js;
 * - image, audio, text: the row's signed fileUrl, shown in the dialog, an audio player, or as
 *   plain text (never as HTML).
 */
export type ViewerKind = 'slides' | 'pdf' | 'image' | 'audio' | 'text';

export const VIEWER_OF: Readonly<Record<string, ViewerKind>> = {
  pdf: 'pdf',
  ppt: 'slides',
  pptx: 'slides',
  doc: 'pdf',
  docx: 'pdf',
  xls: 'pdf',
  xlsx: 'pdf',
  tif: 'pdf',
  jpg: 'image',
  png: 'image',
  bmp: 'image',
  mp3: 'audio',
  wav: 'audio',
  txt: 'text',
};

/** The viewer's refusal when a conversion is not available or fails (spec 002 §8). */
export const VIEWER_FAILED = 'File loading failed, please try again later!';
