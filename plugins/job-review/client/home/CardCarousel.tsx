import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { usePerSlide } from './usePerSlide';

/** A carousel of cards, a slide at a time, with previous/next controls. */
export function CardCarousel<T>({
  id,
  title,
  items,
  render,
  empty,
}: {
  id: string;
  title: string;
  items: T[] | null;
  render: (item: T) => ReactNode;
  empty: string;
}) {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const per = usePerSlide();
  const [slide, setSlide] = useState(0);
  const count = items ? Math.max(1, Math.ceil(items.length / per)) : 1;
  useEffect(() => {
    if (slide >= count) setSlide(0);
  }, [slide, count]);
  const shown = items ? items.slice(slide * per, slide * per + per) : [];
  return (
    <Card className="home-card home-wide" aria-roledescription="carousel" aria-labelledby={id}>
      <div className="home-card-head">
        <h2 id={id}>
          {title} {items ? <span className="home-badge">{items.length}</span> : null}
        </h2>
        {count > 1 && (
          <div className="home-carousel-controls">
            <Button
              variant="minimal"
              icon="chevron-left"
              aria-label={t('carousel.previous')}
              disabled={slide === 0}
              onClick={() => setSlide(slide - 1)}
            />
            <span>{t('carousel.slide', { n: slide + 1, total: count })}</span>
            <Button
              variant="minimal"
              icon="chevron-right"
              aria-label={t('carousel.next')}
              disabled={slide >= count - 1}
              onClick={() => setSlide(slide + 1)}
            />
          </div>
        )}
      </div>
      {!items ? (
        <p className="home-muted">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="home-muted">{empty}</p>
      ) : (
        <ul
          className="home-slide"
          style={{ gridTemplateColumns: `repeat(${per}, minmax(0, 1fr))` }}
          data-testid={`${id}-slide`}
        >
          {shown.map((item, i) => (
            <li key={i}>{render(item)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
