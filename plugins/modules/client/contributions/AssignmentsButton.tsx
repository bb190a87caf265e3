import { useTranslation } from 'react-i18next';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { LinkButton } from '../components/LinkButton';
import { modulePaths } from '../modulePaths';

/** Module Summary's Assignments button (spec 002 §2), the module area's own entry in its actions slot. */
export default function AssignmentsButton(_: ModuleSummaryProps) {
  const { t } = useTranslation('modules');
  return (
    <LinkButton to={modulePaths.assignmentList()} icon="document">
      {t('assignments.title')}
    </LinkButton>
  );
}
