import type { ReactNode } from 'react';

/** A definition list of label/value pairs, styled by the area's class; empty values show a dash. */
export function FieldList({
  rows,
  className,
  testId,
}: {
  rows: [label: string, value: ReactNode][];
  className: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v === null || v === undefined || v === '' ? '—' : v}</dd>
        </div>
      ))}
    </dl>
  );
}
