import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@core/client/ui/dates/DateField';
import { errorText } from '../errors';
import { formatDate, formatDateTime, isoDate } from '@core/client/format';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { updateAssignMarks } from '../calls';
import { MODULE_LIMITS } from '@schemas/modules/limits';
import { gradingFaults } from '../../shared';
import { studentName, type StudentAssignRow } from '../types';
import { Fact } from './ModuleCard';
import { NumberText } from './NumberText';
import { StatusTag } from './StatusTag';

const REMARKS_MAX = MODULE_LIMITS.remarksMax;
const today = () => isoDate(new Date());

/**
 * The grading dialog (spec 002 §5 'Grading'): mark, date marked and remarks, then the confirm
 * text. 'Confirm and next' asks the screen for the next ungraded submission of the tab
 * (`onGraded(true)`), so a grader goes through a class from the keyboard: type the mark, Enter,
 * Enter.
 */
export function GradingDialog({
  row,
  canConfirm,
  onClose,
  onGraded,
}: {
  row: StudentAssignRow;
  /** Spec 002 §6: the AS role, or the AS assigned to the assignment (the row's canGrade). */
  canConfirm: boolean;
  onClose: () => void;
  onGraded: (next: boolean) => void;
}) {
  const { t } = useTranslation('modules');
  const [mark, setMark] = useState(row.assignMarks === null ? '' : String(row.assignMarks));
  const [date, setDate] = useState(isoDate(row.markedDate) || today());
  const [remarks, setRemarks] = useState(row.remarks ?? '');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState<null | { next: boolean }>(null);
  // Only while the grade is being sent: a grader at speed confirms the next one within a second.
  const guard = useClickGuard(0);
  const markRef = useRef<HTMLInputElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);

  // A new row (the next submission): a fresh form, the mark in focus.
  useEffect(() => {
    setMark(row.assignMarks === null ? '' : String(row.assignMarks));
    setDate(isoDate(row.markedDate) || today());
    setRemarks(row.remarks ?? '');
    setTouched(false);
    setConfirming(null);
    requestAnimationFrame(() => markRef.current?.focus());
  }, [row]);
  // The Enter that asked for the confirm text must not also answer it: Yes answers a key pressed
  // on it, a pointer, or anything once a moment has passed.
  const armed = useRef(false);
  useEffect(() => {
    armed.current = false;
    if (!confirming) return;
    requestAnimationFrame(() => yesRef.current?.focus());
    const timer = setTimeout(() => (armed.current = true), 400);
    return () => clearTimeout(timer);
  }, [confirming]);
  const arm = () => {
    armed.current = true;
  };

  // Spec 002 §5, by the rules the server applies (plugins/modules/shared).
  const faults = gradingFaults({ assignMarks: mark, markedDate: date, remarks });
  const markF = faults.assignMarks;
  const dateF = faults.markedDate;
  const ask = (next: boolean) => {
    setTouched(true);
    if (markF || dateF || faults.remarks) {
      markRef.current?.focus();
      return;
    }
    setConfirming({ next });
  };
  const grade = () =>
    guard.run(async () => {
      try {
        await updateAssignMarks({
          studentModuleAssignId: row.studentModuleAssignId,
          assignMarks: mark.trim(),
          markedDate: date,
          remarks: remarks.trim(),
          lastUpdatedDate: row.lastUpdatedDate,
        });
        void toast.success(t('grading.success'));
        onGraded(confirming?.next ?? false);
      } catch (e) {
        setConfirming(null);
        void toast.error(errorText(t, e));
      }
    });

  const who = studentName(row) || row.studentAcctId;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('grading.title', { name: who })}
      className="mod-dialog"
      // The mark takes the focus once the dialog is in (the overlay would hold it on its focus trap).
      onOpened={() => markRef.current?.focus()}
    >
      {confirming ? (
        <>
          <DialogBody>
            <p role="alert">{t('grading.confirmText', { mark: mark.trim() })}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={() => setConfirming(null)}>{t('common.no')}</Button>
                <Button
                  ref={yesRef}
                  intent="primary"
                  loading={guard.pending}
                  onKeyDown={arm}
                  onPointerDown={arm}
                  onClick={() => armed.current && void grade()}
                >
                  {t('common.yes')}
                </Button>
              </>
            }
          />
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (canConfirm) ask(true);
          }}
        >
          <DialogBody>
            <dl className="mod-facts mod-facts-compact">
              <Fact label={t('field.studentId')} value={row.studentAcctId} />
              <Fact label={t('field.assignName')} value={row.assignName} />
              <Fact label={t('field.deadline')} value={formatDate(row.assignDeadline)} />
              <Fact label={t('field.submittedDate')} value={formatDateTime(row.submittedDate)} />
              <Fact label={t('field.status')} value={<StatusTag kind="assignStatus" status={row.status} />} />
              <Fact
                label={t('field.turnitinScore')}
                value={row.turnitinScore === null ? null : `${row.turnitinScore}%`}
              />
            </dl>
            <FormGroup
              label={t('grading.mark')}
              labelFor="mod-grade-mark"
              labelInfo={t('common.required')}
              intent={touched && markF ? 'danger' : 'none'}
              helperText={touched && markF ? t(`rule.${markF}`) : t('grading.markHint')}
            >
              <NumberText
                id="mod-grade-mark"
                inputRef={markRef}
                autoFocus
                maxLength={6}
                value={mark}
                disabled={!canConfirm}
                intent={touched && markF ? 'danger' : 'none'}
                aria-invalid={touched && Boolean(markF)}
                onValueChange={setMark}
              />
            </FormGroup>
            <FormGroup
              label={t('grading.markedDate')}
              labelFor="mod-grade-date"
              labelInfo={t('common.required')}
              intent={touched && dateF ? 'danger' : 'none'}
              helperText={touched && dateF ? t(`rule.${dateF}`) : undefined}
            >
              <DateField
                id="mod-grade-date"
                value={date}
                disabled={!canConfirm}
                intent={touched && dateF ? 'danger' : undefined}
                invalid={touched && Boolean(dateF)}
                required
                onChange={setDate}
              />
            </FormGroup>
            <FormGroup
              label={t('grading.remarks')}
              labelFor="mod-grade-remarks"
              helperText={t('common.charsLeft', { n: REMARKS_MAX - remarks.length })}
            >
              <TextArea
                id="mod-grade-remarks"
                fill
                rows={3}
                maxLength={REMARKS_MAX}
                value={remarks}
                disabled={!canConfirm}
                onChange={(e) => setRemarks(e.currentTarget.value)}
              />
            </FormGroup>
            {!canConfirm && <p className="mod-muted">{t('grading.viewOnly')}</p>}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={onClose}>{t('common.cancel')}</Button>
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
        </form>
      )}
    </Dialog>
  );
}
