import type { ReactNode } from 'react';
import { FieldList } from '@core/client/ui/FieldList';

/** A definition list of label/value pairs; empty values show a dash. */
export function Fields({
  rows,
  testId,
  wide,
}: {
  rows: [label: string, value: ReactNode][];
  testId?: string;
  /** One pair per row (long texts). */
  wide?: boolean;
}) {
  return <FieldList className={wide ? 'wpa-fields wpa-fields-wide' : 'wpa-fields'} rows={rows} testId={testId} />;
}
