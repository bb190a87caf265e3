import './homeCards.css';
/** Everything the job-review plugin shows on the academic home, loaded as one chunk with the home page. */
export { JobOverviewCard } from './JobOverviewCard';
export { StudentCountsCarousel } from './StudentCountsCarousel';
export { ApplicationsInProcessing } from './ApplicationsInProcessing';
export { PendingPanel, ActivePostingsPanel } from './homeContributions';
