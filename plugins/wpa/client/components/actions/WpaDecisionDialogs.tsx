import { useTranslation } from 'react-i18next';
import { decide } from '../../calls';
import type { Wpa } from '../../types';
import { ConfirmDialog } from '../ConfirmDialog';
import { SourceDialog, type ProfileSource } from '../SourceDialog';
import type { Decision, Open } from './types';

const asSource = (s: string | null): ProfileSource | null => (s === 'STUDENT' || s === 'IS' ? s : null);

/** Accept or Reject (spec 002 §4): the source question, then the confirmation. */
export function WpaDecisionDialogs({
  wpa,
  open,
  setOpen,
  decision,
  source,
  setSource,
  pending,
  act,
}: {
  wpa: Wpa;
  open: Open;
  setOpen: (o: Open) => void;
  decision: Decision;
  source: ProfileSource | null;
  setSource: (s: ProfileSource) => void;
  pending: boolean;
  act: (action: () => Promise<unknown>, success: string) => void;
}) {
  const { t } = useTranslation('wpa');
  const accepted = decision === 'ACCEPTED';
  return (
    <>
      <SourceDialog
        isOpen={open === 'source'}
        initial={source ?? asSource(wpa.selectStudentOrIs)}
        confirmText={accepted ? t('action.accept') : t('action.reject')}
        onConfirm={(s) => {
          setSource(s);
          setOpen('confirm');
        }}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        isOpen={open === 'confirm'}
        message={accepted ? t('dialog.accept') : t('dialog.reject')}
        intent={accepted ? 'success' : 'danger'}
        pending={pending}
        onYes={() =>
          source && act(() => decide(wpa, decision, source), accepted ? t('rule.accepted') : t('rule.rejected'))
        }
        onNo={() => setOpen(null)}
      />
    </>
  );
}
