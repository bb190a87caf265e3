import { Button, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import type { CohortModuleAssign } from '../../types';
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
    <div className="mod-table-wrap">
      <HTMLTable compact striped className="mod-table">
        <thead>
          <tr>
            <th scope="col">{t('field.assignSeq')}</th>
            <th scope="col">{t('field.assignName')}</th>
            <th scope="col" className="mod-num">
              {t('field.weighting')}
            </th>
            <th scope="col">{t('field.deadline')}</th>
            <th scope="col">{t('field.status')}</th>
            <th scope="col">{t('field.useTurnitin')}</th>
            <th scope="col">{t('field.action')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((a) => (
            <tr key={a.assignSeq}>
              <td>{a.assignSeq}</td>
              <td>{a.assignName}</td>
              <td className="mod-num">{a.assignWeight}</td>
              <td>{formatDate(a.assignDeadline)}</td>
              <td>
                <StatusTag kind="activeInd" status={a.activeInd} />
              </td>
              <td>{a.turnitinReqInd === 'Y' ? t('common.yes') : t('common.no')}</td>
              <td>
                <Button
                  variant="minimal"
                  icon="edit"
                  onClick={() => onEdit(a)}
                  aria-label={t('params.editAssignOf', { name: a.assignName })}
                >
                  {t('common.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
