import type { CSSProperties, Key, ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';

/** One column of a RecordTable: its heading and what a row shows in it. */
export interface RecordColumn<R> {
  header: ReactNode;
  cell: (row: R, index: number) => ReactNode;
  /** A number: aligned by the area's number class. */
  numeric?: boolean;
  /** A class of the heading and the cells (a marked column). */
  className?: string;
  style?: CSSProperties;
  /** The cells name their row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** A cell's test id (the browser tests find a row's value by it). */
  testId?: (row: R) => string;
}

/** An area's table look: the scrolling wrapper's, the table's and the number cells' classes. */
export interface RecordTableLook {
  /** The scrolling box around the table, where it has one. */
  wrap?: string;
  table?: string;
  num?: string;
  /** Blueprint's compact striped table rather than the area's plain one. */
  blueprint?: boolean;
}

function classOf<R>(c: RecordColumn<R>, look: RecordTableLook) {
  return [c.numeric ? look.num : '', c.className].filter(Boolean).join(' ') || undefined;
}

/**
 * A small read-only table of records, one row each, described by its columns (the modules, WPA and
 * programme areas' summary tables); `footer` is the tfoot's rows.
 */
export function RecordTable<R>({
  look,
  columns,
  rows,
  rowKey,
  label,
  testId,
  footer,
}: {
  look: RecordTableLook;
  columns: readonly (RecordColumn<R> | false)[];
  rows: readonly R[];
  /** A row's key where rows may come and go; by default its place (a fixed list). */
  rowKey?: (row: R, index: number) => Key;
  label?: string;
  testId?: string;
  footer?: ReactNode;
}) {
  const shown = columns.filter((c): c is RecordColumn<R> => c !== false);
  const body = (
    <>
      <thead>
        <tr>
          {shown.map((c, i) => (
            <th key={i} scope="col" className={classOf(c, look)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, n) => (
          <tr key={rowKey ? rowKey(r, n) : n}>
            {shown.map((c, i) => {
              const Cell = c.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={i}
                  scope={c.rowHeader ? 'row' : undefined}
                  className={classOf(c, look)}
                  style={c.style}
                  data-testid={c.testId?.(r)}
                >
                  {c.cell(r, n)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </>
  );
  const attrs = { 'aria-label': label, 'data-testid': testId };
  const table = look.blueprint ? (
    <HTMLTable compact striped className={look.table} {...attrs}>
      {body}
    </HTMLTable>
  ) : (
    <table className={look.table} {...attrs}>
      {body}
    </table>
  );
  return look.wrap ? <div className={look.wrap}>{table}</div> : table;
}
