import { Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCall } from '@core/client/data/useCall';
import { modulesHomeCalls } from '@schemas/modules/calls';
import { LabelTag } from '@core/client/ui/LabelTag';
import type { SelectedProgramme } from '@schemas/home/contract';
import { statusIntent } from '../labels';
import { modulePaths } from '../modulePaths';
import { choose } from '@core/client/extensions/Extensions';
import { modulesContract } from '@schemas/modules/contract';
import './assessmentCard.css';

/**
 * The academic home's Assessment card (spec 000 §2): the programme's modules with their status,
 * each opening its Module Summary, and See All Modules.
 */
export default function AssessmentCard(_: SelectedProgramme) {
  const { t } = useTranslation('modules');
  // The call layer sends the selected programme (part of the cache key): a new one loads again.
  const modules = useCall(modulesHomeCalls.searchModule, {}).data ?? null;
  return (
    <Card className="home-card mod-home-card" aria-labelledby="home-assessment">
      <div className="home-card-head mod-home-head">
        <h2 id="home-assessment">{t('home.title')}</h2>
        <Link to={modulePaths.list}>{t('home.seeAll')}</Link>
      </div>
      {!modules || modules.length === 0 ? (
        <p className="mod-home-muted">{modules ? t('common.noRecord') : t('common.loading')}</p>
      ) : (
        <ul className="mod-home-modules">
          {modules.map((m) => (
            <li key={m.cohortModuleId}>
              <Link
                to={modulePaths.detail}
                onClick={() => choose(modulesContract.choices.cohortModule, m.cohortModuleId)}
              >
                <strong>{m.moduleCode}</strong> {m.moduleName}
              </Link>
              <LabelTag intent={statusIntent('moduleStatus', m.status ?? '')} data-status={m.status ?? ''}>
                {t(`moduleStatus.${m.status}`, { defaultValue: m.status })}
              </LabelTag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
