import type { RefObject } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CountedTextArea } from '@core/client/ui/CountedTextArea';
import { DateField } from '@core/client/ui/dates/DateField';
import { formatDate, formatDateTime } from '@core/client/format';
import { MODULE_LIMITS } from '@schemas/modules/limits';
import type { GradeForm } from '../flows/gradingMachine';
import { faultsOf } from '../flows/gradingMachine';
import type { StudentAssignRow } from '../types';
import { Fact } from './ModuleCard';
import { NumberText } from './NumberText';
import { StatusTag } from './StatusTag';

const REMARKS_MAX = MODULE_LIMITS.remarksMax;

/** The submission graded: who, which assignment, when, its status and Turnitin score. */
function SubmissionFacts({ row }: { row: StudentAssignRow }) {
  const { t } = useTranslation('modules');
  return (
    <dl className="mod-facts mod-facts-compact">
      <Fact label={t('field.studentId')} value={row.studentAcctId} />
      <Fact label={t('field.assignName')} value={row.assignName} />
      <Fact label={t('field.deadline')} value={formatDate(row.assignDeadline)} />
      <Fact label={t('field.submittedDate')} value={formatDateTime(row.submittedDate)} />
      <Fact label={t('field.status')} value={<StatusTag kind="assignStatus" status={row.status} />} />
      <Fact label={t('field.turnitinScore')} value={row.turnitinScore === null ? null : `${row.turnitinScore}%`} />
    </dl>
  );
}

/**
 * The grade's fields (spec 002 §5): mark, date marked and remarks, with the rules' messages once
 * the grader asked to confirm (the rules the server applies, plugins/modules/shared).
 */
export function GradingFields({
  row,
  form,
  touched,
  disabled,
  markRef,
  onEdit,
}: {
  row: StudentAssignRow;
  form: GradeForm;
  touched: boolean;
  disabled: boolean;
  markRef: RefObject<HTMLInputElement>;
  onEdit: (field: keyof GradeForm, value: string) => void;
}) {
  const { t } = useTranslation('modules');
  const faults = faultsOf(form);
  const markF = touched ? faults.assignMarks : undefined;
  const dateF = touched ? faults.markedDate : undefined;
  return (
    <>
      <SubmissionFacts row={row} />
      <FormGroup
        label={t('grading.mark')}
        labelFor="mod-grade-mark"
        labelInfo={t('common.required')}
        intent={markF ? 'danger' : 'none'}
        helperText={markF ? t(`rule.${markF}`) : t('grading.markHint')}
      >
        <NumberText
          id="mod-grade-mark"
          inputRef={markRef}
          autoFocus
          maxLength={6}
          value={form.mark}
          disabled={disabled}
          intent={markF ? 'danger' : 'none'}
          aria-invalid={Boolean(markF)}
          onValueChange={(v) => onEdit('mark', v)}
        />
      </FormGroup>
      <FormGroup
        label={t('grading.markedDate')}
        labelFor="mod-grade-date"
        labelInfo={t('common.required')}
        intent={dateF ? 'danger' : 'none'}
        helperText={dateF ? t(`rule.${dateF}`) : undefined}
      >
        <DateField
          id="mod-grade-date"
          value={form.date}
          disabled={disabled}
          intent={dateF ? 'danger' : undefined}
          invalid={Boolean(dateF)}
          required
          onChange={(v) => onEdit('date', v)}
        />
      </FormGroup>
      <CountedTextArea
        id="mod-grade-remarks"
        label={t('grading.remarks')}
        max={REMARKS_MAX}
        rows={3}
        value={form.remarks}
        charsLeft={(n) => t('common.charsLeft', { n })}
        disabled={disabled}
        onChange={(v) => onEdit('remarks', v)}
      />
    </>
  );
}
