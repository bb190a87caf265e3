import { defineClientPlugin } from '@core/client/plugin';
import './jobReview.css';

/** Job post and job application review, their lists and the student lists by year (spec 000 §2). */
export default defineClientPlugin({
  id: 'job-review',
  routes: [
    {
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
      path: 'acdemicReviewStudentApplications/:jobApplId',
      load: () => import('./pages/ReviewStudentApplicationPage'),
      header: 'back',
    },
    { path: 'academicSeeAllJobPosting', load: () => import('./pages/SeeAllJobPostingPage'), header: 'back' },
    {
      path: 'academicStudentAllApplications',
      load: () => import('./pages/StudentAllApplicationsPage'),
      header: 'back',
    },
    { path: 'academicStudentNoApplications/:year', load: () => import('./pages/NoApplicationsPage'), header: 'back' },
    { path: 'academicTotalNumberStudent/:year', load: () => import('./pages/TotalNumberStudentPage'), header: 'back' },
    { path: 'academicNumberOfStudents/:year', load: () => import('./pages/NumberOfStudentsPage'), header: 'back' },
  ],
  menu: [],
  locales: {
    en: () => import('./locales/en.json'),
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  },
});
