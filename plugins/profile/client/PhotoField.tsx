import { useEffect, useRef, useState } from 'react';
import { Button, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Area } from 'react-easy-crop';
import { toast } from '@core/client/ui/toaster';
import { isIrregularPhoto } from '@schemas/profile/profileRules';
import { cropImage } from './cropImage';
import { CropDialog } from './CropDialog';
import { acceptedPhoto, type PhotoState } from './photo';
import { uploadPhoto } from './profileApi';

interface Chosen {
  src: string;
  mime: string;
  name: string;
}

type Measured = { src: string; irregular: boolean };

/** The photo as it stands (or 'none'), with a spinner while it uploads; measured when it loads. */
function PhotoPreview({ value, onMeasured }: { value: PhotoState; onMeasured: (m: Measured) => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="wil-photo-frame">
      {value.previewUrl && value.status !== 'removed' ? (
        <img
          src={value.previewUrl}
          alt={t('photo.alt')}
          width={120}
          height={120}
          data-testid="profile-photo"
          onLoad={(e) =>
            onMeasured({
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
  );
}

/** Uploading, failed, and irregular (spec 000 §5: a photo that is not square and large enough). */
function PhotoTags({ value, loaded }: { value: PhotoState; loaded: Measured | null }) {
  const { t } = useTranslation('profile');
  return (
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
  );
}

/**
 * Crops the chosen picture in the browser and uploads it, telling `onChange` each state: the
 * cropped preview while it uploads, the stored photo, or the failure (the failed picture stays
 * shown until it is removed or replaced, spec 000 §5). A crop that failed in the browser leaves
 * the photo as it was.
 */
async function cropAndUpload(
  chosen: Chosen,
  cut: { area: Area; rotation: number },
  onChange: (p: PhotoState) => void,
  onCropped: () => void,
) {
  let preview: string | null = null;
  let irregular = false;
  try {
    const out = await cropImage(chosen.src, cut.area, cut.rotation, chosen.mime);
    irregular = isIrregularPhoto(out.natural.width, out.natural.height) || isIrregularPhoto(out.side, out.side);
    preview = URL.createObjectURL(out.blob);
    const ext = out.type === 'image/png' ? 'png' : 'jpg';
    onCropped();
    onChange({ status: 'uploading', storagePath: null, previewUrl: preview, irregular });
    const answer = await uploadPhoto(out.blob, `photo.${ext}`);
    onChange({ status: 'done', storagePath: answer.storagePath, previewUrl: answer.url, irregular });
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (preview) onChange({ status: 'error', storagePath: null, previewUrl: preview, irregular, error: msg });
    void toast.error(msg);
  }
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
  const [busy, setBusy] = useState(false);
  // A stored photo is measured when it loads, so an old irregular one is flagged too.
  const [loaded, setLoaded] = useState<Measured | null>(null);

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
    setChosen({ src: URL.createObjectURL(file), mime, name: file.name });
  };

  const upload = async (area: Area, rotation: number) => {
    if (!chosen) return;
    setBusy(true);
    try {
      await cropAndUpload(chosen, { area, rotation }, onChange, () => setChosen(null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wil-photo">
      <PhotoPreview value={value} onMeasured={setLoaded} />
      <div className="wil-photo-side">
        <PhotoTags value={value} loaded={loaded} />
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

      <CropDialog
        key={chosen?.src ?? 'none'}
        src={chosen?.src ?? null}
        busy={busy}
        onCancel={() => setChosen(null)}
        onCrop={(area, rotation) => void upload(area, rotation)}
      />
    </div>
  );
}
