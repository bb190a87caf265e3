import { Button, Card, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCall } from '@core/client/data/useCall';
import { wpaCalls } from '@schemas/wpa/calls';
import { useRouteRef } from '@core/client/extensions/Extensions';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { wpaSearchPayload } from '../calls';
import { StudentWpaTable } from './StudentWpaTable';
import { wpaContract } from '@schemas/wpa/contract';
import { wpaStorage } from '../wpaStorage';
import '../wpa.css';

type Props = ModuleSummaryProps & { studentModuleId: number };

/** The most WPAs one student module shows at once (a student has a few, one per placement). */
const MAX_ROWS = 50;

/**
 * The student summary's WPA table (spec 002 §2) with 'Fill in WPA Form' (the offline form, for
 * staff who supervise: 002 §6) and each WPA's way to its review page (the WPA id goes through
 * storage; the student module is the one the student summary shows, the modules area's choice).
 */
export default function StudentWpas({ cohortModuleId, studentModuleId, roleCodes }: Props) {
  const { t } = useTranslation('wpa');
  const navigate = useNavigate();
  const review = useRouteRef(wpaContract.routes.review);
  const newForm = useRouteRef(wpaContract.routes.newForm);
  const { data } = useCall(
    wpaCalls.search,
    wpaSearchPayload(
      { cohortModuleId, studentModuleId, wpaStatusList: [] },
      { page: 1, startRow: 0, pageSize: MAX_ROWS, orderBy: 'apply_date DESC' },
    ),
    { errors: 'silent' },
  );
  const mayFill = roleCodes.includes('ACADEMIC_SUPERVISOR') || roleCodes.includes('MODULE_CONVENER');
  return (
    <Card className="wpa-card" aria-labelledby="wpa-student-wpas">
      <div className="wpa-section-head">
        <h2 id="wpa-student-wpas">{t('contrib.studentWpas')}</h2>
        {mayFill && newForm && (
          <Button icon="add" intent="primary" onClick={() => navigate(newForm({}))}>
            {t('contrib.fillIn')}
          </Button>
        )}
      </div>
      {!data ? (
        <Spinner size={20} aria-label={t('common.loading')} />
      ) : !data.list.length ? (
        <p className="wpa-muted">{t('common.noRecord')}</p>
      ) : (
        <StudentWpaTable
          list={data.list}
          onReview={
            review &&
            ((w) => {
              wpaStorage.setWpaApplId(w.wpaApplId);
              navigate(review({}));
            })
          }
        />
      )}
    </Card>
  );
}
