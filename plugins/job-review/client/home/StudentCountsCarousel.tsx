import { useEffect, useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { searchApplCount, searchNoApplictionsStudentsCounts, searchYearStudent } from './homeCalls';
import { useLoad } from '@core/client/data/useLoad';

/** The carousel advances every 30 seconds (spec 000 §9). */
export const CAROUSEL_MS = 30_000;

const YEARS = ['All', 'One', 'Two', 'Three', 'Four'] as const;

interface CountPage {
  titleKey: string;
  route: string;
  /** Field of the reply for a year word (All, One … Four). */
  field: (w: (typeof YEARS)[number]) => string;
  data: Record<string, number> | null;
}

/**
 * Student counts in three pages: all students, students with no accepted job offer, students
 * with an in-progress application; each with total, Year 1 to 3 and Year 4+, each count linking
 * to its year route (spec 000 §2).
 */
export function StudentCountsCarousel() {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const s = useSession();
  // The call layer sends the selected programme and cohort; a new selection loads again.
  const selected = s.programme?.cohortProgId;
  const all = useLoad(selected ? (signal) => searchYearStudent(signal) : null, [selected]).data ?? null;
  const none =
    useLoad(selected ? (signal) => searchNoApplictionsStudentsCounts(signal) : null, [selected]).data ?? null;
  const busy = useLoad(selected ? (signal) => searchApplCount(signal) : null, [selected]).data ?? null;
  const pages: CountPage[] = [
    { titleKey: 'counts.all', route: 'academicTotalNumberStudent', field: (w) => `year${w}Student`, data: all },
    {
      titleKey: 'counts.noOffer',
      route: 'academicStudentNoApplications',
      field: (w) => `noApplictionsYear${w}Students`,
      data: none,
    },
    {
      titleKey: 'counts.inProgress',
      route: 'academicNumberOfStudents',
      field: (w) => `inProgressYear${w}Students`,
      data: busy,
    },
  ];
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing) return;
    const h = setInterval(() => setIndex((i) => (i + 1) % pages.length), CAROUSEL_MS);
    return () => clearInterval(h);
  }, [playing, pages.length]);
  const page = pages[index]!;

  return (
    <Card className="home-card home-counts" aria-roledescription="carousel" aria-labelledby="home-counts-title">
      <div className="home-card-head">
        <h2 id="home-counts-title">{t('counts.title')}</h2>
        <div className="home-carousel-controls">
          <Button
            variant="minimal"
            icon="chevron-left"
            aria-label={t('carousel.previous')}
            onClick={() => setIndex((index + pages.length - 1) % pages.length)}
          />
          <Button
            variant="minimal"
            icon={playing ? 'pause' : 'play'}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
            onClick={() => setPlaying(!playing)}
          />
          <Button
            variant="minimal"
            icon="chevron-right"
            aria-label={t('carousel.next')}
            onClick={() => setIndex((index + 1) % pages.length)}
          />
        </div>
      </div>
      <section
        aria-roledescription="slide"
        aria-label={t('carousel.slide', { n: index + 1, total: pages.length })}
        data-testid="counts-slide"
      >
        <h3 className="home-sub">{t(page.titleKey)}</h3>
        <ul className="home-count-list">
          {YEARS.map((w, i) => (
            <li key={w}>
              <Link to={`/academic/${page.route}/${i}`} className="home-count" data-testid={`count-${i}`}>
                <span className="home-stat-num">{page.data ? (page.data[page.field(w)] ?? 0) : '–'}</span>
                <span>{i === 0 ? t('counts.total') : i === 4 ? t('counts.year4') : t('counts.year', { n: i })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="home-dots" role="group" aria-label={t('carousel.pages')}>
        {pages.map((p, i) => (
          <button
            key={p.titleKey}
            type="button"
            className={`home-dot${i === index ? ' active' : ''}`}
            aria-label={t(p.titleKey)}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </Card>
  );
}
