import { lazy, Suspense } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { KeyDocument } from '../types';
import { SlidesViewer } from './SlidesViewer';
import { useViewerContent, type Content } from './useViewerContent';

// pdf.js and its worker load only when a PDF (or a converted office file) is opened (issue 30).
const PdfViewer = lazy(() => import('./PdfViewer'));

/** The dialog's body for each kind of content. */
function ViewerBody({
  content,
  name,
  desc,
  failed,
}: {
  content: Content;
  name: string;
  desc: string;
  failed: () => void;
}) {
  const { t } = useTranslation('key-documents');
  return (
    <>
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
        <img className="kd-viewer-image" src={content.url} alt={desc || name} onError={failed} />
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
    </>
  );
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
  const { content, failed } = useViewerContent(doc);
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
        <ViewerBody content={content} name={name} desc={doc?.fileDesc ?? ''} failed={failed} />
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
