import { Button, MenuItem } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@core/client/session/SessionContext';
import { applButtons } from '../lifecycle';
import type { JobApplication } from '../types';
import { ActionPopover } from './ActionPopover';

/** An MC's Action menu on a TEACHER_REVIEWING application (Review, Accept, Reject); else View. */
export function ApplActionMenu({
  appl,
  onDecide,
}: {
  appl: JobApplication;
  onDecide: (a: JobApplication, d: 'approve' | 'reject', commentRequired: boolean) => void;
}) {
  const { t } = useTranslation('job-review');
  const s = useSession();
  const navigate = useNavigate();
  const b = applButtons(appl, s.programme);
  const open = () => navigate(`/academic/acdemicReviewStudentApplications/${appl.jobApplId}`);
  if (!b.approve && !b.reject) {
    return (
      <Button size="small" icon="eye-open" onClick={open} aria-label={t('action.viewAppl', { id: appl.jobApplId })}>
        {t('action.view')}
      </Button>
    );
  }
  return (
    <ActionPopover label={t('action.actionsForAppl', { id: appl.jobApplId })}>
      <MenuItem icon="eye-open" text={t('action.review')} onClick={open} />
      {b.approve && (
        <MenuItem
          icon="tick"
          intent="success"
          text={t('action.accept')}
          onClick={() => onDecide(appl, 'approve', b.commentRequired)}
        />
      )}
      {b.reject && (
        <MenuItem
          icon="cross"
          intent="danger"
          text={t('action.reject')}
          onClick={() => onDecide(appl, 'reject', false)}
        />
      )}
    </ActionPopover>
  );
}
