import { lazy, Suspense } from 'react';
import type { Wpa } from '../../types';
import { ResultDialog } from '../ConfirmDialog';
import type { ProfileSource } from '../SourceDialog';
import { WpaChangeDialogs } from './WpaChangeDialogs';
import { WpaDecisionDialogs } from './WpaDecisionDialogs';
import type { Decision, Open } from './types';

const WeightingDialog = lazy(async () => ({ default: (await import('../WeightingDialog')).WeightingDialog }));

/** Every popup of the review page's actions, and the success message after one (spec 002 §4). */
export function WpaActionDialogs({
  wpa,
  open,
  setOpen,
  weightOpened,
  decision,
  source,
  setSource,
  pending,
  act,
  result,
  onResultSeen,
  onDone,
}: {
  wpa: Wpa;
  open: Open;
  setOpen: (o: Open) => void;
  /** The weighting dialog is loaded the first time it opens. */
  weightOpened: boolean;
  decision: Decision;
  source: ProfileSource | null;
  setSource: (s: ProfileSource) => void;
  pending: boolean;
  act: (action: () => Promise<unknown>, success: string) => void;
  result: string | null;
  onResultSeen: () => void;
  onDone: () => void;
}) {
  const close = () => setOpen(null);
  return (
    <>
      <WpaChangeDialogs wpa={wpa} open={open} close={close} pending={pending} act={act} />
      <WpaDecisionDialogs {...{ wpa, open, setOpen, decision, source, setSource, pending, act }} />
      {weightOpened && (
        <Suspense fallback={null}>
          <WeightingDialog
            isOpen={open === 'weight'}
            studentModuleId={wpa.studentModuleId}
            onClose={close}
            onSaved={() => {
              close();
              onDone();
            }}
          />
        </Suspense>
      )}
      <ResultDialog
        message={result}
        onDone={() => {
          onResultSeen();
          onDone();
        }}
      />
    </>
  );
}
