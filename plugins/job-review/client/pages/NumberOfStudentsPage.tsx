import { StudentYearListPage } from './StudentYearListPage';

export default function NumberOfStudentsPage() {
  return <StudentYearListPage kind="inProgress" />;
}
