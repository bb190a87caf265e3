import { Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { choose } from '@core/client/extensions/Extensions';
import { modulesContract } from '@schemas/modules/contract';
import { modulePaths } from '../modulePaths';
import type { ModuleListRow } from '../types';
import { Fact } from './ModuleCard';
import { StatusTag } from './StatusTag';

/** One module of the Module List (spec 002 §2): its link chooses it and opens its summary. */
export function ModuleListCard({ m }: { m: ModuleListRow }) {
  const { t } = useTranslation('modules');
  return (
    <Card className="mod-module-card" interactive compact>
      <Link
        to={modulePaths.detail}
        className="mod-card-link"
        onClick={() => choose(modulesContract.choices.cohortModule, m.cohortModuleId)}
      >
        <span className="mod-card-code">{m.moduleCode}</span>
        <span className="mod-card-name">{m.moduleName}</span>
      </Link>
      <dl className="mod-card-facts">
        <Fact label={t('field.programme')} value={m.progTitle} />
        <Fact label={t('field.cohortYear')} value={m.cohortYear} />
        <Fact label={t('field.enrolled')} value={m.enrolled} />
      </dl>
      <StatusTag kind="moduleStatus" status={m.status} />
    </Card>
  );
}
