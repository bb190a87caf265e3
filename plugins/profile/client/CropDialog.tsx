import { useCallback, useState } from 'react';
import { Callout, Dialog, DialogBody, Slider } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area } from 'react-easy-crop';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { isIrregularPhoto } from '@schemas/profile/profileRules';

interface SliderSpec {
  /** The label's id, which names the slider's handle. */
  id: string;
  range: { min: number; max: number; step: number; labelStep: number };
  unit: string;
}

/** The crop's sliders: rotation in degrees, zoom as a factor. */
const SLIDERS = {
  rotation: { id: 'crop-rotation-label', range: { min: 0, max: 360, step: 1, labelStep: 90 }, unit: '°' },
  zoom: { id: 'crop-zoom-label', range: { min: 1, max: 3, step: 0.1, labelStep: 1 }, unit: 'x' },
} satisfies Record<string, SliderSpec>;

/** A slider under the crop, named by the text beside it. */
function CropSlider({
  spec: { id, range, unit },
  label,
  value,
  onChange,
}: {
  spec: SliderSpec;
  label: string;
  value: number;
  onChange: (v: number) => void;
}) {
  return (
    <>
      <span id={id}>{label}</span>
      <Slider
        min={range.min}
        max={range.max}
        stepSize={range.step}
        labelStepSize={range.labelStep}
        value={value}
        onChange={onChange}
        labelRenderer={(v) => `${v}${unit}`}
        handleHtmlProps={{ 'aria-labelledby': id }}
      />
    </>
  );
}

/**
 * The chosen picture cropped at aspect 1, with rotation and zoom sliders; warns of a picture
 * whose size is irregular. Mounted afresh for each picture chosen (its key), so each starts
 * uncropped, unrotated and unzoomed.
 */
export function CropDialog({
  src,
  busy,
  onCancel,
  onCrop,
}: {
  /** The chosen picture's address; null closes the dialog. */
  src: string | null;
  busy: boolean;
  onCancel: () => void;
  onCrop: (area: Area, rotation: number) => void;
}) {
  const { t } = useTranslation('profile');
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  const naturalIrregular = natural ? isIrregularPhoto(natural.width, natural.height) : false;
  return (
    <Dialog isOpen={!!src} onClose={onCancel} title={t('crop.title')} className="wil-crop-dialog">
      <DialogBody>
        <div className="wil-crop-area">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={onCropComplete}
              onMediaLoaded={(m) => setNatural({ width: m.naturalWidth, height: m.naturalHeight })}
              mediaProps={{ alt: t('crop.imageAlt') }}
            />
          )}
        </div>
        <div className="wil-crop-controls">
          <CropSlider spec={SLIDERS.rotation} label={t('crop.rotation')} value={rotation} onChange={setRotation} />
          <CropSlider spec={SLIDERS.zoom} label={t('crop.zoom')} value={zoom} onChange={setZoom} />
        </div>
        {naturalIrregular && natural && (
          <Callout intent="warning" icon="warning-sign" data-testid="crop-irregular">
            {t('crop.irregular', { width: natural.width, height: natural.height })}
          </Callout>
        )}
      </DialogBody>
      <ConfirmFooter
        cancelText={t('crop.cancel')}
        confirmText={t('crop.ok')}
        pending={busy}
        disabled={!area}
        onCancel={onCancel}
        onConfirm={() => area && onCrop(area, rotation)}
      />
    </Dialog>
  );
}
