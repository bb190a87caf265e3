import { Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { useCall } from '@core/client/data/useCall';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { CarouselControls, CarouselDots } from './CarouselControls';
import { useAutoAdvance } from './useAutoAdvance';

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
  const payload = s.programme ? {} : null;
  const all = useCall(c.searchYearStudent, payload).data ?? null;
  const none = useCall(c.searchNoApplictionsStudentsCounts, payload).data ?? null;
  const busy = useCall(c.searchApplCount, payload).data ?? null;
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
  const carousel = useAutoAdvance(pages.length);
  const { index } = carousel;
  const page = pages[index]!;

  return (
    <Card className="home-card home-counts" aria-roledescription="carousel" aria-labelledby="home-counts-title">
      <div className="home-card-head">
        <h2 id="home-counts-title">{t('counts.title')}</h2>
        <CarouselControls c={carousel} />
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
      <CarouselDots c={carousel} titles={pages.map((p) => t(p.titleKey))} />
    </Card>
  );
}
