import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { printWpa, updateRemark } from '../calls';
import { useRuleMessage } from '../rules';
import type { Wpa } from '../types';
import type { ProfileSource } from './SourceDialog';
import { WpaActionButtons } from './actions/WpaActionButtons';
import { WpaActionDialogs } from './actions/WpaActionDialogs';
import type { Decision, Open } from './actions/types';

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
  const [decision, setDecision] = useState<Decision>('ACCEPTED');
  const [source, setSource] = useState<ProfileSource | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const fail = (e: unknown) => void toast.error(e instanceof ApiError ? message(e.message) : String(e));

  // The machine's answer for this caller (wpaActions on the server, with the flags it decided).
  const can = wpa?.actions ?? null;

  const act = async (action: () => Promise<unknown>, success: string) => {
    const ok = await run(async () => {
      try {
        await action();
        return true;
      } catch (e) {
        fail(e);
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
        fail(e);
      }
    });

  const print = () =>
    wpa &&
    printing.run(async () => {
      try {
        const name = await printWpa(wpa);
        void toast.success(t('review.printed', { name }));
      } catch (e) {
        fail(e);
      }
    });

  const buttons =
    wpa && can ? (
      <WpaActionButtons
        can={can}
        setOpen={setOpen}
        startDecision={(d) => {
          setDecision(d);
          setOpen('source');
        }}
        openWeight={() => {
          setWeightOpened(true);
          setOpen('weight');
        }}
      />
    ) : null;

  const dialogs = wpa ? (
    <WpaActionDialogs
      {...{ wpa, open, setOpen, weightOpened, decision, source, setSource, pending, result, onDone }}
      act={(action, success) => void act(action, success)}
      onResultSeen={() => setResult(null)}
    />
  ) : null;

  return { can, buttons, dialogs, pending, saveNotes, print, printing: printing.pending };
}
