import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridProps } from '@core/client/ui/DataGrid';
import type { KeyDocument } from '../types';
import { keyDocumentColumns } from './columns';
import type { DocumentActions } from './useDocumentActions';

/** Where the table stands: a module's page (with the student and AS columns) or one student's summary. */
const SCOPES = {
  module: { label: 'table', people: { student: true, supervisor: true } },
  student: { label: 'studentTable', people: { student: false, supervisor: false } },
} as const;

/**
 * The key documents' table with each row's actions and their dialogs. The grid is the caller's
 * (a summary section's is lazy, so AG Grid loads as it scrolls into view).
 */
export function KeyDocumentTable({
  of,
  grid: Grid,
  docs,
  fetch,
  reloadKey,
}: {
  of: keyof typeof SCOPES;
  grid: ComponentType<DataGridProps<KeyDocument>>;
  docs: DocumentActions;
  fetch: DataGridProps<KeyDocument>['fetchPage'];
  reloadKey: unknown;
}) {
  const { t } = useTranslation('key-documents');
  const scope = SCOPES[of];
  return (
    <>
      <div className="kd-table">
        <Grid
          label={t(scope.label)}
          columns={keyDocumentColumns(t, docs.actions, scope.people)}
          fetchPage={fetch}
          reloadKey={reloadKey}
          refreshKey={docs.refresh}
          // A failed list load is only logged (spec 002 §8).
          onError={(e) => console.warn('keyDocument/search failed:', e)}
        />
      </div>
      {docs.dialogs}
    </>
  );
}
