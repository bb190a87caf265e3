import { lazy, Suspense, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { CommentDialog } from '@core/client/ui/CommentDialog';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { approve, decide, printWpa, resendToIS, returnToStudent, terminate, updateRemark } from '../calls';
import { WPA_MAX } from '@schemas/wpa/limits';
import { returnCommentError } from '../../shared/formRules';
import { useRuleMessage } from '../rules';
import type { Wpa } from '../types';
import { ConfirmDialog, ResultDialog } from './ConfirmDialog';
import { ResendDialog } from './ResendDialog';
import { SourceDialog, type ProfileSource } from './SourceDialog';

const WeightingDialog = lazy(async () => ({ default: (await import('./WeightingDialog')).WeightingDialog }));

const asSource = (s: string | null): ProfileSource | null => (s === 'STUDENT' || s === 'IS' ? s : null);

type Open = 'approve' | 'return' | 'resend' | 'terminate' | 'source' | 'confirm' | 'weight' | null;

/**
 * The review page's actions (spec 001 §4, 002 §4): the buttons the WPA machine allows this actor
 * (wpaActions, with the flags the server answered with the WPA), their popups in the spec's
 * order (the source question, then the confirmation, before Accept or Reject) and the spec's
 * success messages. A refusal (CONFLICT naming who acted first, INVALID_STATE) shows in a toast
 * (002 §8) and the WPA is read again.
 */
export function useWpaActions(wpa: Wpa | undefined, onDone: () => void) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const { run, pending } = useClickGuard();
  // Printing is no decision: its own guard, so a print right after a decision is not swallowed.
  const printing = useClickGuard();
  const [open, setOpen] = useState<Open>(null);
  const [weightOpened, setWeightOpened] = useState(false);
  const [decision, setDecision] = useState<'ACCEPTED' | 'REJECTED'>('ACCEPTED');
  const [source, setSource] = useState<ProfileSource | null>(null);
  const [result, setResult] = useState<string | null>(null);

  // The machine's answer for this caller (wpaActions on the server, with the flags it decided).
  const can = wpa?.actions ?? null;

  const act = async (action: () => Promise<unknown>, success: string) => {
    const ok = await run(async () => {
      try {
        await action();
        return true;
      } catch (e) {
        void toast.error(e instanceof ApiError ? message(e.message) : String(e));
        return false;
      }
    });
    setOpen(null);
    if (ok) setResult(success);
    else if (ok === false) onDone();
  };

  const saveNotes = (remarks: string, comments: string) =>
    wpa &&
    run(async () => {
      try {
        await updateRemark(wpa, remarks, comments);
        void toast.success(t('rule.saved'));
        onDone();
      } catch (e) {
        void toast.error(e instanceof ApiError ? message(e.message) : String(e));
      }
    });

  const print = () =>
    wpa &&
    printing.run(async () => {
      try {
        const name = await printWpa(wpa);
        void toast.success(t('review.printed', { name }));
      } catch (e) {
        void toast.error(e instanceof ApiError ? message(e.message) : String(e));
      }
    });

  const startDecision = (d: 'ACCEPTED' | 'REJECTED') => {
    setDecision(d);
    setOpen('source');
  };

  const buttons =
    wpa && can ? (
      <>
        {can.returnToStudent && (
          <Button intent="danger" icon="undo" onClick={() => setOpen('return')}>
            {t('action.return')}
          </Button>
        )}
        {can.approve && (
          <Button intent="success" icon="send-message" onClick={() => setOpen('approve')}>
            {t('action.approve')}
          </Button>
        )}
        {can.terminate && (
          <Button intent="danger" icon="stop" onClick={() => setOpen('terminate')}>
            {t('action.terminate')}
          </Button>
        )}
        {can.resend && (
          <Button icon="repeat" onClick={() => setOpen('resend')}>
            {t('action.resend')}
          </Button>
        )}
        {can.reject && (
          <Button intent="danger" icon="cross" onClick={() => startDecision('REJECTED')}>
            {t('action.reject')}
          </Button>
        )}
        {can.accept && (
          <Button intent="success" icon="tick" onClick={() => startDecision('ACCEPTED')}>
            {t('action.accept')}
          </Button>
        )}
        {can.adjustWeight && (
          <Button
            icon="percentage"
            onClick={() => {
              setWeightOpened(true);
              setOpen('weight');
            }}
          >
            {t('action.adjustWeight')}
          </Button>
        )}
      </>
    ) : null;

  const dialogs = wpa ? (
    <>
      <ConfirmDialog
        isOpen={open === 'approve'}
        message={t('dialog.approve')}
        pending={pending}
        onYes={() => void act(() => approve(wpa), t('msg.approved'))}
        onNo={() => setOpen(null)}
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
        charsLeft={(n) => t('common.charsLeft', { n })}
        cancelText={t('common.cancel')}
        confirmText={t('action.return')}
        confirmIntent="danger"
        pending={pending}
        onConfirm={(c) => void act(() => returnToStudent(wpa, c), t('msg.returned'))}
        onClose={() => setOpen(null)}
      />
      <ResendDialog
        isOpen={open === 'resend'}
        initialName={String(wpa.industrySupervisorNameIs ?? wpa.industrySupervisorName ?? '')}
        initialEmail={String(wpa.industrySupervisorEmailIs ?? wpa.industrySupervisorEmail ?? '')}
        pending={pending}
        onConfirm={(v) => void act(() => resendToIS(wpa, v), t('msg.resent'))}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        isOpen={open === 'terminate'}
        message={t('rule.terminateConfirm')}
        intent="danger"
        pending={pending}
        onYes={() => void act(() => terminate(wpa), t('rule.terminated'))}
        onNo={() => setOpen(null)}
      />
      <SourceDialog
        isOpen={open === 'source'}
        initial={source ?? asSource(wpa.selectStudentOrIs)}
        confirmText={decision === 'ACCEPTED' ? t('action.accept') : t('action.reject')}
        onConfirm={(s) => {
          setSource(s);
          setOpen('confirm');
        }}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        isOpen={open === 'confirm'}
        message={decision === 'ACCEPTED' ? t('dialog.accept') : t('dialog.reject')}
        intent={decision === 'ACCEPTED' ? 'success' : 'danger'}
        pending={pending}
        onYes={() =>
          source &&
          void act(
            () => decide(wpa, decision, source),
            decision === 'ACCEPTED' ? t('rule.accepted') : t('rule.rejected'),
          )
        }
        onNo={() => setOpen(null)}
      />
      {weightOpened && (
        <Suspense fallback={null}>
          <WeightingDialog
            isOpen={open === 'weight'}
            studentModuleId={wpa.studentModuleId}
            onClose={() => setOpen(null)}
            onSaved={() => {
              setOpen(null);
              onDone();
            }}
          />
        </Suspense>
      )}
      <ResultDialog
        message={result}
        onDone={() => {
          setResult(null);
          onDone();
        }}
      />
    </>
  ) : null;

  return { can, buttons, dialogs, pending, saveNotes, print, printing: printing.pending };
}
