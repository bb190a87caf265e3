import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';

/** A column of a small table: its header and each row's cell; figures align right. */
export interface ModuleTableColumn<T> {
  header: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/** The area's small, unpaged tables (a module's assignments, a student's), one row per item. */
export function ModuleTable<T>({
  columns,
  rows,
  rowKey,
}: {
  columns: ModuleTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  const align = (c: ModuleTableColumn<T>) => (c.numeric ? 'mod-num' : undefined);
  return (
    <div className="mod-table-wrap">
      <HTMLTable compact striped className="mod-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={align(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.header} className={align(c)}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
