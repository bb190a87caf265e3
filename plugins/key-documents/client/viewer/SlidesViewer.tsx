import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepButtons } from './StepButtons';

/** A slide as an image address: the server's data: URL, or its bare base64 PNG. */
const imageSrc = (s: string) => (s.startsWith('data:image/') ? s : `data:image/png;base64,${s}`);

/** A pptx or ppt as the images the server rendered (file/convertPptToBase64), one slide at a time. */
export function SlidesViewer({ images, label }: { images: string[]; label: string }) {
  const { t } = useTranslation('key-documents');
  const [n, setN] = useState(0);
  const count = images.length;
  return (
    <div className="kd-slides">
      <div className="kd-pdf-bar" role="toolbar" aria-label={t('viewer.slideTools')}>
        <StepButtons
          value={t('viewer.slide', { n: n + 1, count })}
          canBack={n > 0}
          canForward={n < count - 1}
          onStep={(by) => setN(n + by)}
          labels={[t('viewer.previousSlide'), t('viewer.nextSlide')]}
          live
        />
      </div>
      <div className="kd-pdf-frame">
        <img
          className="kd-slide"
          src={imageSrc(images[n]!)}
          alt={t('viewer.slideOf', { name: label, n: n + 1, count })}
          data-testid="kd-slide"
        />
      </div>
      {count > 1 && (
        <ol className="kd-thumbs" aria-label={t('viewer.slides')}>
          {images.map((img, i) => (
            <li key={i}>
              <button
                type="button"
                className={i === n ? 'kd-thumb kd-thumb-active' : 'kd-thumb'}
                aria-current={i === n ? 'true' : undefined}
                aria-label={t('viewer.goToSlide', { n: i + 1 })}
                onClick={() => setN(i)}
              >
                <img src={imageSrc(img)} alt="" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
