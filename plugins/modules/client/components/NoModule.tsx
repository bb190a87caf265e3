import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { modulePaths } from '../modulePaths';

/** A summary screen opened with no module or student chosen (the id lives in storage, spec 002 §2). */
export function NoModule({ student }: { student?: boolean }) {
  const { t } = useTranslation('modules');
  return (
    <NonIdealState
      icon="learning"
      title={student ? t('common.noStudent') : t('common.noModule')}
      action={<Link to={modulePaths.list}>{t('common.toModuleList')}</Link>}
    />
  );
}

export function Loading() {
  const { t } = useTranslation('modules');
  return <Spinner aria-label={t('common.loading')} />;
}
