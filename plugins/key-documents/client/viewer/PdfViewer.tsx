import { useEffect, useRef, useState } from 'react';
import { Button, ButtonGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AnnotationMode, GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// The worker is a file of our own build under /assets/, so the strict CSP (script-src 'self')
// lets it start; it is fetched only when this module is, that is when a document is opened.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * What pdf.js may do with a document it reads (issue 30 'The viewer'): nothing but draw it.
 * - No XFA forms (their HTML layer) and no scripting: pages are drawn on a canvas, with no
 *   annotation or form layer, so a document's JavaScript actions and links are never wired up
 *   (enableScripting is the option of pdf.js' viewer, which we do not use; it stays off here).
 * - isEvalSupported false: pdf.js 6 no longer compiles fonts or functions with eval, and the
 *   option stays false so that an older copy would not either ('unsafe-eval' is refused by our CSP).
 * - No WebAssembly (useWasm false): the CSP has no 'wasm-unsafe-eval', and the JS decoders do.
 */
type DocumentInit = Exclude<Parameters<typeof getDocument>[0], string | URL | ArrayBuffer | Uint8Array>;
const SAFE_OPTIONS: Partial<DocumentInit> & { isEvalSupported: false; enableScripting: false } = {
  enableXfa: false,
  isEvalSupported: false,
  enableScripting: false,
  useWasm: false,
  stopAtErrors: false,
  // No network from pdf.js: the bytes are given, and no range or stream request is made.
  disableRange: true,
  disableStream: true,
  disableAutoFetch: true,
  // Pictures larger than this many pixels are not drawn (a hostile file cannot exhaust memory).
  maxImageSize: 40_000_000,
  verbosity: 0,
};

/** The largest canvas drawn, in pixels (a huge page is drawn smaller rather than failing). */
const MAX_CANVAS_PIXELS = 16_000_000;
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/**
 * A PDF in the page: one page at a time on a canvas, with page and zoom buttons. Loaded lazily
 * (React.lazy) with pdf.js, only when a PDF or a converted office file is opened.
 */
export default function PdfViewer({
  data,
  label,
  onError,
}: {
  /** The document's bytes (pdf.js takes them over). */
  data: ArrayBuffer;
  /** The document's name, for the canvas' accessible name. */
  label: string;
  onError: (e: unknown) => void;
}) {
  const { t } = useTranslation('key-documents');
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const [drawing, setDrawing] = useState(true);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  });

  useEffect(() => {
    const task = getDocument({ ...SAFE_OPTIONS, data: new Uint8Array(data.slice(0)) });
    let alive = true;
    task.promise.then(
      (d) => alive && setDoc(d),
      (e: unknown) => alive && errorRef.current(e),
    );
    return () => {
      alive = false;
      void task.destroy();
    };
  }, [data]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let render: RenderTask | null = null;
    let alive = true;
    setDrawing(true);
    doc
      .getPage(page)
      .then((p) => {
        if (!alive || !canvas.current) return;
        // Fit the frame's width at 100%, then the chosen zoom; sharp on high-density screens.
        const width = frame.current?.clientWidth || 800;
        const base = p.getViewport({ scale: 1 });
        const fit = (width - 2) / base.width;
        const cssScale = fit * ZOOMS[zoom]!;
        let ratio = window.devicePixelRatio || 1;
        const pixels = base.width * base.height * (cssScale * ratio) ** 2;
        if (pixels > MAX_CANVAS_PIXELS) ratio *= Math.sqrt(MAX_CANVAS_PIXELS / pixels);
        const viewport = p.getViewport({ scale: cssScale * ratio });
        const c = canvas.current;
        c.width = Math.floor(viewport.width);
        c.height = Math.floor(viewport.height);
        c.style.width = `${Math.floor(viewport.width / ratio)}px`;
        c.style.height = `${Math.floor(viewport.height / ratio)}px`;
        render = p.render({ canvas: c, viewport, annotationMode: AnnotationMode.ENABLE });
        return render.promise;
      })
      .then(
        () => alive && setDrawing(false),
        (e: unknown) => {
          if (!alive || (e instanceof Error && e.name === 'RenderingCancelledException')) return;
          errorRef.current(e);
        },
      );
    return () => {
      alive = false;
      render?.cancel();
    };
  }, [doc, page, zoom]);

  const pages = doc?.numPages ?? 0;
  return (
    <div className="kd-pdf">
      <div className="kd-pdf-bar" role="toolbar" aria-label={t('viewer.pdfTools')}>
        <ButtonGroup>
          <Button
            icon="chevron-left"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            aria-label={t('viewer.previousPage')}
          />
          <span className="kd-pdf-page" aria-live="polite">
            {pages ? t('viewer.page', { page, pages }) : t('viewer.loading')}
          </span>
          <Button
            icon="chevron-right"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            aria-label={t('viewer.nextPage')}
          />
        </ButtonGroup>
        <ButtonGroup>
          <Button
            icon="zoom-out"
            disabled={zoom <= 0}
            onClick={() => setZoom(zoom - 1)}
            aria-label={t('viewer.zoomOut')}
          />
          <span className="kd-pdf-page">{Math.round(ZOOMS[zoom]! * 100)}%</span>
          <Button
            icon="zoom-in"
            disabled={zoom >= ZOOMS.length - 1}
            onClick={() => setZoom(zoom + 1)}
            aria-label={t('viewer.zoomIn')}
          />
        </ButtonGroup>
      </div>
      {/* Focusable, so that a zoomed page can be scrolled from the keyboard. */}
      <div className="kd-pdf-frame" ref={frame} tabIndex={0} role="region" aria-label={label}>
        {drawing && <Spinner size={30} className="kd-pdf-spinner" aria-label={t('viewer.loading')} />}
        <canvas
          ref={canvas}
          role="img"
          aria-label={pages ? t('viewer.pageOf', { name: label, page, pages }) : label}
          data-testid="kd-pdf-canvas"
          data-page={page}
          data-drawn={drawing ? 'no' : 'yes'}
        />
      </div>
    </div>
  );
}
