import { useEffect, useState } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { insertKeyDocument, updateKeyDocument } from '../calls';
import { KEY_DOCUMENT_TYPES } from '@schemas/key-documents/fileTypes';
import { FILE_DESC_MAX } from '@schemas/key-documents/keyDocuments';
import { fileError, hoursError } from '../uploadRules';
import type { KeyDocument, StudentOption, SysParam } from '../types';
import { FileDrop } from './FileDrop';
import { studentLabel } from './labels';
import { StudentPicker } from './StudentPicker';

/** What the dialog does: a new key document or exemption, or the replacement of one. */
export interface UploadTarget {
  exemption: boolean;
  /** The document replaced; absent for an upload. */
  doc?: KeyDocument;
  /** The student module, when the screen knows it (the student summary, a replacement). */
  studentModuleId?: number;
  /** How the student is named in the dialog when it is fixed. */
  student?: string;
}

const DESC_MAX = FILE_DESC_MAX;
/**
 * Upload, replace and exempted-hours dialogs (spec 002 §2, §5): File Type required, one file within
 * the configured size, description up to 150, and for an exemption the hours (0 to 999.99) with
 * their supporting file. An EXEMPT document is replaced through the exemption form.
 */
export function UploadDialog({
  target,
  fileTypes,
  exemptType,
  maxMb,
  cohortModuleId,
  onClose,
  onDone,
}: {
  target: UploadTarget | null;
  /** KEY_DOCUMENT_FILE_TYPE, without the exemption's type. */
  fileTypes: SysParam[];
  /** KEY_DOCUMENT_FILE_TYPE code EXEMPT. */
  exemptType: SysParam | null;
  maxMb: number;
  /** The module whose students the picker searches, when the target names none. */
  cohortModuleId?: number | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('key-documents');
  const { run, pending } = useClickGuard();
  const [studentModuleId, setStudentModuleId] = useState<number | null>(null);
  const [picked, setPicked] = useState<StudentOption | null>(null);
  const [fileType, setFileType] = useState<number | null>(null);
  const [desc, setDesc] = useState('');
  const [hours, setHours] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  // A file's refusal shows as soon as it is chosen; the other fields' on Upload.
  const [fileTouched, setFileTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (!target) return;
    const d = target.doc;
    setStudentModuleId(target.studentModuleId ?? d?.studentModuleId ?? null);
    setPicked(null);
    setFileType(target.exemption ? (exemptType?.paramId ?? null) : (d?.fileType ?? null));
    setDesc(d?.fileDesc ?? '');
    setHours(d?.exemptedHours != null ? String(d.exemptedHours) : '');
    setFiles([]);
    setTouched(false);
    setFileTouched(false);
    setServerError(null);
  }, [target, exemptType]);

  const exemption = target?.exemption ?? false;
  const replacing = Boolean(target?.doc);
  const errors = {
    student: studentModuleId === null,
    fileType: fileType === null,
    hours: exemption ? hoursError(hours) : null,
    // Every upload and replacement carries its file (an exemption's is its supporting file).
    file: fileError(files, maxMb),
    desc: desc.length > DESC_MAX,
  };
  const invalid =
    (!replacing && errors.student) || errors.fileType || errors.hours !== null || errors.file !== null || errors.desc;
  const show = (bad: boolean) => touched && bad;
  const fileBad = (touched || fileTouched) && errors.file !== null;

  const fileMessage = {
    select: t('upload.selectFile'),
    max: t('upload.maxFiles'),
    type: t('upload.badType', { types: KEY_DOCUMENT_TYPES.join(', ') }),
    size: t('upload.fileSize', { n: maxMb }),
  };

  const submit = async () => {
    setTouched(true);
    setServerError(null);
    if (!target || invalid || fileType === null) return;
    const forStudent = studentModuleId;
    if (!target.doc && forStudent === null) return;
    await run(async () => {
      const model = {
        fileType,
        fileDesc: desc.trim() || null,
        exemptedHours: exemption ? Number(hours) : null,
      };
      try {
        if (target.doc) {
          const { keyDocumentId, lastUpdatedDate } = target.doc;
          await updateKeyDocument({ ...model, keyDocumentId, lastUpdatedDate }, files[0]!);
        } else {
          await insertKeyDocument({ ...model, studentModuleId: forStudent! }, files[0]!);
        }
        onDone(exemption ? t('msg.exempted') : target.doc ? t('msg.replaced') : t('msg.uploaded'));
      } catch (e) {
        // Upload errors show the server's message (spec 002 §8).
        const message = e instanceof ApiError ? e.message : String(e);
        setServerError(message);
        void toast.error(message);
      }
    });
  };

  const title = exemption
    ? replacing
      ? t('upload.replaceExemptionTitle')
      : t('upload.exemptionTitle')
    : replacing
      ? t('upload.replaceTitle')
      : t('upload.title');

  return (
    <Dialog isOpen={target !== null} onClose={onClose} title={title} icon="upload" className="kd-dialog">
      <DialogBody>
        <p className="kd-muted kd-dialog-help">{t('upload.help')}</p>
        {target?.studentModuleId && !target.student ? null : target?.student || target?.doc ? (
          <FormGroup label={t('col.student')} labelFor="kd-up-student-fixed">
            <InputGroup id="kd-up-student-fixed" readOnly value={target.student ?? studentLabel(target.doc!)} />
          </FormGroup>
        ) : (
          <FormGroup
            label={t('col.student')}
            labelFor="kd-up-student"
            labelInfo={t('upload.required')}
            intent={show(errors.student) ? 'danger' : 'none'}
            helperText={show(errors.student) ? t('upload.studentRequired') : undefined}
          >
            {cohortModuleId ? (
              <StudentPicker
                id="kd-up-student"
                cohortModuleId={cohortModuleId}
                value={picked}
                invalid={show(errors.student)}
                onChange={(s) => {
                  setPicked(s);
                  setStudentModuleId(s?.studentModuleId ?? null);
                }}
              />
            ) : null}
          </FormGroup>
        )}

        <FormGroup
          label={t('col.fileType')}
          labelFor="kd-up-type"
          labelInfo={t('upload.required')}
          intent={show(errors.fileType) ? 'danger' : 'none'}
          helperText={show(errors.fileType) ? t('upload.fileTypeRequired') : undefined}
        >
          {exemption ? (
            <InputGroup id="kd-up-type" readOnly value={exemptType?.parmValue1 ?? t('upload.exemption')} />
          ) : (
            <HTMLSelect
              id="kd-up-type"
              fill
              value={fileType ?? ''}
              onChange={(e) => setFileType(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            >
              <option value="">{t('upload.chooseFileType')}</option>
              {fileTypes.map((p) => (
                <option key={p.paramId} value={p.paramId}>
                  {p.parmValue1}
                </option>
              ))}
            </HTMLSelect>
          )}
        </FormGroup>

        {exemption && (
          <FormGroup
            label={t('col.exemptedHours')}
            labelFor="kd-up-hours"
            labelInfo={t('upload.required')}
            intent={show(errors.hours !== null) ? 'danger' : 'none'}
            helperText={
              show(errors.hours === 'required')
                ? t('upload.hoursRequired')
                : show(errors.hours === 'range')
                  ? t('upload.hoursRange')
                  : t('upload.hoursHint')
            }
          >
            <InputGroup
              id="kd-up-hours"
              inputMode="decimal"
              maxLength={6}
              value={hours}
              intent={show(errors.hours !== null) ? 'danger' : 'none'}
              // Digits and one point only: no minus sign or 'e' (as the module parameters, 002 §5).
              onChange={(e) => setHours(e.currentTarget.value.replace(/[^0-9.]/g, ''))}
            />
          </FormGroup>
        )}

        <FormGroup
          label={t('col.description')}
          labelFor="kd-up-desc"
          intent={errors.desc ? 'danger' : 'none'}
          helperText={t('upload.charsLeft', { n: DESC_MAX - desc.length })}
        >
          <TextArea
            id="kd-up-desc"
            fill
            rows={3}
            maxLength={DESC_MAX}
            value={desc}
            onChange={(e) => setDesc(e.currentTarget.value)}
          />
        </FormGroup>

        <FormGroup
          label={exemption ? t('upload.supportingFile') : t('upload.file')}
          labelFor="kd-up-file"
          labelInfo={t('upload.required')}
          intent={fileBad ? 'danger' : 'none'}
          helperText={
            <span id="kd-up-file-help" role={fileBad ? 'alert' : undefined}>
              {fileBad ? fileMessage[errors.file!] : t('upload.limits', { n: maxMb })}
            </span>
          }
        >
          <FileDrop
            id="kd-up-file"
            files={files}
            invalid={fileBad}
            describedBy="kd-up-file-help"
            onChange={(f) => {
              setFiles(f);
              setFileTouched(true);
            }}
          />
        </FormGroup>
        {serverError && (
          <Callout intent="danger" icon="error" role="alert">
            {serverError}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            <Button intent="primary" icon="upload" loading={pending} onClick={() => void submit()}>
              {t('action.confirmUpload')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
