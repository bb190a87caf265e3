import { KEY_DOCUMENT_TYPES, VIEWER_OF, type ViewerKind } from '@schemas/key-documents/fileTypes';

/**
 * The files a key document may be (spec 002 §5) and how the viewer shows each (issue 30 'The
 * viewer'). The server checks the content; the browser reads the name only to refuse early.
 */

/** The file input's `accept`: the extensions, so that the picker offers the right files. */
export const ACCEPT_ATTRIBUTE = KEY_DOCUMENT_TYPES.map((t) => `.${t}`).join(',');

export const extensionOf = (fileName: string | null | undefined) => {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName ?? '');
  return m ? m[1]!.toLowerCase() : '';
};

export const isAccepted = (fileName: string) =>
  (KEY_DOCUMENT_TYPES as readonly string[]).includes(extensionOf(fileName));

/**
 * How a document is shown, by the type the server found in its content (fileExt), never by its
 * name: images and text in the dialog, sound in an audio player, slides as the server's images,
 * pdf, Word, Excel and TIFF as a PDF in pdf.js. Nothing is turned into HTML in the browser.
 */
export const viewKind = (fileExt: string): ViewerKind | 'none' => VIEWER_OF[fileExt.toLowerCase()] ?? 'none';
