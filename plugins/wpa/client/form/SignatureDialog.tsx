import { useCallback, useEffect, useRef } from 'react';
import { Button, Callout, Dialog, DialogBody, FileInput, Tab, Tabs } from '@blueprintjs/core';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { signatureMachine, type SignatureEvent } from '../flows/signatureMachine';

export { signatureImageType } from '../flows/signatureMachine';

/** The signature canvas of spec 002 §9. */
export const SIGNATURE_WIDTH = 620;
export const SIGNATURE_HEIGHT = 240;

/** A signature as the form sends it: the image, and how it was made (the review shows it). */
export interface SignatureImage {
  blob: Blob;
  fileName: string;
  /** An object URL for the preview; revoked by the field when the signature is replaced. */
  url: string;
  /** Drawn or uploaded here, or the one saved earlier (the industry supervisor's draft, issue 31). */
  source: 'draw' | 'upload' | 'saved';
}

/** Sizes a canvas once, as it mounts, and hands it to signature_pad (see SignatureDialog). */
function padOn(canvas: HTMLCanvasElement, onStroke: () => void): SignaturePad {
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
  const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(16, 22, 26)' });
  pad.addEventListener('beginStroke', onStroke);
  return pad;
}

/** The Draw tab: the canvas and Clear. */
function DrawPanel({ canvasRef, onClear }: { canvasRef: (c: HTMLCanvasElement | null) => void; onClear: () => void }) {
  const { t } = useTranslation('wpa');
  return (
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
      <Button icon="eraser" variant="minimal" onClick={onClear}>
        {t('signature.clear')}
      </Button>
    </div>
  );
}

/** The Upload tab: one png, jpg or jpeg (the keyboard user's way). */
function UploadPanel({ file, send }: { file: File | null; send: (e: SignatureEvent) => void }) {
  const { t } = useTranslation('wpa');
  return (
    <div className="wpa-signature-upload">
      <FileInput
        fill
        text={file ? file.name : t('signature.chooseImage')}
        buttonText={t('common.browse')}
        hasSelection={Boolean(file)}
        inputProps={{ accept: '.png,.jpg,.jpeg,image/png,image/jpeg', 'aria-label': t('signature.chooseImage') }}
        onInputChange={(e) => send({ type: 'chooseFiles', files: Array.from(e.currentTarget.files ?? []) })}
      />
      <p className="wpa-muted">{t('signature.uploadTypes')}</p>
    </div>
  );
}

/** The dialog's content on the signature machine (flows/signatureMachine.ts): a fresh flow each time it opens. */
function SignatureFlow({ onClose, onDone }: { onClose: () => void; onDone: (signature: SignatureImage) => void }) {
  const { t } = useTranslation('wpa');
  const pad = useRef<SignaturePad | null>(null);
  const canvasEl = useRef<HTMLCanvasElement | null>(null);
  const [state, send] = useMachine(signatureMachine, {
    input: {
      exportDrawing: () =>
        new Promise<Blob | null>((resolve) =>
          canvasEl.current ? canvasEl.current.toBlob(resolve, 'image/png') : resolve(null),
        ),
    },
  });
  // Called once per mounted canvas: size it, then hand it to signature_pad.
  const canvasRef = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      pad.current?.off();
      canvasEl.current = canvas;
      pad.current = canvas ? padOn(canvas, () => send({ type: 'stroke' })) : null;
    },
    [send],
  );
  const made = state.context.made;
  const reported = useRef(false); // once: the closing dialog keeps this mounted a moment
  useEffect(() => {
    if (!made || reported.current) return;
    reported.current = true;
    onDone({ ...made, url: URL.createObjectURL(made.blob) });
  }, [made, onDone]);
  const tab = state.matches('upload') ? 'upload' : 'draw';
  const fault = state.context.fault;
  return (
    <>
      <DialogBody>
        <p className="wpa-muted">{t('signature.hint')}</p>
        <Tabs
          id="wpa-signature-tabs"
          selectedTabId={tab}
          onChange={(id) => send({ type: 'tab', tab: id as 'draw' | 'upload' })}
        >
          <Tab
            id="draw"
            title={t('signature.draw')}
            panel={
              <DrawPanel
                canvasRef={canvasRef}
                onClear={() => {
                  pad.current?.clear();
                  send({ type: 'clear' });
                }}
              />
            }
          />
          <Tab
            id="upload"
            title={t('signature.upload')}
            panel={<UploadPanel file={state.context.file} send={send} />}
          />
        </Tabs>
        {fault && (
          <Callout intent="danger" role="alert" className="wpa-dialog-error">
            {t(`signature.${fault}`)}
          </Callout>
        )}
      </DialogBody>
      <ConfirmFooter
        confirmText={t('signature.use')}
        onCancel={onClose}
        onConfirm={() => send({ type: 'use', empty: !pad.current || pad.current.isEmpty() })}
      />
    </>
  );
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
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('signature.title')}
      className="wpa-signature-dialog"
      style={{ width: SIGNATURE_WIDTH + 80, maxWidth: 'calc(100vw - 24px)' }}
    >
      <SignatureFlow onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}
