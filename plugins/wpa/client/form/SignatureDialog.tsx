import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

/** The signature canvas of spec 002 §9. */
export const SIGNATURE_WIDTH = 620;
export const SIGNATURE_HEIGHT = 240;

/** Spec 002 §5: an uploaded signature is one png, jpg or jpeg image. */
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** A signature as the form sends it: the image, and how it was made (the review shows it). */
export interface SignatureImage {
  blob: Blob;
  fileName: string;
  /** An object URL for the preview; revoked by the field when the signature is replaced. */
  url: string;
  /** Drawn or uploaded here, or the one saved earlier (the industry supervisor's draft, issue 31). */
  source: 'draw' | 'upload' | 'saved';
}

/** The image type of an uploaded file from its name and the browser's type, or null when it is not one we take. */
export function signatureImageType(file: { name: string; type: string }): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[ext];
  if (!type) return null;
  // The browser's type, when it gives one, must agree (the server checks the content again).
  return !file.type || file.type === type ? type : null;
}

/**
 * The signature dialog of spec 002 §2/§5: a Draw tab (a 620 × 240 canvas drawn with signature_pad,
 * not empty) and an Upload tab (one png, jpg or jpeg: the keyboard user's way). One component for
 * the offline form and the industry supervisor's own page (issue 31).
 *
 * signature_pad's trap: setting a canvas's width or height clears it, so the canvas is sized once
 * when it mounts (for the screen's pixel ratio) and never again; both tab panels stay mounted, so
 * switching tabs keeps the drawing. Where 620 px does not fit (a phone), the canvas is shown
 * scaled to the width there is, decided at that same moment: the image keeps its 620 × 240
 * (the drawing is scaled into it) and a later rotation does not resize it.
 */
export function SignatureDialog({
  isOpen,
  onClose,
  onDone,
}: {
  isOpen: boolean;
  onClose: () => void;
  onDone: (signature: SignatureImage) => void;
}) {
  const { t } = useTranslation('wpa');
  const [tab, setTab] = useState<'draw' | 'upload'>('draw');
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const canvasEl = useRef<HTMLCanvasElement | null>(null);

  useEffect(() => {
    if (isOpen) {
      setError(null);
      setFile(null);
    }
  }, [isOpen]);

  // Called once per mounted canvas: size it, then hand it to signature_pad.
  const canvasRef = useCallback((canvas: HTMLCanvasElement | null) => {
    pad.current?.off();
    pad.current = null;
    canvasEl.current = canvas;
    if (!canvas) return;
    // The room the dialog gives (its layout width, which the opening animation's scale leaves alone).
    const room = canvas.closest('.wpa-signature-draw')?.clientWidth || SIGNATURE_WIDTH;
    const shown = Math.min(1, room / SIGNATURE_WIDTH);
    canvas.style.width = `${Math.floor(SIGNATURE_WIDTH * shown)}px`;
    canvas.style.height = `${Math.floor(SIGNATURE_HEIGHT * shown)}px`;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = SIGNATURE_WIDTH * ratio;
    canvas.height = SIGNATURE_HEIGHT * ratio;
    // signature_pad draws in CSS pixels of the canvas as shown: scale them to the full image.
    canvas.getContext('2d')?.scale(ratio / shown, ratio / shown);
    pad.current = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(16, 22, 26)' });
    pad.current.addEventListener('beginStroke', () => setError(null));
  }, []);

  const done = async () => {
    if (tab === 'draw') {
      const p = pad.current;
      const canvas = canvasEl.current;
      if (!p || !canvas || p.isEmpty()) return setError(t('signature.drawEmpty'));
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) return setError(t('signature.drawEmpty'));
      onDone({ blob, fileName: 'signature.png', url: URL.createObjectURL(blob), source: 'draw' });
      return;
    }
    if (!file) return setError(t('signature.uploadOne'));
    const type = signatureImageType(file);
    if (!type) return setError(t('signature.uploadType'));
    onDone({ blob: file, fileName: file.name, url: URL.createObjectURL(file), source: 'upload' });
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('signature.title')}
      className="wpa-signature-dialog"
      style={{ width: SIGNATURE_WIDTH + 80, maxWidth: 'calc(100vw - 24px)' }}
    >
      <DialogBody>
        <p className="wpa-muted">{t('signature.hint')}</p>
        <Tabs
          id="wpa-signature-tabs"
          selectedTabId={tab}
          onChange={(id) => {
            setTab(id as 'draw' | 'upload');
            setError(null);
          }}
        >
          <Tab
            id="draw"
            title={t('signature.draw')}
            panel={
              <div className="wpa-signature-draw">
                <div className="wpa-canvas-scroll">
                  <canvas
                    ref={canvasRef}
                    className="wpa-signature-canvas"
                    role="img"
                    aria-label={t('signature.canvas')}
                    data-testid="signature-canvas"
                  />
                </div>
                <Button
                  icon="eraser"
                  variant="minimal"
                  onClick={() => {
                    pad.current?.clear();
                    setError(null);
                  }}
                >
                  {t('signature.clear')}
                </Button>
              </div>
            }
          />
          <Tab
            id="upload"
            title={t('signature.upload')}
            panel={
              <div className="wpa-signature-upload">
                <FileInput
                  fill
                  text={file ? file.name : t('signature.chooseImage')}
                  buttonText={t('common.browse')}
                  hasSelection={Boolean(file)}
                  inputProps={{
                    accept: '.png,.jpg,.jpeg,image/png,image/jpeg',
                    'aria-label': t('signature.chooseImage'),
                  }}
                  onInputChange={(e) => {
                    const files = e.currentTarget.files;
                    setError(null);
                    if (!files || files.length !== 1) {
                      setFile(null);
                      if (files && files.length > 1) setError(t('signature.uploadOne'));
                      return;
                    }
                    setFile(files[0]!);
                  }}
                />
                <p className="wpa-muted">{t('signature.uploadTypes')}</p>
              </div>
            }
          />
        </Tabs>
        {error && (
          <Callout intent="danger" role="alert" className="wpa-dialog-error">
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button intent="primary" onClick={() => void done()}>
              {t('signature.use')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
