import { Button, Card, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { useCall } from '@core/client/data/useCall';
import { wpaCalls } from '@schemas/wpa/calls';
import { useRouteRef } from '@core/client/extensions/Extensions';
import type { ModuleSummaryProps } from '@schemas/modules/contract';
import { wpaSearchPayload } from '../calls';
import { WpaStatusTag } from '../components/StatusTag';
import { formatHours, formatMark } from '../numbers';
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
        <div className="wpa-table-scroll">
          <table className="wpa-table" data-testid="student-wpas">
            <thead>
              <tr>
                <th scope="col">{t('col.company')}</th>
                <th scope="col">{t('col.period')}</th>
                <th scope="col" className="wpa-num">
                  {t('col.hours')}
                </th>
                <th scope="col" className="wpa-num">
                  {t('col.mark')}
                </th>
                <th scope="col">{t('col.submitDate')}</th>
                <th scope="col">{t('col.status')}</th>
                <th scope="col">{t('col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((w) => (
                <tr key={w.wpaApplId}>
                  <td>{w.companyName}</td>
                  <td>
                    {formatDate(w.periodStartDate)} – {formatDate(w.periodEndDate)}
                  </td>
                  <td className="wpa-num">{formatHours(w.wilHours)}</td>
                  <td className="wpa-num">{formatMark(w.mark)}</td>
                  <td>{formatDate(w.applyDate)}</td>
                  <td>
                    <WpaStatusTag status={w.wpaStatus} />
                  </td>
                  <td>
                    {review && (
                      <Button
                        size="small"
                        icon="eye-open"
                        aria-label={t('contrib.reviewOf', { company: w.companyName ?? w.wpaApplId })}
                        onClick={() => {
                          wpaStorage.setWpaApplId(w.wpaApplId);
                          navigate(review({}));
                        }}
                      >
                        {t('contrib.review')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
