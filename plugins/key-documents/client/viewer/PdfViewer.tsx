import { useEffect, useRef, useState, type RefObject } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  AnnotationMode,
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
  type RenderTask,
} from 'pdfjs-dist';
// The worker is a file of our own build under /assets/, so the strict CSP (script-src 'self')
// lets it start; it is fetched only when this module is, that is when a document is opened.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { StepButtons } from './StepButtons';

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

/** The caller's latest error handler (a ref, so that a new handler does not reload the document). */
type ErrorRef = { readonly current: (e: unknown) => void };

/** The document pdf.js reads from the bytes, with the safe options; destroyed when the bytes change. */
function usePdfDocument(data: ArrayBuffer, errorRef: ErrorRef) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
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
  }, [data, errorRef]);
  return doc;
}

/** Sizes the canvas for the page: the frame's width at 100%, then the zoom; sharp on high-density screens. */
function fitCanvas(p: PDFPageProxy, c: HTMLCanvasElement, frameWidth: number, zoom: number) {
  const base = p.getViewport({ scale: 1 });
  const fit = (frameWidth - 2) / base.width;
  const cssScale = fit * zoom;
  let ratio = window.devicePixelRatio || 1;
  const pixels = base.width * base.height * (cssScale * ratio) ** 2;
  if (pixels > MAX_CANVAS_PIXELS) ratio *= Math.sqrt(MAX_CANVAS_PIXELS / pixels);
  const viewport = p.getViewport({ scale: cssScale * ratio });
  c.width = Math.floor(viewport.width);
  c.height = Math.floor(viewport.height);
  c.style.width = `${Math.floor(viewport.width / ratio)}px`;
  c.style.height = `${Math.floor(viewport.height / ratio)}px`;
  return viewport;
}

/** Draws one page at one zoom on the canvas; a newer page or zoom cancels the drawing in progress. */
function usePageDrawing(
  doc: PDFDocumentProxy | null,
  at: { page: number; zoom: number },
  refs: {
    canvas: RefObject<HTMLCanvasElement | null>;
    frame: RefObject<HTMLDivElement | null>;
    error: ErrorRef;
  },
) {
  const [drawing, setDrawing] = useState(true);
  const { page, zoom } = at;
  const { canvas, frame, error } = refs;
  useEffect(() => {
    if (!doc || !canvas.current) return;
    let render: RenderTask | null = null;
    let alive = true;
    setDrawing(true);
    doc
      .getPage(page)
      .then((p) => {
        if (!alive || !canvas.current) return;
        const c = canvas.current;
        const viewport = fitCanvas(p, c, frame.current?.clientWidth || 800, ZOOMS[zoom]!);
        render = p.render({ canvas: c, viewport, annotationMode: AnnotationMode.ENABLE });
        return render.promise;
      })
      .then(
        () => alive && setDrawing(false),
        (e: unknown) => {
          if (!alive || (e instanceof Error && e.name === 'RenderingCancelledException')) return;
          error.current(e);
        },
      );
    return () => {
      alive = false;
      render?.cancel();
    };
  }, [doc, page, zoom, canvas, frame, error]);
  return drawing;
}

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
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  });

  const doc = usePdfDocument(data, errorRef);
  const drawing = usePageDrawing(doc, { page, zoom }, { canvas, frame, error: errorRef });

  const pages = doc?.numPages ?? 0;
  return (
    <div className="kd-pdf">
      <div className="kd-pdf-bar" role="toolbar" aria-label={t('viewer.pdfTools')}>
        <StepButtons
          value={pages ? t('viewer.page', { page, pages }) : t('viewer.loading')}
          canBack={page > 1}
          canForward={page < pages}
          onStep={(by) => setPage(page + by)}
          labels={[t('viewer.previousPage'), t('viewer.nextPage')]}
          live
        />
        <StepButtons
          value={`${Math.round(ZOOMS[zoom]! * 100)}%`}
          canBack={zoom > 0}
          canForward={zoom < ZOOMS.length - 1}
          onStep={(by) => setZoom(zoom + by)}
          icons={['zoom-out', 'zoom-in']}
          labels={[t('viewer.zoomOut'), t('viewer.zoomIn')]}
        />
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
