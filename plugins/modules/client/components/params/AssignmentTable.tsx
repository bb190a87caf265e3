import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { RecordTable, type RecordColumn } from '@core/client/ui/tables/RecordTable';
import type { CohortModuleAssign } from '../../types';
import { StatusTag } from '../StatusTag';
import { MOD_TABLE } from '../tableLook';

/** The module's assignments in the parameter dialog, each with its Edit. */
export function AssignmentTable({
  list,
  onEdit,
}: {
  list: CohortModuleAssign[];
  onEdit: (a: CohortModuleAssign) => void;
}) {
  const { t } = useTranslation('modules');
  const editOf = (a: CohortModuleAssign) => (
    <Button
      variant="minimal"
      icon="edit"
      onClick={() => onEdit(a)}
      aria-label={t('params.editAssignOf', { name: a.assignName })}
    >
      {t('common.edit')}
    </Button>
  );
  const columns: RecordColumn<CohortModuleAssign>[] = [
    { header: t('field.assignSeq'), cell: (a) => a.assignSeq },
    { header: t('field.assignName'), cell: (a) => a.assignName },
    { header: t('field.weighting'), cell: (a) => a.assignWeight, numeric: true },
    { header: t('field.deadline'), cell: (a) => formatDate(a.assignDeadline) },
    { header: t('field.status'), cell: (a) => <StatusTag kind="activeInd" status={a.activeInd} /> },
    { header: t('field.useTurnitin'), cell: (a) => (a.turnitinReqInd === 'Y' ? t('common.yes') : t('common.no')) },
    { header: t('field.action'), cell: editOf },
  ];
  return <RecordTable look={MOD_TABLE} rows={list} rowKey={(a) => a.assignSeq} columns={columns} />;
}
