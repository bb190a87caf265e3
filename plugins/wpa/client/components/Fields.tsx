import type { ReactNode } from 'react';

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
  return (
    <dl className={wide ? 'wpa-fields wpa-fields-wide' : 'wpa-fields'} data-testid={testId}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v === null || v === undefined || v === '' ? '—' : v}</dd>
        </div>
      ))}
    </dl>
  );
}
