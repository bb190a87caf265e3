import { useMemo } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate } from '@core/client/format';
import { useSession } from '@core/client/session/SessionContext';
import type { DataGridColumn } from '@core/client/ui/DataGrid';
import type { ClientColumn, ClientDefinition } from './definitions';

type Row = Record<string, unknown>;

interface CellTools {
  t: TFunction<'reports'>;
  text: (key: string) => string;
  fileUrl: (path: string) => string | null | undefined;
}

/** One cell as the column's format shows it. */
function renderCell(c: ClientColumn, row: Row, { t, text, fileUrl }: CellTools) {
  const v = row[c.field];
  if (v === null || v === undefined || v === '') return '';
  switch (c.format) {
    case 'date':
      return formatDate(String(v));
    case 'yesNo':
      return v === 'Y' || v === true ? t('yes') : t('no');
    case 'status':
    case 'enum':
      return text(`enum.${String(v)}`);
    case 'number':
      return c.decimals !== undefined ? Number(v).toFixed(c.decimals) : String(v);
    case 'image': {
      const src = fileUrl(String(v));
      return src ? (
        <img src={src} alt={t('logoOf', { name: String(row.companyName ?? '') })} style={{ height: 32 }} />
      ) : (
        ''
      );
    }
    case 'link': {
      const href = String(v);
      return /^https?:\/\//i.test(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {href}
        </a>
      ) : (
        href
      );
    }
    default:
      return String(v);
  }
}

/** The report's columns from its definition, with a Delete column when the report deletes rows. */
export function useReportColumns(
  def: ClientDefinition,
  text: (key: string) => string,
  onDelete: (row: Row) => void,
): DataGridColumn<Row>[] {
  const { t } = useTranslation('reports');
  const { fileUrl } = useSession();
  return useMemo<DataGridColumn<Row>[]>(() => {
    const tools = { t, text, fileUrl };
    const cols: DataGridColumn<Row>[] = def.columns.map((c) => ({
      field: c.field,
      header: text(c.labelKey),
      sortKey: c.sortKey,
      width: c.width,
      render: (row: Row) => renderCell(c, row, tools),
    }));
    if (def.deleteCall && def.rowKey) {
      cols.push({
        field: def.rowKey,
        header: t('action'),
        width: 110,
        fitContent: true,
        render: (row) => (
          <Button size="small" intent="danger" variant="minimal" text={t('delete')} onClick={() => onDelete(row)} />
        ),
      });
    }
    return cols;
  }, [def, t, text, fileUrl, onDelete]);
}
