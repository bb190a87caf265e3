import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AutoAdvance } from './useAutoAdvance';

/** Previous, pause or play, next. */
export function CarouselControls({ c }: { c: AutoAdvance }) {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  return (
    <div className="home-carousel-controls">
      <Button variant="minimal" icon="chevron-left" aria-label={t('carousel.previous')} onClick={c.previous} />
      <Button
        variant="minimal"
        icon={c.playing ? 'pause' : 'play'}
        aria-label={c.playing ? t('carousel.pause') : t('carousel.play')}
        onClick={c.toggle}
      />
      <Button variant="minimal" icon="chevron-right" aria-label={t('carousel.next')} onClick={c.next} />
    </div>
  );
}

/** One dot per page, named by the page's title; the current one marked. */
export function CarouselDots({ c, titles }: { c: AutoAdvance; titles: string[] }) {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  return (
    <div className="home-dots" role="group" aria-label={t('carousel.pages')}>
      {titles.map((title, i) => (
        <button
          key={title}
          type="button"
          className={`home-dot${i === c.index ? ' active' : ''}`}
          aria-label={title}
          aria-current={i === c.index}
          onClick={() => c.setIndex(i)}
        />
      ))}
    </div>
  );
}
