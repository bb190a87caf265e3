import { defineClientPlugin } from '@core/client/plugin';
import { contribute } from '@core/client/extensions/slots';
import { jobReviewRoutes } from './routes';
import './jobReview.css';

const homeCards = () => import('./home/homeCards');

/** Job post and job application review, their lists and the student lists by year (spec 000 §2). */
export default defineClientPlugin({
  id: 'job-review',
  routes: [
    {
      ref: jobReviewRoutes.reviewJobPosting,
      path: 'academicReviewJobPosting/:jobId/:flag',
      load: () => import('./pages/ReviewJobPostingPage'),
      header: 'back',
    },
    {
      path: 'academicStudentApplications/:jobId',
      load: () => import('./pages/StudentApplicationsPage'),
      header: 'back',
    },
    {
      ref: jobReviewRoutes.reviewApplication,
      path: 'acdemicReviewStudentApplications/:jobApplId',
      load: () => import('./pages/ReviewStudentApplicationPage'),
      header: 'back',
    },
    {
      ref: jobReviewRoutes.seeAllJobPostings,
      path: 'academicSeeAllJobPosting',
      load: () => import('./pages/SeeAllJobPostingPage'),
      header: 'back',
    },
    {
      ref: jobReviewRoutes.studentAllApplications,
      path: 'academicStudentAllApplications',
      load: () => import('./pages/StudentAllApplicationsPage'),
      header: 'back',
    },
    { path: 'academicStudentNoApplications/:year', load: () => import('./pages/NoApplicationsPage'), header: 'back' },
    { path: 'academicTotalNumberStudent/:year', load: () => import('./pages/TotalNumberStudentPage'), header: 'back' },
    { path: 'academicNumberOfStudents/:year', load: () => import('./pages/NumberOfStudentsPage'), header: 'back' },
  ],
  menu: [],
  // The academic home's job cards and panels (spec 000 §2): the home plugin only offers the slots.
  contributes: [
    contribute('home.cards', {
      id: 'jobOverview',
      order: 10,
      load: async () => ({ default: (await homeCards()).JobOverviewCard }),
    }),
    contribute('home.cards', {
      id: 'studentCounts',
      order: 20,
      load: async () => ({ default: (await homeCards()).StudentCountsCarousel }),
    }),
    contribute('home.cards', {
      id: 'assessment',
      order: 30,
      load: async () => ({ default: (await homeCards()).AssessmentCard }),
    }),
    contribute('home.panels', {
      id: 'pending',
      order: 10,
      load: async () => ({ default: (await homeCards()).PendingPanel }),
    }),
    contribute('home.panels', {
      id: 'activePostings',
      order: 20,
      load: async () => ({ default: (await homeCards()).ActivePostingsPanel }),
    }),
    contribute('home.panels', {
      id: 'applications',
      order: 30,
      load: async () => ({ default: (await homeCards()).ApplicationsInProcessing }),
    }),
  ],
  locales: {
    en: () => import('./locales/en.json'),
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  },
});
