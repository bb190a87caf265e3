import { lazy, Suspense, useEffect } from 'react';
import { useMachine } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { supervisorMachine, type Notice, type Shown } from '../flows/supervisorMachine';
import type { SignatureImage } from '../form/SignatureDialog';
import type { WpaFormValues } from '../form/WpaFormFields';
import { useRuleMessage } from '../rules';
import { endedBy, saveLinkDraft, submitLinkForm, uploadLinkSignature, type LinkPhase } from './linkCalls';
import { LinkButtons } from './LinkButtons';
import { supervisorPayload } from './supervisorValues';

const ConfirmDialog = lazy(async () => ({ default: (await import('../components/ConfirmDialog')).ConfirmDialog }));

/** The link's calls for the flow: a new signature image goes first, then the values. */
function linkCalls(token: string) {
  // The machine hands back the image the field gave it.
  const sendSignature = async (s: unknown) => {
    if (s) await uploadLinkSignature(token, (s as SignatureImage).blob);
  };
  return {
    saveDraft: async (values: WpaFormValues, s: unknown) => {
      await sendSignature(s);
      return saveLinkDraft(supervisorPayload(token, values));
    },
    submit: async (values: WpaFormValues, s: unknown) => {
      await sendSignature(s);
      return submitLinkForm(supervisorPayload(token, values));
    },
    endOf: endedBy,
  };
}

/** A notice's words: the save's message, the fix request, or why a call failed. */
function noticeText(n: Notice, t: TFunction, message: (m: string) => string) {
  if (n.kind === 'saved') return message(n.message);
  if (n.kind === 'fix') return t('form.fix');
  const code = n.error instanceof ApiError ? n.error.errorCode : null;
  if (code === 'NETWORK') return t('link.network');
  if (code === 'RATE_LIMITED') return t('link.tooMany');
  return message(n.error instanceof Error ? n.error.message : String(n.error));
}

export interface LinkFlowProps {
  token: string;
  values: WpaFormValues;
  signature: SignatureImage | null;
  /** The signature the server keeps with the draft, if any. */
  savedSignature: SignatureImage | null;
  savedAt: string | null;
  /** A press made before this part had loaded: done as it mounts. */
  intent: 'save' | 'submit' | null;
  rules: {
    draftFaults: (v: WpaFormValues) => number;
    submitFaults: (v: WpaFormValues, s: SignatureImage | null) => number;
  };
  onShown: (shown: Shown) => void;
  onSaved: () => void;
  /** A press refused for faults (the page puts the focus on the first one). */
  onRefused: () => void;
  onEnded: (phase: LinkPhase) => void;
}

/**
 * Save Draft and Submit on the supervisor machine (flows/supervisorMachine.ts), loaded when the
 * form is first touched (the page's first load stays within its budget): the buttons, the
 * notice, the Yes/No question; what shows of the form's faults goes up to the form.
 */
export default function LinkFlow(p: LinkFlowProps) {
  const { t } = useTranslation('wpa');
  const message = useRuleMessage();
  const [state, send] = useMachine(supervisorMachine, {
    input: {
      signature: p.savedSignature,
      savedAt: p.savedAt,
      calls: linkCalls(p.token),
      rules: {
        draftFaults: p.rules.draftFaults,
        submitFaults: (v, s) => p.rules.submitFaults(v, s as SignatureImage | null),
      },
    },
  });
  const { shown, notice, savedAt, refusals, end } = state.context;
  const press = (type: 'save' | 'submit') => send({ type, values: p.values, signature: p.signature });
  useFlowEffects(p, { shown, savedAt, refusals, end, submitted: state.matches('submitted'), press });
  useEffect(() => send({ type: 'edited' }), [p.values, p.signature, send]);
  return (
    <>
      <LinkButtons
        saving={state.matches('saving')}
        busy={!state.matches('editing')}
        savedAt={savedAt}
        notice={notice && { danger: notice.kind !== 'saved', text: noticeText(notice, t, message) }}
        onSave={() => press('save')}
        onSubmit={() => press('submit')}
      />
      {(state.matches('confirming') || state.matches('submitting')) && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            message={t('link.confirmSubmit')}
            pending={state.matches('submitting')}
            onYes={() => send({ type: 'yes' })}
            onNo={() => send({ type: 'no' })}
          />
        </Suspense>
      )}
    </>
  );
}

/** What the flow tells the page: the faults to show, a saved draft, the end; and the press made before it loaded. */
function useFlowEffects(
  p: LinkFlowProps,
  f: {
    shown: Shown;
    savedAt: string | null;
    refusals: number;
    end: unknown;
    submitted: boolean;
    press: (type: 'save' | 'submit') => void;
  },
) {
  const { onShown, onSaved, onEnded } = p;
  useEffect(() => onShown(f.shown), [f.shown, onShown]);
  useEffect(() => {
    if (f.savedAt !== p.savedAt) onSaved();
  }, [f.savedAt, p.savedAt, onSaved]);
  useEffect(() => {
    if (f.submitted) onEnded({ kind: 'thanks' });
    else if (f.end) onEnded(f.end as LinkPhase);
  }, [f.submitted, f.end, onEnded]);
  const { onRefused } = p;
  useEffect(() => {
    if (f.refusals) onRefused();
  }, [f.refusals, onRefused]);
  const [intent, press] = [p.intent, f.press];
  useEffect(() => {
    if (intent) press(intent);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the part mounts
  }, []);
}
