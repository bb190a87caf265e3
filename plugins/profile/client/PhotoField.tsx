import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Slider, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area } from 'react-easy-crop';
import { toast } from '@core/client/ui/toaster';
import { isIrregularPhoto } from '@schemas/profile/profileRules';
import { cropImage } from './cropImage';
import { acceptedPhoto, type PhotoState } from './photo';
import { uploadPhoto } from './profileApi';

interface Chosen {
  src: string;
  mime: string;
  name: string;
}

/**
 * The profile photo (spec 000 §2, §5, §9): one png/jpg/jpeg, cropped at aspect 1 with a rotation
 * slider, uploaded at once through file/imageUpload; Save then sends the stored path.
 */
export function PhotoField(props: { value: PhotoState; onChange(p: PhotoState): void }) {
  const { value, onChange } = props;
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  // A stored photo is measured when it loads, so an old irregular one is flagged too.
  const [loaded, setLoaded] = useState<{ src: string; irregular: boolean } | null>(null);

  // Local previews are object URLs; give them back when they are replaced.
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.src)), [chosen]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const mime = acceptedPhoto(file);
    if (!mime) {
      void toast.error(t('photo.wrongType'));
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setArea(null);
    setNatural(null);
    setChosen({ src: URL.createObjectURL(file), mime, name: file.name });
  };

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const upload = async () => {
    if (!chosen || !area) return;
    setBusy(true);
    let preview: string | null = null;
    let irregular = false;
    try {
      const out = await cropImage(chosen.src, area, rotation, chosen.mime);
      irregular = isIrregularPhoto(out.natural.width, out.natural.height) || isIrregularPhoto(out.side, out.side);
      preview = URL.createObjectURL(out.blob);
      const ext = out.type === 'image/png' ? 'png' : 'jpg';
      setChosen(null);
      onChange({ status: 'uploading', storagePath: null, previewUrl: preview, irregular });
      const answer = await uploadPhoto(out.blob, `photo.${ext}`);
      onChange({ status: 'done', storagePath: answer.storagePath, previewUrl: answer.url, irregular });
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      // The failed picture stays shown until it is removed or replaced (spec 000 §5).
      // A crop that failed in the browser leaves the photo as it was.
      if (preview) onChange({ status: 'error', storagePath: null, previewUrl: preview, irregular, error: msg });
      void toast.error(msg);
    } finally {
      setBusy(false);
    }
  };

  const naturalIrregular = natural ? isIrregularPhoto(natural.width, natural.height) : false;

  return (
    <div className="wil-photo">
      <div className="wil-photo-frame">
        {value.previewUrl && value.status !== 'removed' ? (
          <img
            src={value.previewUrl}
            alt={t('photo.alt')}
            width={120}
            height={120}
            data-testid="profile-photo"
            onLoad={(e) =>
              setLoaded({
                src: value.previewUrl ?? '',
                irregular: isIrregularPhoto(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight),
              })
            }
          />
        ) : (
          <span className="wil-photo-empty">{t('photo.none')}</span>
        )}
        {value.status === 'uploading' && (
          <span className="wil-photo-overlay" role="status">
            <Spinner size={24} aria-label={t('photo.uploading')} />
          </span>
        )}
      </div>
      <div className="wil-photo-side">
        <div className="wil-photo-tags" aria-live="polite">
          {value.status === 'uploading' && <Tag intent="primary">{t('photo.uploading')}</Tag>}
          {value.status === 'error' && (
            <Tag intent="danger" icon="error">
              {t('photo.failed')}
            </Tag>
          )}
          {value.status !== 'removed' &&
            value.previewUrl &&
            (value.irregular || (loaded?.src === value.previewUrl && loaded.irregular)) && (
              <Tag intent="warning" icon="warning-sign" data-testid="photo-irregular">
                {t('photo.irregular')}
              </Tag>
            )}
        </div>
        <p className="wil-photo-hint">{t('photo.hint')}</p>
        <div className="wil-photo-actions">
          <input
            ref={input}
            type="file"
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            className="wil-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            aria-label={t('photo.choose')}
            data-testid="photo-input"
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Button
            icon="upload"
            text={t('photo.choose')}
            disabled={value.status === 'uploading'}
            onClick={() => input.current?.click()}
          />
          {value.status !== 'removed' && (value.storagePath || value.status === 'error') && (
            <Button
              icon="trash"
              variant="minimal"
              intent="danger"
              text={t('photo.remove')}
              disabled={value.status === 'uploading'}
              onClick={() => onChange({ status: 'removed', storagePath: null, previewUrl: null, irregular: false })}
            />
          )}
        </div>
      </div>

      <Dialog isOpen={!!chosen} onClose={() => setChosen(null)} title={t('crop.title')} className="wil-crop-dialog">
        <DialogBody>
          <div className="wil-crop-area">
            {chosen && (
              <Cropper
                image={chosen.src}
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
            <span id="crop-rotation-label">{t('crop.rotation')}</span>
            <Slider
              min={0}
              max={360}
              stepSize={1}
              labelStepSize={90}
              value={rotation}
              onChange={setRotation}
              labelRenderer={(v) => `${v}°`}
              handleHtmlProps={{ 'aria-labelledby': 'crop-rotation-label' }}
            />
            <span id="crop-zoom-label">{t('crop.zoom')}</span>
            <Slider
              min={1}
              max={3}
              stepSize={0.1}
              labelStepSize={1}
              value={zoom}
              onChange={setZoom}
              labelRenderer={(v) => `${v}x`}
              handleHtmlProps={{ 'aria-labelledby': 'crop-zoom-label' }}
            />
          </div>
          {naturalIrregular && natural && (
            <Callout intent="warning" icon="warning-sign" data-testid="crop-irregular">
              {t('crop.irregular', { width: natural.width, height: natural.height })}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('crop.cancel')} onClick={() => setChosen(null)} />
              <Button
                intent="primary"
                text={t('crop.ok')}
                loading={busy}
                disabled={!area}
                onClick={() => void upload()}
              />
            </>
          }
        />
      </Dialog>
    </div>
  );
}
