import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { documentPdf, fetchSigned, slideImages } from '../calls';
import { viewKind } from '../fileKinds';
import type { KeyDocument } from '../types';
import { SlidesViewer } from './SlidesViewer';

// pdf.js and its worker load only when a PDF (or a converted office file) is opened (issue 30).
const PdfViewer = lazy(() => import('./PdfViewer'));

/** The largest text shown whole; a longer file is cut with a note (the Download has it all). */
const TEXT_LIMIT = 1_000_000;

type Content =
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
 * The viewer (spec 002 §2, issue 30): images and text in the dialog, sound in an audio player,
 * pdf in the PDF viewer, slides as the server's images, other office files as the server's PDF.
 * A failure says 'File loading failed, please try again later!' and keeps the Download button.
 */
export function ViewerDialog({
  doc,
  onClose,
  onDownload,
}: {
  doc: KeyDocument | null;
  onClose: () => void;
  onDownload: (doc: KeyDocument) => void;
}) {
  const { t } = useTranslation('key-documents');
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
  const name = doc?.fileName ?? '';
  return (
    <Dialog
      isOpen={doc !== null}
      onClose={onClose}
      title={t('viewer.title', { name })}
      icon="document-open"
      className="kd-viewer"
    >
      <DialogBody className="kd-viewer-body">
        {content.kind === 'loading' && <Spinner aria-label={t('viewer.loading')} />}
        {content.kind === 'failed' && (
          <Callout intent="danger" icon="error" role="alert">
            {t('viewer.failed')}
          </Callout>
        )}
        {content.kind === 'none' && (
          <Callout intent="primary" icon="info-sign">
            {t('viewer.notShown')}
          </Callout>
        )}
        {content.kind === 'image' && (
          <img className="kd-viewer-image" src={content.url} alt={doc?.fileDesc || name} onError={failed} />
        )}
        {content.kind === 'audio' && (
          <audio className="kd-viewer-audio" controls src={content.url} aria-label={name} onError={failed} />
        )}
        {content.kind === 'text' && (
          <>
            <pre className="kd-viewer-text" tabIndex={0} aria-label={name}>
              {content.text}
            </pre>
            {content.cut && <p className="kd-muted">{t('viewer.textCut')}</p>}
          </>
        )}
        {content.kind === 'pdf' && (
          <Suspense fallback={<Spinner aria-label={t('viewer.loading')} />}>
            <PdfViewer data={content.data} label={name} onError={failed} />
          </Suspense>
        )}
        {content.kind === 'slides' &&
          (content.images.length ? <SlidesViewer images={content.images} label={name} /> : failedNote(t))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('action.close')}</Button>
            {doc && (
              <Button intent="primary" icon="download" onClick={() => onDownload(doc)}>
                {t('action.download')}
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  );
}

const failedNote = (t: (k: string) => string) => (
  <Callout intent="danger" icon="error" role="alert">
    {t('viewer.failed')}
  </Callout>
);
