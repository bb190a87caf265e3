import { Button, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ModuleRoles } from '../../roles';
import type { StudentBulk } from './useStudentBulk';

/** The Student List's actions on the chosen students, by role (spec 002 §5, §6), and the export. */
export function StudentActionBar({
  roles,
  open,
  exporting,
  onExport,
  count,
}: {
  roles: ModuleRoles;
  open: StudentBulk['open'];
  exporting: boolean;
  onExport: () => void;
  count: number;
}) {
  const { t } = useTranslation('modules');
  return (
    <div className="mod-actions" role="group" aria-label={t('students.actions')}>
      {roles.convener && (
        <>
          <Button icon="people" onClick={() => open('group')}>
            {t('students.editGroup')}
          </Button>
          <Button icon="person" onClick={() => open('as')}>
            {t('students.assignAs')}
          </Button>
        </>
      )}
      {roles.studentActions && (
        <Tooltip content={t('students.statusTooltip')} placement="top">
          <Button icon="refresh" onClick={() => open('status')}>
            {t('students.changeStatus')}
          </Button>
        </Tooltip>
      )}
      <Button icon="export" loading={exporting} onClick={onExport}>
        {t('common.export')}
      </Button>
      {count > 0 && <span className="mod-muted">{t('students.chosen', { count })}</span>}
    </div>
  );
}
