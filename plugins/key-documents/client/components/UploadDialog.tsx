import { useEffect } from 'react';
import { Callout, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { ConfirmFooter } from '@core/client/ui/dialog/ConfirmFooter';
import { insertKeyDocument, prepareView, updateKeyDocument } from '../calls';
import { uploadFaults, uploadMachine, type UploadForm } from '../flows/uploadMachine';
import type { KeyDocument, SysParam } from '../types';
import { DescAndFileFields, StudentField, TypeAndHoursFields } from './UploadFields';

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

interface Props {
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
}

/** The form a target starts with: the replaced document's values, or an empty one. */
function startForm(target: UploadTarget, exemptType: SysParam | null): UploadForm {
  const d = target.doc;
  return {
    studentModuleId: target.studentModuleId ?? d?.studentModuleId ?? null,
    fileType: target.exemption ? (exemptType?.paramId ?? null) : (d?.fileType ?? null),
    desc: d?.fileDesc ?? '',
    hours: d?.exemptedHours != null ? String(d.exemptedHours) : '',
    files: [],
  };
}

/** Sends the form: a new document (insert) or the replacement of `doc` (update, with its version). */
const send = (target: UploadTarget) => (f: UploadForm) => {
  const model = {
    fileType: f.fileType!,
    fileDesc: f.desc.trim() || null,
    exemptedHours: target.exemption ? Number(f.hours) : null,
  };
  if (!target.doc) return insertKeyDocument({ ...model, studentModuleId: f.studentModuleId! }, f.files[0]!);
  const { keyDocumentId, lastUpdatedDate } = target.doc;
  return updateKeyDocument({ ...model, keyDocumentId, lastUpdatedDate }, f.files[0]!);
};

const refusalText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : String(e));

/** Where the flow is, under the form: sending, converting, or the server's refusal. */
function FlowStatus({ state, refusal }: { state: 'uploading' | 'converting' | 'refused' | null; refusal: unknown }) {
  const { t } = useTranslation('key-documents');
  if (state === 'refused')
    return (
      <Callout intent="danger" icon="error" role="alert" title={t('flow.refused')}>
        {refusalText(refusal)}
      </Callout>
    );
  if (!state) return null;
  return (
    <Callout icon={<Spinner size={16} />} role="status">
      {t(state === 'uploading' ? 'flow.uploading' : 'flow.converting')}
    </Callout>
  );
}

const titleKey = (target: UploadTarget) =>
  `upload.${target.exemption ? (target.doc ? 'replaceExemptionTitle' : 'exemptionTitle') : target.doc ? 'replaceTitle' : 'title'}`;

/**
 * One upload, replacement or exemption on the upload machine (flows/uploadMachine.ts; spec 002
 * §2, §5): File Type required, one file within the configured size, description up to 150, and
 * for an exemption the hours (0 to 999.99) with their supporting file.
 */
function UploadFlow({
  target,
  fileTypes,
  exemptType,
  maxMb,
  cohortModuleId,
  onClose,
  onDone,
}: Props & { target: UploadTarget }) {
  const { t } = useTranslation('key-documents');
  const [state, sendEvent] = useMachine(uploadMachine, {
    input: {
      form: startForm(target, exemptType),
      rules: { exemption: target.exemption, replacing: Boolean(target.doc), maxMb },
      calls: { upload: send(target), convert: prepareView },
    },
  });
  const { form, touched, fileTouched, refusal } = state.context;
  const faults = uploadFaults(form, state.context.rules);
  const show = (bad: boolean) => touched && bad;
  const busy = state.matches('checking') || state.matches('uploading') || state.matches('converting');
  const done = state.status === 'done';
  const onEdit = (patch: Partial<Omit<UploadForm, 'files'>>) => sendEvent({ type: 'edit', patch });

  useEffect(() => {
    // Upload errors show the server's message (spec 002 §8), in the dialog and a toast.
    if (refusal) void toast.error(refusalText(refusal));
  }, [refusal]);
  useEffect(() => {
    if (done) onDone(t(target.exemption ? 'msg.exempted' : target.doc ? 'msg.replaced' : 'msg.uploaded'));
  }, [done, onDone, t, target]);

  const stage = state.matches('uploading') ? 'uploading' : state.matches('converting') ? 'converting' : null;
  return (
    <Dialog isOpen onClose={busy ? undefined : onClose} title={t(titleKey(target))} icon="upload" className="kd-dialog">
      <DialogBody>
        <p className="kd-muted kd-dialog-help">{t('upload.help')}</p>
        <StudentField target={target} cohortModuleId={cohortModuleId} bad={show(faults.student)} onEdit={onEdit} />
        <TypeAndHoursFields {...{ form, fileTypes, exemptType, show, faults, onEdit }} exemption={target.exemption} />
        <DescAndFileFields
          {...{ form, maxMb, faults, onEdit }}
          exemption={target.exemption}
          fileBad={(touched || fileTouched) && faults.file !== null}
          onFiles={(files) => sendEvent({ type: 'chooseFiles', files })}
        />
        <FlowStatus state={state.matches('refused') ? 'refused' : stage} refusal={refusal} />
      </DialogBody>
      <ConfirmFooter
        cancelText={t('action.cancel')}
        confirmText={t('action.confirmUpload')}
        icon="upload"
        pending={busy || done}
        cancelDisabled={busy}
        onCancel={onClose}
        onConfirm={() => sendEvent({ type: 'upload' })}
      />
    </Dialog>
  );
}

/** The upload, replace and exempted-hours dialog: a fresh flow for each target. */
export function UploadDialog(props: Props) {
  const { target } = props;
  return target ? (
    <UploadFlow key={target.doc?.keyDocumentId ?? `new-${String(target.exemption)}`} {...props} target={target} />
  ) : null;
}
