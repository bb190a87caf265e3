import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The review pages' Reject and Approve buttons; each shows when its handler is given. */
export function DecisionButtons({
  pending,
  onReject,
  onApprove,
}: {
  pending: boolean;
  onReject?: (() => void) | false;
  onApprove?: (() => void) | false;
}) {
  const { t } = useTranslation('job-review');
  return (
    <>
      {onReject && (
        <Button intent="danger" icon="cross" loading={pending} onClick={onReject}>
          {t('action.reject')}
        </Button>
      )}
      {onApprove && (
        <Button intent="success" icon="tick" loading={pending} onClick={onApprove}>
          {t('action.approve')}
        </Button>
      )}
    </>
  );
}
