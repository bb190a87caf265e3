import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/client/format';
import { studentName } from '../../labels';
import { formatHours } from '../../numbers';
import { periodOf } from '../../period';
import type { Wpa } from '../../types';
import { Fields } from '../Fields';

/** The review page's student card; without the form's content, the placement's facts too (spec 002 §2). */
export function StudentCard({ wpa }: { wpa: Wpa }) {
  const { t } = useTranslation('wpa');
  const placement: [string, string | null][] = wpa.actions.content
    ? []
    : [
        [t('field.companyName'), wpa.companyName],
        [t('field.industrySupervisorName'), wpa.industrySupervisorName],
        [t('field.industrySupervisorEmail'), wpa.industrySupervisorEmail],
        [t('field.wilHours'), formatHours(wpa.wilHours)],
        [t('col.period'), periodOf(wpa)],
        [t('review.sentToIsDate'), formatDate(wpa.sentToIsDate)],
      ];
  return (
    <Card className="wpa-card" aria-labelledby="wpa-student">
      <h2 id="wpa-student">{t('review.student')}</h2>
      <Fields
        testId="student-fields"
        rows={[
          [t('review.studentId'), wpa.studentAcctId],
          [t('review.studentName'), studentName(wpa)],
          [t('review.programme'), wpa.progTitle],
          [t('review.module'), [wpa.moduleCode, wpa.moduleName].filter(Boolean).join(' ')],
          [t('review.assignedAs'), wpa.academicSupervisorUserName],
          [t('review.applyDate'), formatDate(wpa.applyDate)],
          ...placement,
        ]}
      />
      {(wpa.wpaStatus === 'PENDING_SEND' || wpa.wpaStatus === 'SENT_TO_IS') && (
        <p className="wpa-muted" style={{ marginTop: 12 }}>
          {t('review.waiting')}
        </p>
      )}
    </Card>
  );
}
