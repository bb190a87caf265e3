import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import type { CohortModuleAssign } from '../../types';
import { ModuleTable } from '../ModuleTable';
import { StatusTag } from '../StatusTag';

/** The module's assignments in the parameter dialog, each with its Edit. */
export function AssignmentTable({
  list,
  onEdit,
}: {
  list: CohortModuleAssign[];
  onEdit: (a: CohortModuleAssign) => void;
}) {
  const { t } = useTranslation('modules');
  return (
    <ModuleTable<CohortModuleAssign>
      rows={list}
      rowKey={(a) => a.assignSeq}
      columns={[
        { header: t('field.assignSeq'), cell: (a) => a.assignSeq },
        { header: t('field.assignName'), cell: (a) => a.assignName },
        { header: t('field.weighting'), numeric: true, cell: (a) => a.assignWeight },
        { header: t('field.deadline'), cell: (a) => formatDate(a.assignDeadline) },
        { header: t('field.status'), cell: (a) => <StatusTag kind="activeInd" status={a.activeInd} /> },
        { header: t('field.useTurnitin'), cell: (a) => (a.turnitinReqInd === 'Y' ? t('common.yes') : t('common.no')) },
        {
          header: t('field.action'),
          cell: (a) => (
            <Button
              variant="minimal"
              icon="edit"
              onClick={() => onEdit(a)}
              aria-label={t('params.editAssignOf', { name: a.assignName })}
            >
              {t('common.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
