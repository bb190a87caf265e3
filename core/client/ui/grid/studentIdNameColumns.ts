import type { DataGridColumn } from '../DataGrid';

type Head<T> = Pick<DataGridColumn<T>, 'header' | 'width'>;

/**
 * A student list's Student ID and name columns: the ID sorts by student_acct_id everywhere; the
 * name's field, header, sort key and width are the list's own, and its area composes the name.
 */
export function studentIdNameColumns<T extends { studentAcctId?: unknown }>(
  id: Head<T>,
  name: Head<T> & Required<Pick<DataGridColumn<T>, 'field' | 'sortKey'>>,
  nameOf: (row: T) => string,
): DataGridColumn<T>[] {
  return [
    { ...id, field: 'studentAcctId' as keyof T & string, sortKey: 'student_acct_id' },
    { ...name, render: nameOf },
  ];
}
