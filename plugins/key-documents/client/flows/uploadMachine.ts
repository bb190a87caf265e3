import { assign, fromPromise, setup } from 'xstate';
import { FILE_DESC_MAX } from '@schemas/key-documents/keyDocuments';
import { VIEWER_OF } from '@schemas/key-documents/fileTypes';
import { extensionOf } from '../fileKinds';
import { fileError, hoursError } from '../uploadRules';
import type { KeyDocument } from '../types';

/** The upload form's values as the user gives them. */
export interface UploadForm {
  studentModuleId: number | null;
  fileType: number | null;
  desc: string;
  hours: string;
  files: File[];
}

/** What the form is for: an exemption needs hours; a replacement names no student. */
export interface UploadRules {
  exemption: boolean;
  replacing: boolean;
  maxMb: number;
}

/** What the screen does for the flow: send the document; prepare its view (the server's conversion). */
export interface UploadCalls {
  upload: (form: UploadForm) => Promise<KeyDocument>;
  convert: (doc: KeyDocument) => Promise<unknown>;
}

/** Spec 002 §5's refusals of the form, before anything is sent (uploadRules.ts, the server's own). */
export function uploadFaults(form: UploadForm, rules: UploadRules) {
  const f = {
    student: !rules.replacing && form.studentModuleId === null,
    fileType: form.fileType === null,
    hours: rules.exemption ? hoursError(form.hours) : null,
    // Every upload and replacement carries its file (an exemption's is its supporting file).
    file: fileError(form.files, rules.maxMb),
    desc: form.desc.length > FILE_DESC_MAX,
  };
  return { ...f, any: f.student || f.fileType || f.hours !== null || f.file !== null || f.desc };
}

/** Shown through the server's conversion (a PDF of an office file or TIFF, a deck's slides). */
export const needsConversion = (doc: KeyDocument) => {
  const ext = (doc.fileExt || extensionOf(doc.fileName)).toLowerCase();
  return ext !== 'pdf' && (VIEWER_OF[ext] === 'pdf' || VIEWER_OF[ext] === 'slides');
};

export interface UploadContext {
  form: UploadForm;
  rules: UploadRules;
  calls: UploadCalls;
  /** The form's faults show after Upload; a file's as soon as it is chosen. */
  touched: boolean;
  fileTouched: boolean;
  /** Why the server refused the document (its error), while refused. */
  refusal: unknown;
  saved: KeyDocument | null;
  /** The view was prepared (false: it will be converted when first opened). */
  previewReady: boolean;
}

export type UploadEvent =
  | { type: 'edit'; patch: Partial<Omit<UploadForm, 'files'>> }
  | { type: 'chooseFiles'; files: File[] }
  | { type: 'upload' };

/**
 * The key-document upload (spec 002 §5): choose (the form), checking (the form's own rules),
 * uploading (the call; the server checks the content again), converting (a document the viewer
 * shows through the server's conversion is converted now, so its first View opens at once; a
 * failed conversion keeps the upload), then done, or refused with the server's reason until the
 * form is changed or sent again.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as { form: UploadForm; rules: UploadRules; calls: UploadCalls },
  },
  actors: {
    check: fromPromise<boolean, Pick<UploadContext, 'form' | 'rules'>>(
      async ({ input }) => !uploadFaults(input.form, input.rules).any,
    ),
    upload: fromPromise<KeyDocument, UploadContext>(({ input }) => input.calls.upload(input.form)),
    convert: fromPromise<unknown, UploadContext>(({ input }) => input.calls.convert(input.saved!)),
  },
  actions: {
    edit: assign({
      form: ({ context, event }) => (event.type === 'edit' ? { ...context.form, ...event.patch } : context.form),
    }),
    chooseFiles: assign(({ context, event }) =>
      event.type === 'chooseFiles' ? { form: { ...context.form, files: event.files }, fileTouched: true } : {},
    ),
  },
}).createMachine({
  id: 'keyDocumentUpload',
  context: ({ input }) => ({
    ...input,
    touched: false,
    fileTouched: false,
    refusal: null,
    saved: null,
    previewReady: false,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        edit: { actions: 'edit' },
        chooseFiles: { actions: 'chooseFiles' },
        upload: { target: 'checking', actions: assign({ touched: true }) },
      },
    },
    checking: {
      invoke: {
        src: 'check',
        input: ({ context }) => ({ form: context.form, rules: context.rules }),
        onDone: [{ guard: ({ event }) => event.output, target: 'uploading' }, { target: 'choosing' }],
      },
    },
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ context }) => context,
        onDone: [
          {
            guard: ({ event }) => needsConversion(event.output),
            target: 'converting',
            actions: assign({ saved: ({ event }) => event.output }),
          },
          { target: 'done', actions: assign({ saved: ({ event }) => event.output, previewReady: true }) },
        ],
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => event.error }) },
      },
    },
    converting: {
      invoke: {
        src: 'convert',
        input: ({ context }) => context,
        onDone: { target: 'done', actions: assign({ previewReady: true }) },
        onError: { target: 'done' },
      },
    },
    refused: {
      on: {
        edit: { target: 'choosing', actions: ['edit', assign({ refusal: null })] },
        chooseFiles: { target: 'choosing', actions: ['chooseFiles', assign({ refusal: null })] },
        upload: { target: 'checking', actions: assign({ refusal: null }) },
      },
    },
    done: { type: 'final' },
  },
});
