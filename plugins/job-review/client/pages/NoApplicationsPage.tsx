import { StudentYearListPage } from './StudentYearListPage';

export default function NoApplicationsPage() {
  return <StudentYearListPage kind="noApplications" />;
}
