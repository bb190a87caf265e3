import { StudentYearListPage } from './StudentYearListPage';

export default function TotalNumberStudentPage() {
  return <StudentYearListPage kind="total" />;
}
