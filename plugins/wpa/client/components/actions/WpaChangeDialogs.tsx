import { useTranslation } from 'react-i18next';
import { CommentDialog } from '@core/client/ui/CommentDialog';
import { WPA_MAX } from '@schemas/wpa/limits';
import { approve, resendToIS, returnToStudent, terminate } from '../../calls';
import { returnCommentError } from '../../../shared/formRules';
import { useRuleMessage } from '../../rules';
import type { Wpa } from '../../types';
import { ConfirmDialog } from '../ConfirmDialog';
import { ResendDialog } from '../ResendDialog';
import type { Open } from './types';

/** The popups of Approve, Return, Resend and Terminate (spec 001 §4, 002 §4). */
export function WpaChangeDialogs({
  wpa,
  open,
  close,
  pending,
  act,
}: {
  wpa: Wpa;
  open: Open;
  close: () => void;
  pending: boolean;
  act: (action: () => Promise<unknown>, success: string) => void;
}) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  return (
    <>
      <ConfirmDialog
        isOpen={open === 'approve'}
        message={t('dialog.approve')}
        pending={pending}
        onYes={() => act(() => approve(wpa), t('msg.approved'))}
        onNo={close}
      />
      <CommentDialog
        isOpen={open === 'return'}
        title={t('dialog.returnTitle')}
        prompt={t('dialog.returnPrompt')}
        labelInfo="*"
        maxLength={WPA_MAX.returnComment}
        fault={(c) => {
          const e = returnCommentError(c);
          return e ? message(e) : null;
        }}
        confirmText={t('action.return')}
        confirmIntent="danger"
        pending={pending}
        onConfirm={(c) => act(() => returnToStudent(wpa, c), t('msg.returned'))}
        onClose={close}
      />
      <ResendDialog
        isOpen={open === 'resend'}
        initialName={String(wpa.industrySupervisorNameIs ?? wpa.industrySupervisorName ?? '')}
        initialEmail={String(wpa.industrySupervisorEmailIs ?? wpa.industrySupervisorEmail ?? '')}
        pending={pending}
        onConfirm={(v) => act(() => resendToIS(wpa, v), t('msg.resent'))}
        onClose={close}
      />
      <ConfirmDialog
        isOpen={open === 'terminate'}
        message={t('rule.terminateConfirm')}
        intent="danger"
        pending={pending}
        onYes={() => act(() => terminate(wpa), t('rule.terminated'))}
        onNo={close}
      />
    </>
  );
}
