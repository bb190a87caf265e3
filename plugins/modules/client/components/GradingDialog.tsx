import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { isoDate } from '@core/client/format';
import { toast } from '@core/client/ui/toaster';
import { updateAssignMarks } from '../calls';
import { errorText } from '../errors';
import { faultsOf, gradingMachine, type GradeInput } from '../flows/gradingMachine';
import { studentName, type StudentAssignRow } from '../types';
import { GradeConfirm } from './GradeConfirm';
import { GradingFields } from './GradingFields';
import { SubmitForm } from './SubmitForm';

/** Sends one grade (updateAssignMarks with the row's version). */
const sendGrade = ({ row, form }: GradeInput) =>
  updateAssignMarks({
    studentModuleAssignId: row.studentModuleAssignId,
    assignMarks: form.mark,
    markedDate: form.date,
    remarks: form.remarks,
    lastUpdatedDate: row.lastUpdatedDate,
  });

/** The grading flow of the screen on the grading machine (flows/gradingMachine.ts), with its calls. */
function useGradingFlow(first: StudentAssignRow, { nextRow, onGraded, onClose }: Callbacks) {
  const { t } = useTranslation('modules');
  const grade = async (g: GradeInput) => {
    await sendGrade(g);
    void toast.success(t('grading.success'));
    onGraded();
  };
  const [state, send] = useMachine(gradingMachine, {
    input: { row: first, today: isoDate(new Date()), calls: { grade, nextRow } },
  });
  const ended = state.status === 'done';
  const noneLeft = state.matches('noneLeft');
  useEffect(() => {
    if (!ended) return;
    // The flow ended: the dialog goes (after 'Confirm and next' with none left, saying so).
    if (noneLeft) void toast.success(t('grading.noneLeft'));
    onClose();
  }, [ended, noneLeft, onClose, t]);
  return [state, send] as const;
}

interface Callbacks {
  /** The next submission of the tab still to grade, or null. */
  nextRow: () => Promise<StudentAssignRow | null>;
  /** After each grade saved: the screen reads its rows again. */
  onGraded: () => void;
  onClose: () => void;
}

/**
 * The grading dialog (spec 002 §5 'Grading'): mark, date marked and remarks, then the confirm
 * text. 'Confirm and next' goes on to the next ungraded submission of the tab (`nextRow`), so a
 * grader goes through a class from the keyboard: type the mark, Enter, Enter.
 */
export function GradingDialog({ row: first, nextRow, onGraded, onClose }: Callbacks & { row: StudentAssignRow }) {
  const { t } = useTranslation('modules');
  const [state, send] = useGradingFlow(first, { nextRow, onGraded, onClose });
  const markRef = useRef<HTMLInputElement>(null);
  const { row, error } = state.context;
  // Spec 002 §6: the AS role, or the AS assigned to the assignment (the row's canGrade).
  const canConfirm = row.canGrade;

  // A new row (the next submission): the mark in focus.
  useEffect(() => {
    requestAnimationFrame(() => markRef.current?.focus());
  }, [row]);
  useEffect(() => {
    if (error) void toast.error(errorText(t, error));
  }, [error, t]);
  const ask = (goOn: boolean) => {
    send({ type: 'ask', goOn });
    // Refused for a fault: the mark takes the focus again (the message is under the field).
    if (Object.keys(faultsOf(state.context)).length) markRef.current?.focus();
  };

  const confirming = state.matches('confirming') || state.matches('saving') || state.matches('findingNext');
  return (
    <Dialog
      isOpen
      onClose={() => send({ type: 'close' })}
      title={t('grading.title', { name: studentName(row) || row.studentAcctId })}
      className="mod-dialog"
      // The mark takes the focus once the dialog is in (the overlay would hold it on its focus trap).
      onOpened={() => markRef.current?.focus()}
    >
      {confirming ? (
        <GradeConfirm
          mark={state.context.mark.trim()}
          saving={!state.matches('confirming')}
          onYes={() => send({ type: 'yes' })}
          onNo={() => send({ type: 'no' })}
        />
      ) : (
        <SubmitForm onSubmit={() => canConfirm && ask(true)}>
          <DialogBody>
            <GradingFields
              row={row}
              form={state.context}
              touched={state.context.touched}
              disabled={!canConfirm}
              markRef={markRef}
              onEdit={(field, value) => send({ type: 'edit', field, value })}
            />
            {!canConfirm && <p className="mod-muted">{t('grading.viewOnly')}</p>}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={() => send({ type: 'close' })}>{t('common.cancel')}</Button>
                {canConfirm && (
                  <>
                    <Button onClick={() => ask(false)}>{t('grading.confirm')}</Button>
                    <Button type="submit" intent="primary">
                      {t('grading.confirmNext')}
                    </Button>
                  </>
                )}
              </>
            }
          />
        </SubmitForm>
      )}
    </Dialog>
  );
}
