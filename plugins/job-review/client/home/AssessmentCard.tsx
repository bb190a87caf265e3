import { Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteRef } from '@core/client/extensions/Extensions';
import { useSession } from '@core/client/session/SessionContext';
import { LabelTag } from '@core/client/ui/LabelTag';
import { jobReviewContract } from '@schemas/job-review/contract';
import { searchModule } from './homeCalls';
import { useLoad } from '@core/client/data/useLoad';

/** Assessment: the programme's modules (code, name, status) and See All Modules. */
export function AssessmentCard() {
  const { t } = useTranslation('job-review', { keyPrefix: 'home' });
  const s = useSession();
  const moduleList = useRouteRef(jobReviewContract.externalRoutes.moduleList);
  const id = s.programme?.cohortProgId;
  const modules = useLoad(id ? (signal) => searchModule(id, signal) : null, [id]).data ?? null;
  return (
    <Card className="home-card" aria-labelledby="home-assessment">
      <div className="home-card-head">
        <h2 id="home-assessment">{t('assessment.title')}</h2>
        {moduleList && <Link to={moduleList({})}>{t('assessment.seeAll')}</Link>}
      </div>
      {!modules || modules.length === 0 ? (
        <p className="home-muted">{modules ? t('common.noRecord') : t('common.loading')}</p>
      ) : (
        <ul className="home-modules">
          {modules.map((m) => (
            <li key={m.cohortModuleId}>
              <span>
                <strong>{m.moduleCode}</strong> {m.moduleName}
              </span>
              <LabelTag intent={m.status === 'ACTIVE' || m.status === 'Y' ? 'success' : 'none'} data-status={m.status}>
                {t(`moduleStatus.${m.status}`, { defaultValue: m.status })}
              </LabelTag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
