import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { chosenNumber, OptionSelect } from '@core/client/ui/ListFilters';
import { useTranslation } from 'react-i18next';
import { CountedTextArea } from '@core/client/ui/CountedTextArea';
import { KEY_DOCUMENT_TYPES } from '@schemas/key-documents/fileTypes';
import { FILE_DESC_MAX } from '@schemas/key-documents/keyDocuments';
import type { UploadForm, uploadFaults } from '../flows/uploadMachine';
import type { StudentOption, SysParam } from '../types';
import { FileDrop } from './FileDrop';
import { studentLabel } from './labels';
import { StudentPicker } from './StudentPicker';
import type { UploadTarget } from './UploadDialog';

type Faults = ReturnType<typeof uploadFaults>;
type Edit = (patch: Partial<Omit<UploadForm, 'files'>>) => void;

/** The student: fixed when the screen names one (or the replaced document does), else picked. */
export function StudentField({
  target,
  cohortModuleId,
  bad,
  onEdit,
}: {
  target: UploadTarget;
  cohortModuleId?: number | null;
  bad: boolean;
  onEdit: Edit;
}) {
  const { t } = useTranslation('key-documents');
  const [picked, setPicked] = useState<StudentOption | null>(null);
  if (target.studentModuleId && !target.student) return null;
  if (target.student || target.doc)
    return (
      <FormGroup label={t('col.student')} labelFor="kd-up-student-fixed">
        <InputGroup id="kd-up-student-fixed" readOnly value={target.student ?? studentLabel(target.doc!)} />
      </FormGroup>
    );
  return (
    <FormGroup
      label={t('col.student')}
      labelFor="kd-up-student"
      labelInfo={t('upload.required')}
      intent={bad ? 'danger' : 'none'}
      helperText={bad ? t('upload.studentRequired') : undefined}
    >
      {cohortModuleId ? (
        <StudentPicker
          id="kd-up-student"
          cohortModuleId={cohortModuleId}
          value={picked}
          invalid={bad}
          onChange={(s) => {
            setPicked(s);
            onEdit({ studentModuleId: s?.studentModuleId ?? null });
          }}
        />
      ) : null}
    </FormGroup>
  );
}

/** File Type (the exemption's own is fixed), and for an exemption the hours. */
export function TypeAndHoursFields({
  form,
  exemption,
  fileTypes,
  exemptType,
  show,
  faults,
  onEdit,
}: {
  form: UploadForm;
  exemption: boolean;
  fileTypes: SysParam[];
  exemptType: SysParam | null;
  show: (bad: boolean) => boolean;
  faults: Faults;
  onEdit: Edit;
}) {
  const { t } = useTranslation('key-documents');
  const hoursBad = show(faults.hours !== null);
  return (
    <>
      <FormGroup
        label={t('col.fileType')}
        labelFor="kd-up-type"
        labelInfo={t('upload.required')}
        intent={show(faults.fileType) ? 'danger' : 'none'}
        helperText={show(faults.fileType) ? t('upload.fileTypeRequired') : undefined}
      >
        {exemption ? (
          <InputGroup id="kd-up-type" readOnly value={exemptType?.parmValue1 ?? t('upload.exemption')} />
        ) : (
          <OptionSelect
            id="kd-up-type"
            fill
            value={form.fileType ?? ''}
            emptyText={t('upload.chooseFileType')}
            options={fileTypes.map((p) => ({ value: p.paramId, label: p.parmValue1 }))}
            onChange={(e) => onEdit({ fileType: chosenNumber(e.currentTarget.value) })}
          />
        )}
      </FormGroup>
      {exemption && (
        <FormGroup
          label={t('col.exemptedHours')}
          labelFor="kd-up-hours"
          labelInfo={t('upload.required')}
          intent={hoursBad ? 'danger' : 'none'}
          helperText={
            hoursBad
              ? t(faults.hours === 'required' ? 'upload.hoursRequired' : 'upload.hoursRange')
              : t('upload.hoursHint')
          }
        >
          <InputGroup
            id="kd-up-hours"
            inputMode="decimal"
            maxLength={6}
            value={form.hours}
            intent={hoursBad ? 'danger' : 'none'}
            // Digits and one point only: no minus sign or 'e' (as the module parameters, 002 §5).
            onChange={(e) => onEdit({ hours: e.currentTarget.value.replace(/[^0-9.]/g, '') })}
          />
        </FormGroup>
      )}
    </>
  );
}

/** The description (up to 150) and the one file, whose refusal shows as soon as it is chosen. */
export function DescAndFileFields({
  form,
  exemption,
  maxMb,
  fileBad,
  faults,
  onEdit,
  onFiles,
}: {
  form: UploadForm;
  exemption: boolean;
  maxMb: number;
  fileBad: boolean;
  faults: Faults;
  onEdit: Edit;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation('key-documents');
  const fileMessage = {
    select: t('upload.selectFile'),
    max: t('upload.maxFiles'),
    type: t('upload.badType', { types: KEY_DOCUMENT_TYPES.join(', ') }),
    size: t('upload.fileSize', { n: maxMb }),
  };
  return (
    <>
      <CountedTextArea
        id="kd-up-desc"
        label={t('col.description')}
        max={FILE_DESC_MAX}
        rows={3}
        value={form.desc}
        charsLeft={(n) => t('upload.charsLeft', { n })}
        intent={faults.desc ? 'danger' : 'none'}
        onChange={(desc) => onEdit({ desc })}
      />
      <FormGroup
        label={exemption ? t('upload.supportingFile') : t('upload.file')}
        labelFor="kd-up-file"
        labelInfo={t('upload.required')}
        intent={fileBad ? 'danger' : 'none'}
        helperText={
          <span id="kd-up-file-help" role={fileBad ? 'alert' : undefined}>
            {fileBad ? fileMessage[faults.file!] : t('upload.limits', { n: maxMb })}
          </span>
        }
      >
        <FileDrop
          id="kd-up-file"
          files={form.files}
          invalid={fileBad}
          describedBy="kd-up-file-help"
          onChange={onFiles}
        />
      </FormGroup>
    </>
  );
}
