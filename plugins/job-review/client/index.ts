import { backScreen, defineClientPlugin, pluginLocales } from '@core/client/plugin';
import { contribute } from '@core/client/extensions/slots';
import { homeContract } from '@schemas/home/contract';
import { jobReviewContract } from '@schemas/job-review/contract';
import './jobReview.css';
import en from './locales/en.json';

const { routes } = jobReviewContract;
const { cards, panels, charts } = homeContract.slots;

const homeCards = () => import('./home/homeCards');
/** One of the home's cards or panels, all in one chunk (home/homeCards.ts). */
const homePart =
  <K extends keyof Awaited<ReturnType<typeof homeCards>>>(name: K) =>
  async () => ({
    default: (await homeCards())[name],
  });

/** Job post and job application review, their lists and the student lists by year (spec 000 §2). */
export default defineClientPlugin({
  id: 'job-review',
  routes: [
    backScreen('academicReviewJobPosting/:jobId/:flag', () => import('./pages/ReviewJobPostingPage'), {
      ref: routes.reviewJobPosting,
    }),
    backScreen('academicStudentApplications/:jobId', () => import('./pages/StudentApplicationsPage')),
    backScreen('acdemicReviewStudentApplications/:jobApplId', () => import('./pages/ReviewStudentApplicationPage'), {
      ref: routes.reviewApplication,
    }),
    backScreen('academicSeeAllJobPosting', () => import('./pages/SeeAllJobPostingPage'), {
      ref: routes.seeAllJobPostings,
    }),
    backScreen('academicStudentAllApplications', () => import('./pages/StudentAllApplicationsPage'), {
      ref: routes.studentAllApplications,
    }),
    backScreen('academicStudentNoApplications/:year', () => import('./pages/NoApplicationsPage')),
    backScreen('academicTotalNumberStudent/:year', () => import('./pages/TotalNumberStudentPage')),
    backScreen('academicNumberOfStudents/:year', () => import('./pages/NumberOfStudentsPage')),
  ],
  menu: [],
  // The academic home's job cards and panels (spec 000 §2): the home plugin only offers the slots.
  contributes: [
    contribute(cards, { id: 'jobOverview', order: 10, load: homePart('JobOverviewCard') }),
    contribute(cards, { id: 'studentCounts', order: 20, load: homePart('StudentCountsCarousel') }),
    contribute(panels, { id: 'pending', order: 10, load: homePart('PendingPanel') }),
    contribute(panels, { id: 'activePostings', order: 20, load: homePart('ActivePostingsPanel') }),
    contribute(panels, { id: 'applications', order: 30, load: homePart('ApplicationsInProcessing') }),
    contribute(charts, { id: 'decisions', order: 10, load: () => import('./home/DecisionCharts') }),
  ],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
