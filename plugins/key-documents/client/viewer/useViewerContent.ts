import { useEffect, useState } from 'react';
import { documentPdf, fetchSigned, slideImages } from '../calls';
import { viewKind } from '../fileKinds';
import type { KeyDocument } from '../types';

/** The largest text shown whole; a longer file is cut with a note (the Download has it all). */
const TEXT_LIMIT = 1_000_000;

export type Content =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'none' }
  | { kind: 'image'; url: string; revoke: boolean }
  | { kind: 'audio'; url: string; revoke: boolean }
  | { kind: 'text'; text: string; cut: boolean }
  | { kind: 'pdf'; data: ArrayBuffer }
  | { kind: 'slides'; images: string[] };

async function load(doc: KeyDocument, signal: AbortSignal): Promise<Content> {
  const kind = viewKind(doc.fileExt);
  switch (kind) {
    case 'slides':
      return { kind, images: await slideImages(doc, signal) };
    case 'pdf':
      return { kind, data: await documentPdf(doc, signal) };
    case 'text': {
      // As text, never as HTML: React writes it into a <pre> as a text node.
      const text = await (await fetchSigned(doc.fileUrl, signal)).text();
      return { kind, text: text.slice(0, TEXT_LIMIT), cut: text.length > TEXT_LIMIT };
    }
    case 'image': {
      // An <img> only ever draws a picture, whatever the bytes are.
      const blob = await fetchSigned(doc.fileUrl, signal);
      return { kind, url: URL.createObjectURL(blob), revoke: true };
    }
    case 'audio':
      // The player streams the signed same-origin link (media-src 'self'; no blob: in the CSP).
      return { kind, url: doc.fileUrl, revoke: false };
    default:
      return { kind: 'none' };
  }
}

/**
 * What the viewer shows of `doc`, loaded when it opens; a picture's object address is revoked
 * when another document opens or the viewer closes. `failed` turns it into the failure note.
 */
export function useViewerContent(doc: KeyDocument | null) {
  // The content with the document it is of: another document's (a revoked picture) is never shown.
  const [shown, setShown] = useState<{ id: number; content: Content } | null>(null);
  const id = doc?.keyDocumentId ?? null;
  const content: Content = shown && shown.id === id ? shown.content : { kind: 'loading' };

  useEffect(() => {
    if (!doc) return;
    const controller = new AbortController();
    let made: string | null = null;
    const setContent = (c: Content) => setShown({ id: doc.keyDocumentId, content: c });
    setContent({ kind: 'loading' });
    load(doc, controller.signal).then(
      (c) => {
        if ('revoke' in c && c.revoke) made = c.url;
        if (controller.signal.aborted) {
          if (made) URL.revokeObjectURL(made);
          return;
        }
        setContent(c);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The key document could not be shown:', e);
        setContent({ kind: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [doc]);

  const failed = () => id !== null && setShown({ id, content: { kind: 'failed' } });
  return { content, failed };
}
